import { describe, expect, it } from 'vitest';
import type { ExpenditureStatus, Role } from '../enums/lists';
import {
  CAMPAIGN_SIDE_ON_ARCHIVED_AND_SUBMITTED,
  describeStatusMachine,
  visibleOnDraft,
} from '../records/status-machine.test-support';
import { assertExpenditureTransitionAllowed, availableExpenditureActions } from './transitions';

const REVIEW_ALL = ['Draft', 'Submitted', 'Out of Compliance', 'In Compliance'];
const without = (label: string) => REVIEW_ALL.filter((other) => other !== label);

describeStatusMachine(
  'expenditure',
  {
    context: (role: Role, assumed: boolean, status: ExpenditureStatus) => ({
      role,
      assumed,
      status,
    }),
    availableActions: availableExpenditureActions,
    assertTransitionAllowed: assertExpenditureTransitionAllowed,
  },
  {
    visible: [
      ...visibleOnDraft(['Archive', 'Save']),
      ...CAMPAIGN_SIDE_ON_ARCHIVED_AND_SUBMITTED,
      ['government_admin', false, 'archived', REVIEW_ALL],
      ['government_admin', false, 'submitted', without('Submitted')],
      ['campaign_admin', false, 'out_of_compliance', []],
      ['government_admin', true, 'out_of_compliance', ['Save']],
      ['government_admin', false, 'out_of_compliance', without('Out of Compliance')],
      ['campaign_staff', false, 'in_compliance', []],
      ['government_admin', false, 'in_compliance', without('In Compliance')],
    ],
    allowed: [
      ['campaign_staff', false, 'draft', {}, 'save'],
      ['campaign_staff', false, 'draft', { status: 'archived' }, 'archive'],
      ['campaign_admin', false, 'draft', { status: 'submitted' }, 'submit'],
      ['campaign_staff', false, 'archived', { status: 'draft' }, 'moveToDraft'],
      ['campaign_staff', false, 'submitted', { status: 'archived' }, 'archive'],
      ['government_admin', false, 'submitted', { status: 'in_compliance' }, 'inCompliance'],
      ['government_admin', false, 'submitted', { status: 'out_of_compliance' }, 'outOfCompliance'],
      ['government_admin', false, 'in_compliance', { status: 'draft' }, 'setDraft'],
      ['government_admin', true, 'in_compliance', {}, 'save'],
    ],
    refused: [
      ['campaign_staff', false, 'draft', { status: 'submitted' }, 'cannot be moved to Submitted'],
      ['campaign_admin', false, 'draft', { status: 'in_compliance' }, 'cannot be moved'],
      ['campaign_admin', false, 'submitted', {}, 'A Submitted expenditure cannot be edited'],
      ['campaign_admin', false, 'out_of_compliance', {}, 'cannot be edited'],
      ['campaign_admin', false, 'out_of_compliance', { status: 'draft' }, 'cannot be moved'],
      ['campaign_staff', false, 'archived', { status: 'submitted' }, 'cannot be moved'],
      ['government_admin', false, 'draft', { status: 'submitted' }, 'cannot be moved'],
      ['government_admin', false, 'submitted', {}, 'cannot be edited as Government Admin'],
      [
        'government_admin',
        true,
        'archived',
        {},
        'An Archived expenditure cannot be edited in edit mode',
      ],
    ],
  },
);

describe('expenditure actions', () => {
  it('asks for a reason before Out of Compliance', () => {
    const outOfCompliance = availableExpenditureActions({
      role: 'government_admin',
      assumed: false,
      status: 'submitted',
    }).find((action) => action.key === 'outOfCompliance');
    expect(outOfCompliance).toMatchObject({ to: 'out_of_compliance', requiresReason: true });
  });
});
