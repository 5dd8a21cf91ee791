import type { ContributorType, OaeType } from '../enums/contributions';
import { CONTRIBUTION_STATUS_LABELS, type ContributionStatus } from '../enums/statuses';
import { isMatchableContribution } from '../programme/match-money';
import type { RecordAction, RequestedChange } from '../records/actions';
import type { Actor } from '../records/actor';
import {
  complianceAction as compliance,
  defineStatusMachine,
  recordAction,
} from '../records/status-machine';

export type ContributionActionKey =
  | 'save'
  | 'trash'
  | 'submit'
  | 'moveToDraft'
  | 'archive'
  | 'setArchived'
  | 'setDraft'
  | 'setProcessed'
  | 'setAwaiting'
  | 'setSubmitted'
  | 'outOfCompliance'
  | 'inCompliance'
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
const CONTRIBUTION_STATUS_MACHINE = defineStatusMachine<
  ContributionActionKey,
  ContributionStatus,
  ContributionActionContext
>({
  kind: 'contribution',
  statusLabels: CONTRIBUTION_STATUS_LABELS,
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

/** Every action the actor may take on a contribution in its current status. */
export const availableContributionActions: (
  context: ContributionActionContext,
) => ContributionAction[] = CONTRIBUTION_STATUS_MACHINE.availableActions;

/** Server check of a contribution update (`defineStatusMachine`). */
export const assertContributionTransitionAllowed: (
  context: ContributionActionContext,
  change: RequestedChange<ContributionStatus>,
) => ContributionAction = CONTRIBUTION_STATUS_MACHINE.assertTransitionAllowed;
