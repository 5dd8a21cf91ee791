import type { ExpenditureStatus } from '../enums/lists';
import { EXPENDITURE_STATUSES } from '../enums/statuses';
import type { RecordAction } from '../records/actions';
import type { Actor } from '../records/actor';
import {
  complianceAction as compliance,
  defineStatusMachine,
  recordAction,
  type SharedRecordActionKey,
} from '../records/status-machine';

/** An expenditure has exactly the actions both kinds share. */
export type ExpenditureActionKey = SharedRecordActionKey;
export type ExpenditureAction = RecordAction<ExpenditureActionKey, ExpenditureStatus>;

const action = recordAction<ExpenditureActionKey, ExpenditureStatus>;

const SAVE = action('save', 'Save', null);
const ARCHIVE = action('archive', 'Archive', 'archived');

export interface ExpenditureActionContext extends Actor {
  status: ExpenditureStatus;
}

/**
 * The expenditure's status machine (spec section 4): out of compliance and in compliance are
 * final for the campaign, and compliance never sets the `compliant` flag.
 */
export const {
  /** Every action the actor may take on an expenditure in its current status. */
  availableActions: availableExpenditureActions,
  /** Server check of an update: the action it performs, or DomainError('INVALID_TRANSITION'). */
  assertTransitionAllowed: assertExpenditureTransitionAllowed,
} = defineStatusMachine<ExpenditureActionKey, ExpenditureStatus, ExpenditureActionContext>({
  kind: 'expenditure',
  statusLabels: EXPENDITURE_STATUSES.labels,
  campaignActions: {
    draft: [ARCHIVE, SAVE, action('submit', 'Submit', 'submitted')],
    archived: [action('moveToDraft', 'Move to Draft', 'draft')],
    submitted: [ARCHIVE],
    out_of_compliance: [],
    in_compliance: [],
  },
  complianceActions: [
    compliance('setDraft', 'Draft', 'draft'),
    compliance('setSubmitted', 'Submitted', 'submitted'),
    compliance('outOfCompliance', 'Out of Compliance', 'out_of_compliance', {
      requiresReason: true,
    }),
    compliance('inCompliance', 'In Compliance', 'in_compliance'),
  ],
  editModeSave: SAVE,
});
