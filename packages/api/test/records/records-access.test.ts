import { describe, expect, it } from 'vitest';
import { recordScopeFor } from '../../src/access/scope';
import { selectContributionsForExport } from '../../src/records/data/contributions';
import { selectExpendituresForExport } from '../../src/records/data/expenditures';
import { expectTRPCError } from '../support/harness';
import { contributionInput, expenditureInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

/** One contribution and one expenditure in each of the two campaigns of the government. */
async function recordsInBothCampaigns() {
  const mine = await world.campaignStaff.call((api) =>
    api.contributions.create(contributionInput(world.campaignId, { date: '2024-05-05' })),
  );
  const theirs = await world.otherStaff.call((api) =>
    api.contributions.create(contributionInput(world.otherCampaignId, { date: '2024-05-05' })),
  );
  const myExpense = await world.campaignStaff.call((api) =>
    api.expenditures.create(expenditureInput(world.campaignId) as never),
  );
  const theirExpense = await world.otherStaff.call((api) =>
    api.expenditures.create(expenditureInput(world.otherCampaignId) as never),
  );
  return { mine, theirs, myExpense, theirExpense };
}

const NEWEST_FIRST = { field: 'date', direction: 'DESC' } as const;

/** One value of every row an export yields, across its batches. */
async function collect<Row>(batches: AsyncIterable<Row[]>, pick: (row: Row) => number) {
  const values: number[] = [];
  for await (const batch of batches) values.push(...batch.map(pick));
  return values;
}

describe('a campaign user never reaches another campaign', () => {
  it('not by id, not by update, archive or comment', async () => {
    const { theirs, theirExpense } = await recordsInBothCampaigns();
    // Started one at a time: a refusal nobody awaits yet would count as an unhandled rejection.
    const calls = [
      () => world.campaignStaff.call((api) => api.contributions.get({ id: theirs.id })),
      () =>
        world.campaignStaff.call((api) => api.contributions.update({ id: theirs.id, notes: 'x' })),
      () => world.campaignStaff.call((api) => api.contributions.archive({ id: theirs.id })),
      () =>
        world.campaignStaff.call((api) =>
          api.contributions.comment({ id: theirs.id, comment: 'hello' }),
        ),
      () => world.campaignStaff.call((api) => api.expenditures.get({ id: theirExpense.id })),
      () =>
        world.campaignStaff.call((api) =>
          api.expenditures.update({ id: theirExpense.id, notes: 'x' }),
        ),
      () =>
        world.campaignStaff.call((api) =>
          api.expenditures.comment({ id: theirExpense.id, comment: 'hello' }),
        ),
    ];
    for (const call of calls) await expectTRPCError(call(), 'NOT_FOUND');
  });

  it('not in lists, even when asking for that campaign', async () => {
    const { mine, theirs } = await recordsInBothCampaigns();
    const own = await world.campaignStaff.call((api) => api.contributions.list({ perPage: 150 }));
    const ids = own.data.map((row) => row.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(own.data.every((row) => row.campaignId === world.campaignId)).toBe(true);

    const asked = await world.campaignStaff.call((api) =>
      api.contributions.list({ campaignId: world.otherCampaignId }),
    );
    expect(asked).toMatchObject({ data: [], total: 0 });
    const expenses = await world.campaignStaff.call((api) => api.expenditures.list({}));
    expect(expenses.data.every((row) => row.campaignId === world.campaignId)).toBe(true);
  });

  it('not in activities, by record, campaign or government', async () => {
    const { theirs, theirExpense } = await recordsInBothCampaigns();
    const subjects = [
      { contributionId: theirs.id },
      { expenditureId: theirExpense.id },
      { campaignId: world.otherCampaignId },
      { governmentId: world.governmentId },
    ];
    for (const subject of subjects) {
      const page = await world.campaignStaff.call((api) => api.activities.list(subject));
      expect(page.data.every((activity) => activity.campaignId === world.campaignId)).toBe(true);
      if (!('governmentId' in subject)) expect(page.total).toBe(0);
    }
  });

  it('not in exports', async () => {
    const { mine, theirs } = await recordsInBothCampaigns();
    const scope = recordScopeFor(await sessionOf(world.campaignStaff));
    const { db } = world.api.handle;
    const exported = await collect(
      selectContributionsForExport(db, scope, {}, NEWEST_FIRST),
      (row) => row.id,
    );
    expect(exported).toContain(mine.id);
    expect(exported).not.toContain(theirs.id);
    const expenses = await collect(
      selectExpendituresForExport(db, scope, {}, NEWEST_FIRST),
      (row) => row.campaignId,
    );
    expect(new Set(expenses)).toEqual(new Set([world.campaignId]));
  });
});

describe('government admins', () => {
  it('list every campaign of their government, and may narrow to one', async () => {
    const { mine, theirs } = await recordsInBothCampaigns();
    const all = await world.governmentAdmin.call((api) => api.contributions.list({ perPage: 150 }));
    const ids = all.data.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const row = all.data.find((each) => each.id === mine.id);
    expect(row).toMatchObject({ campaignName: world.campaignName, name: 'Ada Lovelace' });

    const narrowed = await world.governmentAdmin.call((api) =>
      api.contributions.list({ campaignId: world.otherCampaignId, perPage: 150 }),
    );
    expect(narrowed.data.every((each) => each.campaignId === world.otherCampaignId)).toBe(true);
  });

  it('of another government see nothing of this one', async () => {
    const { mine } = await recordsInBothCampaigns();
    await expectTRPCError(
      world.foreignGovernmentAdmin.call((api) => api.contributions.get({ id: mine.id })),
      'NOT_FOUND',
    );
    const list = await world.foreignGovernmentAdmin.call((api) => api.contributions.list({}));
    expect(list.data.map((row) => row.id)).not.toContain(mine.id);
  });

  // The first page of one campaign checks the caller's right in its own statement; an empty page
  // must not then answer the campaign's kept total.
  it.each([
    ['no filter', {}],
    ['a status', { status: 'draft' }],
    ['a date range', { from: '2024-01-01', to: '2024-12-31' }],
  ])(
    'of another government learn neither rows nor counts of its campaign: %s',
    async (_c, filter) => {
      await recordsInBothCampaigns();
      const foreignGovernmentId = (await world.foreignGovernmentAdmin.call((api) => api.auth.me()))
        .permissions[0]?.governmentId;
      for (const named of [
        {},
        { governmentId: foreignGovernmentId },
        { governmentId: world.governmentId },
      ]) {
        const request = { ...named, campaignId: world.campaignId, filter };
        const answers = await world.foreignGovernmentAdmin.call(async (api) => [
          await api.contributions.list(request),
          await api.expenditures.list(request),
        ]);
        for (const answer of answers) expect(answer).toMatchObject({ data: [], total: 0 });
      }
      const own = await world.governmentAdmin.call((api) =>
        api.contributions.list({
          governmentId: world.governmentId,
          campaignId: world.campaignId,
          filter,
        }),
      );
      expect(own.data.length).toBeGreaterThan(0);
      expect(own.total).toBe(own.data.length);
      expect(own.data.every((row) => row.campaignId === world.campaignId)).toBe(true);
    },
  );

  it("answer an empty first page of a campaign they may see with nought, not another's count", async () => {
    await recordsInBothCampaigns();
    const request = { campaignId: world.campaignId, filter: { status: 'archived' } };
    const answers = await world.governmentAdmin.call(async (api) => [
      await api.contributions.list(request),
      await api.expenditures.list(request),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ data: [], total: 0 });
  });
});

describe("a campaign user naming their campaign's government", () => {
  it('sees its rows under the right one and nothing under another', async () => {
    await recordsInBothCampaigns();
    const foreignGovernmentId = (await world.foreignGovernmentAdmin.call((api) => api.auth.me()))
      .permissions[0]?.governmentId;
    const listed = (governmentId: number | undefined) =>
      world.campaignStaff.call((api) =>
        api.contributions.list({ campaignId: world.campaignId, governmentId }),
      );
    const right = await listed(world.governmentId);
    expect(right.data.length).toBeGreaterThan(0);
    expect(right.total).toBe(right.data.length);
    expect(await listed(foreignGovernmentId)).toMatchObject({ data: [], total: 0 });
  });
});

/** The caller context a procedure sees, for calling the export data function directly. */
async function sessionOf(browser: typeof world.campaignStaff) {
  const me = await browser.call((api) => api.auth.me());
  return {
    user: { ...me, permissions: me.permissions },
    session: { id: 0, userId: me.id, assumedCampaignId: null },
  } as unknown as Parameters<typeof recordScopeFor>[0];
}
