import type { ContributorType, OaeType } from '../enums/contributions';
import { ROLE_LABELS } from '../enums/roles';
import { CONTRIBUTION_STATUS_LABELS, type ContributionStatus } from '../enums/statuses';
import { isMatchableContribution } from '../programme/match-money';
import {
  findRequestedAction,
  type RecordAction,
  type RequestedChange,
  refusalMessage,
  refuseTransition,
} from '../records/actions';
import { type Actor, effectiveRole, isAssumedGovernmentAdmin } from '../records/actor';

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

const action = (
  key: ContributionActionKey,
  label: string,
  to: ContributionStatus | null,
  extra: Partial<ContributionAction> = {},
): ContributionAction => ({
  key,
  label,
  to,
  requiresReason: false,
  setsCompliant: null,
  requiresMatchAmount: false,
  group: 'campaign',
  ...extra,
});

const SAVE_DRAFT = action('save', 'Save Draft', null);
const SAVE = action('save', 'Save', null);
const TRASH = action('trash', 'Move to trash', 'archived');
const SUBMIT = action('submit', 'Submit', 'submitted');
const MOVE_TO_DRAFT = action('moveToDraft', 'Move to Draft', 'draft');
const ARCHIVE = action('archive', 'Archive', 'archived');

/**
 * Campaign buttons by status (spec section 4); submit needs campaign_admin rights. Awaiting and
 * out of compliance records go back to the campaign to be fixed, so they can be saved,
 * resubmitted or archived (docs/decisions.md).
 */
const CAMPAIGN_ACTIONS: Record<ContributionStatus, readonly ContributionAction[]> = {
  draft: [TRASH, SAVE_DRAFT, SUBMIT],
  archived: [MOVE_TO_DRAFT],
  submitted: [ARCHIVE],
  awaiting: [SAVE, SUBMIT, ARCHIVE],
  out_of_compliance: [SAVE, SUBMIT, ARCHIVE],
  processed: [],
};

const compliance = (
  key: ContributionActionKey,
  label: string,
  to: ContributionStatus,
  extra: Partial<ContributionAction> = {},
) => action(key, label, to, { group: 'compliance', ...extra });

/** The government admin's dropdown, in the spec's order. */
const COMPLIANCE_ACTIONS: readonly ContributionAction[] = [
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
];

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
 * Every action the actor may take on a contribution in its current status. Campaign users (and a
 * government admin in edit mode, with campaign_admin rights plus the red Save button) get the
 * campaign buttons; a reviewing government admin gets the compliance dropdown, except on drafts,
 * which the campaign has not handed in yet. Options that would not change the status are left out.
 */
export const availableContributionActions = (
  context: ContributionActionContext,
): ContributionAction[] => {
  const { status } = context;
  if (context.role === 'government_admin' && !context.assumed) {
    if (status === 'draft') return [];
    return COMPLIANCE_ACTIONS.filter((option) => {
      if (option.key === 'match') return canMatchContribution(context);
      const plain = option.setsCompliant === null;
      return !(plain && option.to === status);
    });
  }
  const role = effectiveRole(context);
  const actions = CAMPAIGN_ACTIONS[status].filter(
    (option) => option.key !== 'submit' || role === 'campaign_admin',
  );
  if (
    isAssumedGovernmentAdmin(context) &&
    status !== 'archived' &&
    !actions.some((a) => a.to === null)
  )
    actions.push(SAVE);
  return actions;
};

/**
 * Server check of an update: returns the action it performs, or throws
 * DomainError('INVALID_TRANSITION') when the actor may not make it.
 */
export const assertContributionTransitionAllowed = (
  context: ContributionActionContext,
  change: RequestedChange<ContributionStatus>,
): ContributionAction => {
  const allowed = availableContributionActions(context);
  const found = findRequestedAction(allowed, context.status, change);
  if (found) return found;
  return refuseTransition(
    refusalMessage({
      kind: 'contribution',
      current: context.status,
      change,
      statusLabels: CONTRIBUTION_STATUS_LABELS,
      who: context.assumed ? 'in edit mode' : `as ${ROLE_LABELS[context.role]}`,
      allowed,
    }),
  );
};
