import type { ContributionStatus, ContributorType, OaeType } from '../enums/lists';
import { CONTRIBUTION_STATUSES } from '../enums/statuses';
import { isMatchableContribution } from '../programme/match-money';
import type { RecordAction } from '../records/actions';
import type { Actor } from '../records/actor';
import {
  complianceAction as compliance,
  defineStatusMachine,
  recordAction,
  type SharedRecordActionKey,
} from '../records/status-machine';

/** The actions of both kinds, plus the contribution's own. */
export type ContributionActionKey =
  | SharedRecordActionKey
  | 'trash'
  | 'setArchived'
  | 'setProcessed'
  | 'setAwaiting'
  | 'match';
export type ContributionAction = RecordAction<ContributionActionKey, ContributionStatus>;

const action = recordAction<ContributionActionKey, ContributionStatus>;

const SAVE_DRAFT = action('save', 'Save Draft', null);
const SAVE = action('save', 'Save', null);
const TRASH = action('trash', 'Move to trash', 'archived');
const SUBMIT = action('submit', 'Submit', 'submitted');
const MOVE_TO_DRAFT = action('moveToDraft', 'Move to Draft', 'draft');
const ARCHIVE = action('archive', 'Archive', 'archived');

export interface ContributionActionContext extends Actor {
  status: ContributionStatus;
  contributorType: ContributorType | string | null;
  oaeType: OaeType | string | null;
}

/**
 * The Match option: a government admin (not in edit mode) on a contribution that
 * `isMatchableContribution` allows (spec section 4).
 */
export const canMatchContribution = (context: ContributionActionContext): boolean =>
  context.role === 'government_admin' && !context.assumed && isMatchableContribution(context);

/**
 * The contribution's status machine (spec section 4). Awaiting and out of compliance records go
 * back to the campaign to be fixed, so they can be saved, resubmitted or archived
 * (docs/decisions.md); a contribution alone has trash, Awaiting, Processed and the Match option.
 */
export const {
  /** Every action the actor may take on a contribution in its current status. */
  availableActions: availableContributionActions,
  /** Server check of an update: the action it performs, or DomainError('INVALID_TRANSITION'). */
  assertTransitionAllowed: assertContributionTransitionAllowed,
} = defineStatusMachine<ContributionActionKey, ContributionStatus, ContributionActionContext>({
  kind: 'contribution',
  statusLabels: CONTRIBUTION_STATUSES.labels,
  campaignActions: {
    draft: [TRASH, SAVE_DRAFT, SUBMIT],
    archived: [MOVE_TO_DRAFT],
    submitted: [ARCHIVE],
    awaiting: [SAVE, SUBMIT, ARCHIVE],
    out_of_compliance: [SAVE, SUBMIT, ARCHIVE],
    processed: [],
  },
  complianceActions: [
    compliance('setArchived', 'Archived', 'archived'),
    compliance('setDraft', 'Draft', 'draft'),
    compliance('setProcessed', 'Processed', 'processed'),
    compliance('setAwaiting', 'Awaiting', 'awaiting'),
    compliance('setSubmitted', 'Submitted', 'submitted'),
    compliance('outOfCompliance', 'Out of Compliance', 'out_of_compliance', {
      requiresReason: true,
      setsCompliant: false,
    }),
    compliance('inCompliance', 'In Compliance', 'processed', { setsCompliant: true }),
    compliance('match', 'Match Contribution', 'processed', {
      setsCompliant: true,
      requiresMatchAmount: true,
    }),
  ],
  editModeSave: SAVE,
  offeredOnlyWhen: { match: canMatchContribution },
});
