import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createOrganisations } from '../support/factories';
import { expectFieldErrors, expectTRPCError, useTestApi } from '../support/harness';
import {
  addContribution,
  addContributions,
  addExpenditure,
  addExpenditures,
} from './admin-records';

const api = useTestApi();
let own: Awaited<ReturnType<typeof createOrganisations>>;
let sibling: Awaited<ReturnType<typeof createCampaign>>;

/**
 * A fixed data set whose figures were summed by hand. Amounts with odd cents catch any float
 * arithmetic: 0.1 + 0.2 style errors would show in the last digit.
 */
beforeAll(async () => {
  const db = api.handle.db;
  own = await createOrganisations(db);
  sibling = await createCampaign(db, own.government.id);
  await addContributions(db, own.campaign, [
    { amountCents: 10, status: 'draft' },
    { amountCents: 20, status: 'draft' },
    { amountCents: 25_000, status: 'submitted' },
    { amountCents: 1_999, status: 'awaiting' },
    { amountCents: 2_000, status: 'processed', matchAmountCents: 18_000 },
    { amountCents: 1_001, status: 'processed', matchAmountCents: 9_009 },
    { amountCents: 7_777, status: 'archived' },
    { amountCents: 333, status: 'out_of_compliance' },
  ]);
  await addExpenditures(db, own.campaign, [
    { amountCents: 101, status: 'draft' },
    { amountCents: 12_345, status: 'in_compliance' },
    { amountCents: 55, status: 'in_compliance' },
    { amountCents: 9_999, status: 'out_of_compliance' },
    { amountCents: 400, status: 'archived' },
  ]);
  await addContribution(db, sibling, {
    amountCents: 5_000,
    status: 'processed',
    matchAmountCents: 4_500,
  });
  await addExpenditure(db, sibling, { amountCents: 1, status: 'submitted' });
});

describe('summary.get', () => {
  it('sums one campaign per status and gives the dashboard figures to the cent', async () => {
    const summary = await (await api.signIn(own.campaignStaff)).call((caller) =>
      caller.summary.get({ campaignId: own.campaign.id }),
    );
    // [count, amount, match] in cents, for each kind's statuses.
    const byStatus = (
      kind: string,
      rows: typeof summary.contributions | typeof summary.expenditures,
    ) =>
      rows.map((row) => [
        `${kind} ${row.status}`,
        [row.total, row.amountCents, row.matchAmountCents],
      ]);

    expect(
      Object.fromEntries([
        ...byStatus('contribution', summary.contributions),
        ...byStatus('expenditure', summary.expenditures),
      ]),
    ).toEqual({
      'contribution archived': [1, 7_777, 0],
      'contribution draft': [2, 30, 0],
      'contribution submitted': [1, 25_000, 0],
      'contribution processed': [2, 3_001, 27_009],
      'contribution awaiting': [1, 1_999, 0],
      'contribution out_of_compliance': [1, 333, 0],
      'expenditure archived': [1, 400, 0],
      'expenditure draft': [1, 101, 0],
      'expenditure submitted': [0, 0, 0],
      'expenditure out_of_compliance': [1, 9_999, 0],
      'expenditure in_compliance': [2, 12_400, 0],
    });
    expect(summary.contributions.find((row) => row.status === 'processed')).toMatchObject({
      amount: 30.01,
      matchAmount: 270.09,
    });
    expect(summary.figures).toEqual({
      contributionCount: 7,
      contributionAmountCents: 30 + 25_000 + 1_999 + 3_001 + 333,
      totalMatchedCents: 27_009,
      totalPendingCents: 25_000 + 1_999,
      expenditureCount: 4,
      expenditureAmountCents: 101 + 12_400 + 9_999,
      totalSpentInComplianceCents: 12_400,
      totalSpentOutOfComplianceCents: 9_999,
    });
  });

  it('sums every campaign of the government for its admin', async () => {
    const summary = await (await api.signIn(own.governmentAdmin)).call((caller) =>
      caller.summary.get({ governmentId: own.government.id }),
    );
    expect(summary.figures.totalMatchedCents).toBe(27_009 + 4_500);
    expect(summary.figures.expenditureCount).toBe(5);
    expect(summary.expenditures.find((row) => row.status === 'submitted')?.amountCents).toBe(1);
  });

  it('lets a government admin open any campaign of the government', async () => {
    const summary = await (await api.signIn(own.governmentAdmin)).call((caller) =>
      caller.summary.get({ campaignId: sibling.id }),
    );
    expect(summary.figures.totalMatchedCents).toBe(4_500);
  });

  it('keeps the government admin’s view while they act as a campaign in edit mode', async () => {
    const admin = await api.signIn(own.governmentAdmin);
    await admin.call((caller) => caller.campaigns.assume({ campaignId: own.campaign.id }));
    const campaign = await admin.call((caller) =>
      caller.summary.get({ campaignId: own.campaign.id }),
    );
    const government = await admin.call((caller) =>
      caller.summary.get({ governmentId: own.government.id }),
    );
    expect(campaign.figures.totalMatchedCents).toBe(27_009);
    expect(government.figures.totalMatchedCents).toBe(27_009 + 4_500);
  });

  it.each([
    ['the campaign admin asks for the government', 'campaignAdmin', 'government'],
    ['the campaign staff asks for a sibling campaign', 'campaignStaff', 'sibling'],
    ['another government’s admin asks for the campaign', 'otherGovernmentAdmin', 'campaign'],
    ['another campaign’s admin asks for the campaign', 'otherCampaignAdmin', 'campaign'],
  ] as const)('refuses as unknown when %s', async (_name, who, target) => {
    const other = await createOrganisations(api.handle.db);
    const people = {
      campaignAdmin: own.campaignAdmin,
      campaignStaff: own.campaignStaff,
      otherGovernmentAdmin: other.governmentAdmin,
      otherCampaignAdmin: other.campaignAdmin,
    };
    const input =
      target === 'government'
        ? { governmentId: own.government.id }
        : { campaignId: target === 'sibling' ? sibling.id : own.campaign.id };
    await expectTRPCError(
      (await api.signIn(people[who])).call((caller) => caller.summary.get(input)),
      'NOT_FOUND',
    );
  });

  it.each([
    [{}, { campaignId: 'campaignId or governmentId is required' }],
    [{ currentUserId: 1 }, { campaignId: 'campaignId or governmentId is required' }],
    [{ campaignId: 'abc' }, { campaignId: 'Not a valid id' }],
    [{ governmentId: 'abc' }, { governmentId: 'Not a valid id' }],
    [
      { campaignId: 1, governmentId: 1 },
      { campaignId: 'Send campaignId or governmentId, not both' },
    ],
  ])('refuses %j naming the field: %j', async (input, errors) => {
    await expectFieldErrors(
      (await api.signIn(own.governmentAdmin)).call((caller) => caller.summary.get(input as never)),
      errors,
    );
  });

  it('ignores keys it does not read, such as the currentUserId clients send', async () => {
    const withUser = { campaignId: own.campaign.id, currentUserId: own.campaignStaff.id };
    const summary = await (await api.signIn(own.campaignStaff)).call((caller) =>
      caller.summary.get(withUser as never),
    );
    expect(summary.figures.totalMatchedCents).toBe(27_009);
    await expectTRPCError(
      (await api.signIn(own.campaignStaff)).call((caller) =>
        caller.summary.get({ governmentId: own.government.id, currentUserId: 1 } as never),
      ),
      'NOT_FOUND',
    );
  });

  it('needs a session', async () => {
    await expectTRPCError(
      api.browser().call((caller) => caller.summary.get({ campaignId: own.campaign.id })),
      'UNAUTHORIZED',
    );
  });
});
