import { describe, expect, it } from 'vitest';
import type { Role } from '../enums/lists';
import { DomainError } from '../errors/domain-error';
import type { RecordAction, RequestedChange } from './actions';

/** Who acts on which status: role, edit mode, status. */
type Situation<Status> = [role: Role, assumed: boolean, status: Status];

/** The rows a kind's status machine is checked against, in the kind's own test file. */
export interface StatusMachineCases<Status extends string> {
  /** The labels of the buttons or options the actor sees, in order. */
  visible: [...Situation<Status>, labels: string[]][];
  /** Updates the machine accepts, and the key of the action each performs. */
  allowed: [...Situation<Status>, change: RequestedChange<Status>, key: string][];
  /** Updates the machine refuses, and a part of the refusal message. */
  refused: [...Situation<Status>, change: RequestedChange<Status>, message: string][];
}

/**
 * What each actor sees on a draft of any kind: the staff its own actions, a campaign admin and a
 * government admin in edit mode those and Submit, a government admin outside edit mode nothing.
 */
export const visibleOnDraft = (staffActions: string[]): StatusMachineCases<'draft'>['visible'] => [
  ['campaign_staff', false, 'draft', staffActions],
  ['campaign_admin', false, 'draft', [...staffActions, 'Submit']],
  ['government_admin', true, 'draft', [...staffActions, 'Submit']],
  ['government_admin', false, 'draft', []],
];

/**
 * What a campaign's users and a government admin in edit mode see on an archived or a submitted
 * record, the same for every kind: the way back to Draft, or Archive (and Save in edit mode).
 */
export const CAMPAIGN_SIDE_ON_ARCHIVED_AND_SUBMITTED: StatusMachineCases<
  'archived' | 'submitted'
>['visible'] = [
  ['campaign_staff', false, 'archived', ['Move to Draft']],
  ['campaign_admin', false, 'archived', ['Move to Draft']],
  ['government_admin', true, 'archived', ['Move to Draft']],
  ['campaign_staff', false, 'submitted', ['Archive']],
  ['campaign_admin', false, 'submitted', ['Archive']],
  ['government_admin', true, 'submitted', ['Archive', 'Save']],
];

/**
 * The checks every kind's status machine passes, run over the kind's rows: what each actor sees,
 * which updates pass as which action, and which are refused as an invalid transition.
 */
export const describeStatusMachine = <Status extends string, Context>(
  kind: string,
  machine: {
    context: (role: Role, assumed: boolean, status: Status) => Context;
    availableActions: (context: Context) => RecordAction<string, Status>[];
    assertTransitionAllowed: (
      context: Context,
      change: RequestedChange<Status>,
    ) => RecordAction<string, Status>;
  },
  cases: StatusMachineCases<Status>,
) => {
  describe(`the ${kind} status machine`, () => {
    it.each(cases.visible)('%s (assumed %s) on %s sees %j', (role, assumed, status, expected) => {
      const actions = machine.availableActions(machine.context(role, assumed, status));
      expect(actions.map((action) => action.label)).toEqual(expected);
    });

    it.each(cases.allowed)(
      'allows %s (assumed %s) on %s to send %j as %s',
      (role, assumed, status, change, key) => {
        const context = machine.context(role, assumed, status);
        expect(machine.assertTransitionAllowed(context, change).key).toBe(key);
      },
    );

    it.each(cases.refused)(
      'refuses %s (assumed %s) on %s sending %j',
      (role, assumed, status, change, message) => {
        const attempt = () =>
          machine.assertTransitionAllowed(machine.context(role, assumed, status), change);
        expect(attempt).toThrow(DomainError);
        expect(attempt).toThrow(message);
        try {
          attempt();
        } catch (error) {
          expect((error as DomainError).code).toBe('INVALID_TRANSITION');
        }
      },
    );
  });
};
