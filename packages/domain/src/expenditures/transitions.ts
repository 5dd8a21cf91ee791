import { ROLE_LABELS } from '../enums/roles';
import { EXPENDITURE_STATUS_LABELS, type ExpenditureStatus } from '../enums/statuses';
import {
  findRequestedAction,
  type RecordAction,
  type RequestedChange,
  refusalMessage,
  refuseTransition,
} from '../records/actions';
import { type Actor, effectiveRole, isAssumedGovernmentAdmin } from '../records/actor';

export type ExpenditureActionKey =
  | 'save'
  | 'submit'
  | 'moveToDraft'
  | 'archive'
  | 'setDraft'
  | 'setSubmitted'
  | 'outOfCompliance'
  | 'inCompliance';
export type ExpenditureAction = RecordAction<ExpenditureActionKey, ExpenditureStatus>;

const action = (
  key: ExpenditureActionKey,
  label: string,
  to: ExpenditureStatus | null,
  extra: Partial<ExpenditureAction> = {},
): ExpenditureAction => ({
  key,
  label,
  to,
  requiresReason: false,
  setsCompliant: null,
  requiresMatchAmount: false,
  group: 'campaign',
  ...extra,
});

const SAVE = action('save', 'Save', null);
const ARCHIVE = action('archive', 'Archive', 'archived');
const SUBMIT = action('submit', 'Submit', 'submitted');
const MOVE_TO_DRAFT = action('moveToDraft', 'Move to Draft', 'draft');

/** Campaign buttons by status (spec section 4); submit needs campaign_admin rights. */
const CAMPAIGN_ACTIONS: Record<ExpenditureStatus, readonly ExpenditureAction[]> = {
  draft: [ARCHIVE, SAVE, SUBMIT],
  archived: [MOVE_TO_DRAFT],
  submitted: [ARCHIVE],
  out_of_compliance: [],
  in_compliance: [],
};

/** The government admin's compliance dropdown, in the spec's order. */
const COMPLIANCE_ACTIONS: readonly ExpenditureAction[] = [
  action('setDraft', 'Draft', 'draft', { group: 'compliance' }),
  action('setSubmitted', 'Submitted', 'submitted', { group: 'compliance' }),
  action('outOfCompliance', 'Out of Compliance', 'out_of_compliance', {
    group: 'compliance',
    requiresReason: true,
  }),
  action('inCompliance', 'In Compliance', 'in_compliance', { group: 'compliance' }),
];

export interface ExpenditureActionContext extends Actor {
  status: ExpenditureStatus;
}

/**
 * Every action the actor may take on an expenditure in its current status. Campaign users (and a
 * government admin in edit mode, with campaign_admin rights plus the red Save button) get the
 * campaign buttons; a reviewing government admin gets the compliance dropdown, except on drafts.
 * Options that would not change the status are left out.
 */
export const availableExpenditureActions = (
  context: ExpenditureActionContext,
): ExpenditureAction[] => {
  const { status } = context;
  if (context.role === 'government_admin' && !context.assumed) {
    if (status === 'draft') return [];
    return COMPLIANCE_ACTIONS.filter((option) => option.to !== status);
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
export const assertExpenditureTransitionAllowed = (
  context: ExpenditureActionContext,
  change: RequestedChange<ExpenditureStatus>,
): ExpenditureAction => {
  const allowed = availableExpenditureActions(context);
  const found = findRequestedAction(allowed, context.status, change);
  if (found) return found;
  return refuseTransition(
    refusalMessage({
      kind: 'expenditure',
      current: context.status,
      change,
      statusLabels: EXPENDITURE_STATUS_LABELS,
      who: context.assumed ? 'in edit mode' : `as ${ROLE_LABELS[context.role]}`,
      allowed,
    }),
  );
};
