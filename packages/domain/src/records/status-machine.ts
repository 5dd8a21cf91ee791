import { ROLES } from '../enums/roles';
import {
  findRequestedAction,
  type RecordAction,
  type RequestedChange,
  refusalMessage,
  refuseTransition,
} from './actions';
import { type Actor, effectiveRole, isAssumedGovernmentAdmin } from './actor';
import type { RecordKind } from './kinds';

/** The actions both kinds have; a kind adds its own (a contribution's trash and Match). */
export type SharedRecordActionKey =
  | 'save'
  | 'submit'
  | 'moveToDraft'
  | 'archive'
  | 'setDraft'
  | 'setSubmitted'
  | 'outOfCompliance'
  | 'inCompliance';

/** A button or dropdown entry of a kind: a campaign button unless `extra` says otherwise. */
export const recordAction = <Key extends string, Status extends string>(
  key: Key,
  label: string,
  to: Status | null,
  extra: Partial<RecordAction<Key, Status>> = {},
): RecordAction<Key, Status> => ({
  key,
  label,
  to,
  requiresReason: false,
  setsCompliant: null,
  requiresMatchAmount: false,
  group: 'campaign',
  ...extra,
});

/** An entry of the government admin's compliance dropdown. */
export const complianceAction = <Key extends string, Status extends string>(
  key: Key,
  label: string,
  to: Status,
  extra: Partial<RecordAction<Key, Status>> = {},
): RecordAction<Key, Status> => recordAction(key, label, to, { group: 'compliance', ...extra });

/**
 * One kind's status machine as data (spec section 4): which buttons a campaign user has in each
 * status, the government admin's dropdown, and the extra conditions some options carry.
 */
export interface StatusMachineTable<
  Key extends string,
  Status extends string,
  Context extends Actor & { status: Status },
> {
  kind: RecordKind;
  /** The status names used in refusal messages ('A Submitted contribution ...'). */
  statusLabels: Record<Status, string>;
  /** Campaign buttons by status; submit needs campaign_admin rights. */
  campaignActions: Record<Status, readonly RecordAction<Key, Status>[]>;
  /** The government admin's dropdown, in the spec's order. */
  complianceActions: readonly RecordAction<Key, Status>[];
  /** The red Save button a government admin in edit mode gets where the status has no save. */
  editModeSave: RecordAction<Key, Status>;
  /** Options offered only when their condition holds, in place of the plain rule. */
  offeredOnlyWhen?: Partial<Record<Key, (context: Context) => boolean>>;
}

export interface StatusMachine<
  Key extends string,
  Status extends string,
  Context extends Actor & { status: Status },
> {
  /** Every action the actor may take on a record in its current status. */
  availableActions: (context: Context) => RecordAction<Key, Status>[];
  /**
   * Server check of an update: returns the action it performs, or throws
   * DomainError('INVALID_TRANSITION') when the actor may not make it.
   */
  assertTransitionAllowed: (
    context: Context,
    change: RequestedChange<Status>,
  ) => RecordAction<Key, Status>;
}

/**
 * The rules both kinds share, run over a kind's table. Campaign users (and a government admin in
 * edit mode, with campaign_admin rights plus the red Save button) get the campaign buttons; a
 * reviewing government admin gets the compliance dropdown, except on drafts, which the campaign
 * has not handed in yet. Options that would not change the status are left out.
 */
export const defineStatusMachine = <
  Key extends string,
  Status extends string,
  Context extends Actor & { status: Status },
>(
  table: StatusMachineTable<Key, Status, Context>,
): StatusMachine<Key, Status, Context> => {
  const availableActions = (context: Context): RecordAction<Key, Status>[] => {
    const { status } = context;
    if (context.role === 'government_admin' && !context.assumed) {
      if (status === 'draft') return [];
      return table.complianceActions.filter((option) => {
        const condition = table.offeredOnlyWhen?.[option.key];
        if (condition) return condition(context);
        const plain = option.setsCompliant === null;
        return !(plain && option.to === status);
      });
    }
    const role = effectiveRole(context);
    const actions = table.campaignActions[status].filter(
      (option) => option.key !== 'submit' || role === 'campaign_admin',
    );
    if (
      isAssumedGovernmentAdmin(context) &&
      status !== 'archived' &&
      !actions.some((a) => a.to === null)
    )
      actions.push(table.editModeSave);
    return actions;
  };

  const assertTransitionAllowed = (
    context: Context,
    change: RequestedChange<Status>,
  ): RecordAction<Key, Status> => {
    const allowed = availableActions(context);
    const found = findRequestedAction(allowed, context.status, change);
    if (found) return found;
    return refuseTransition(
      refusalMessage({
        kind: table.kind,
        current: context.status,
        change,
        statusLabels: table.statusLabels,
        who: context.assumed ? 'in edit mode' : `as ${ROLES.labels[context.role]}`,
        allowed,
      }),
    );
  };

  return { availableActions, assertTransitionAllowed };
};
