import { describe, expect, it } from 'vitest';
import type { ContributionStatus, Role } from '../enums/lists';
import { MATCHABLE_CHANGES } from '../programme/matchable.test-support';
import {
  CAMPAIGN_SIDE_ON_ARCHIVED_AND_SUBMITTED,
  describeStatusMachine,
  visibleOnDraft,
} from '../records/status-machine.test-support';
import {
  assertContributionTransitionAllowed,
  availableContributionActions,
  type ContributionActionContext,
  canMatchContribution,
} from './transitions';

const context = (
  role: Role,
  assumed: boolean,
  status: ContributionStatus,
  extra: Partial<ContributionActionContext> = {},
): ContributionActionContext => ({
  role,
  assumed,
  status,
  contributorType: 'individual',
  oaeType: 'matchable',
  ...extra,
});

const REVIEW_ALL = [
  'Archived',
  'Draft',
  'Processed',
  'Awaiting',
  'Submitted',
  'Out of Compliance',
  'In Compliance',
  'Match Contribution',
];
const without = (...left: string[]) => REVIEW_ALL.filter((label) => !left.includes(label));

describeStatusMachine(
  'contribution',
  {
    context,
    availableActions: availableContributionActions,
    assertTransitionAllowed: assertContributionTransitionAllowed,
  },
  {
    visible: [
      ...visibleOnDraft(['Move to trash', 'Save Draft']),
      ...CAMPAIGN_SIDE_ON_ARCHIVED_AND_SUBMITTED,
      ['government_admin', false, 'archived', without('Archived', 'Match Contribution')],
      ['government_admin', false, 'submitted', without('Submitted')],
      ['campaign_staff', false, 'awaiting', ['Save', 'Archive']],
      ['campaign_admin', false, 'awaiting', ['Save', 'Submit', 'Archive']],
      ['government_admin', false, 'awaiting', without('Awaiting')],
      ['campaign_staff', false, 'out_of_compliance', ['Save', 'Archive']],
      ['campaign_admin', false, 'out_of_compliance', ['Save', 'Submit', 'Archive']],
      ['government_admin', false, 'out_of_compliance', without('Match Contribution')],
      ['campaign_staff', false, 'processed', []],
      ['campaign_admin', false, 'processed', []],
      ['government_admin', true, 'processed', ['Save']],
      ['government_admin', false, 'processed', without('Processed', 'Match Contribution')],
    ],
    allowed: [
      ['campaign_staff', false, 'draft', {}, 'save'],
      ['campaign_staff', false, 'draft', { status: 'draft' }, 'save'],
      ['campaign_staff', false, 'draft', { status: 'archived' }, 'trash'],
      ['campaign_admin', false, 'draft', { status: 'submitted' }, 'submit'],
      ['campaign_staff', false, 'archived', { status: 'draft' }, 'moveToDraft'],
      ['campaign_admin', false, 'submitted', { status: 'archived' }, 'archive'],
      ['campaign_admin', false, 'awaiting', { status: 'submitted' }, 'submit'],
      ['government_admin', true, 'draft', { status: 'submitted' }, 'submit'],
      ['government_admin', true, 'submitted', {}, 'save'],
      ['government_admin', false, 'submitted', { status: 'processed' }, 'setProcessed'],
      ['government_admin', false, 'submitted', { status: 'awaiting' }, 'setAwaiting'],
      [
        'government_admin',
        false,
        'submitted',
        { status: 'processed', compliant: true },
        'inCompliance',
      ],
      ['government_admin', false, 'processed', { compliant: true }, 'inCompliance'],
      ['government_admin', false, 'submitted', { status: 'out_of_compliance' }, 'outOfCompliance'],
      [
        'government_admin',
        false,
        'submitted',
        { status: 'out_of_compliance', compliant: false },
        'outOfCompliance',
      ],
      [
        'government_admin',
        false,
        'submitted',
        { status: 'processed', compliant: true, matchAmount: 180 },
        'match',
      ],
      ['government_admin', false, 'archived', { status: 'draft' }, 'setDraft'],
    ],
    refused: [
      [
        'campaign_staff',
        false,
        'draft',
        { status: 'submitted' },
        'cannot be moved to Submitted as Campaign Staff',
      ],
      ['campaign_admin', false, 'draft', { status: 'processed' }, 'cannot be moved to Processed'],
      ['campaign_admin', false, 'submitted', { status: 'out_of_compliance' }, 'cannot be moved'],
      ['campaign_admin', false, 'submitted', {}, 'A Submitted contribution cannot be edited'],
      ['campaign_admin', false, 'processed', { status: 'draft' }, 'cannot be moved to Draft'],
      ['campaign_staff', false, 'archived', {}, 'An Archived contribution cannot be edited'],
      ['campaign_staff', false, 'archived', { status: 'submitted' }, 'cannot be moved'],
      ['government_admin', true, 'archived', {}, 'cannot be edited in edit mode'],
      ['government_admin', true, 'submitted', { status: 'processed' }, 'cannot be moved'],
      ['government_admin', false, 'draft', { status: 'submitted' }, 'cannot be moved'],
      ['government_admin', false, 'submitted', {}, 'cannot be edited'],
      [
        'government_admin',
        false,
        'draft',
        { status: 'processed', matchAmount: 10 },
        'cannot be matched',
      ],
      [
        'government_admin',
        false,
        'processed',
        { status: 'processed', compliant: true, matchAmount: 10 },
        'cannot be matched',
      ],
      // Compliant alone, refused: the message names what is allowed (spec section 4).
      [
        'campaign_admin',
        false,
        'submitted',
        { compliant: false },
        'A Submitted contribution cannot be marked compliant: false as Campaign Admin. Allowed from Submitted: Archive.',
      ],
      [
        'government_admin',
        false,
        'draft',
        { compliant: true },
        'A Draft contribution cannot be marked compliant: true as Government Admin. Nothing is allowed from Draft as Government Admin.',
      ],
      [
        'campaign_staff',
        false,
        'draft',
        { status: 'submitted' },
        'A Draft contribution cannot be moved to Submitted as Campaign Staff. Allowed from Draft: Move to trash, Save Draft.',
      ],
    ],
  },
);

describe('contribution actions', () => {
  it('describes what each government option does', () => {
    const actions = availableContributionActions(context('government_admin', false, 'submitted'));
    const byKey = Object.fromEntries(actions.map((action) => [action.key, action]));
    expect(byKey.outOfCompliance).toMatchObject({
      to: 'out_of_compliance',
      requiresReason: true,
      setsCompliant: false,
    });
    expect(byKey.inCompliance).toMatchObject({ to: 'processed', setsCompliant: true });
    expect(byKey.match).toMatchObject({
      to: 'processed',
      setsCompliant: true,
      requiresMatchAmount: true,
    });
  });

  it('refuses a match for a business contributor', () => {
    expect(() =>
      assertContributionTransitionAllowed(
        context('government_admin', false, 'submitted', { contributorType: 'business' }),
        { status: 'processed', compliant: true, matchAmount: 100 },
      ),
    ).toThrow('cannot be matched');
  });
});

describe('canMatchContribution', () => {
  it.each([
    ...MATCHABLE_CHANGES,
    [{ role: 'campaign_admin' }, false],
    [{ assumed: true }, false],
  ] satisfies [Partial<ContributionActionContext>, boolean][])('%j -> %s', (changes, allowed) => {
    expect(
      canMatchContribution({ ...context('government_admin', false, 'submitted'), ...changes }),
    ).toBe(allowed);
  });
});

describe('compliant alone (spec section 4)', () => {
  it.each([
    ['submitted', false, 'outOfCompliance', 'out_of_compliance'],
    ['awaiting', false, 'outOfCompliance', 'out_of_compliance'],
    ['processed', false, 'outOfCompliance', 'out_of_compliance'],
    ['submitted', true, 'inCompliance', 'processed'],
    ['out_of_compliance', true, 'inCompliance', 'processed'],
  ] satisfies [ContributionStatus, boolean, string, ContributionStatus][])(
    'a government admin on %s sending compliant: %s performs %s (to %s)',
    (status, compliant, key, to) => {
      const action = assertContributionTransitionAllowed(
        context('government_admin', false, status),
        { compliant },
      );
      expect(action.key).toBe(key);
      expect(action.to).toBe(to);
      expect(action.requiresReason).toBe(!compliant);
    },
  );
});
