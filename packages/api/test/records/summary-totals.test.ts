import type { DbOrTx } from '@portal/db';
import type { ContributionStatus, ExpenditureStatus, RecordCollection } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StatusTotals, SummaryScope } from '../../src/records/data/summary';
import { campaignFinances } from '../../src/records/summary/figures';
import { contributionInput, expenditureInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

/** Raw query rows: PGlite answers `{ rows }`, postgres.js an array. */
async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** What `POST /summary` answered before the totals table: a `GROUP BY` over the records. */
async function groupedTotals<Status extends string>(
  table: RecordCollection,
  scope: SummaryScope,
): Promise<StatusTotals<Status>[]> {
  const where =
    'campaignId' in scope
      ? sql`campaign_id = ${scope.campaignId}`
      : sql`government_id = ${scope.governmentId}`;
  const match = table === 'contributions' ? sql`coalesce(sum(match_amount_cents), 0)` : sql`0`;
  const rows = await rowsOf<{ status: Status; total: string; amount: string; match: string }>(
    world.api.handle.db,
    sql`select status, count(*) as total, coalesce(sum(amount_cents), 0) as amount,
          ${match} as match
        from ${sql.identifier(table)} where ${where} group by status`,
  );
  return rows.map((row) => ({
    status: row.status,
    total: Number(row.total),
    amountCents: Number(row.amount),
    matchAmountCents: Number(row.match),
  }));
}

const oracle = async (scope: SummaryScope) =>
  campaignFinances(
    await groupedTotals<ContributionStatus>('contributions', scope),
    await groupedTotals<ExpenditureStatus>('expenditures', scope),
  );

/** The campaign's and the government's summaries equal a fresh count of the records. */
async function expectSummariesFresh() {
  const campaign = { campaignId: world.campaignId };
  const government = { governmentId: world.governmentId };
  expect(await world.campaignAdmin.call((api) => api.summary.get(campaign))).toEqual(
    await oracle(campaign),
  );
  expect(await world.governmentAdmin.call((api) => api.summary.get(government))).toEqual(
    await oracle(government),
  );
}

const draft = (amount = 12.34) =>
  world.campaignStaff.call((api) =>
    api.contributions.create(contributionInput(world.campaignId, { amount })),
  );

describe('POST /summary after every write path', () => {
  it('follows a contribution from draft through an amount edit, submission, match and archive', async () => {
    await expectSummariesFresh();
    const { id } = await draft();
    await expectSummariesFresh();
    await world.campaignStaff.call((api) => api.contributions.update({ id, amount: 99.99 }));
    await expectSummariesFresh();
    await world.campaignAdmin.call((api) => api.contributions.update({ id, status: 'submitted' }));
    await expectSummariesFresh();
    await world.governmentAdmin.call((api) =>
      api.contributions.update({ id, status: 'processed', compliant: true }),
    );
    await expectSummariesFresh();
    const other = await draft(250);
    await world.campaignAdmin.call((api) =>
      api.contributions.update({ id: other.id, status: 'submitted' }),
    );
    await world.governmentAdmin.call((api) =>
      api.matching.choose({ id: other.id, matchId: 'none' }),
    );
    await expectSummariesFresh();
    await world.campaignStaff.call((api) => api.contributions.archive({ id: other.id }));
    await expectSummariesFresh();
  });

  it('follows expenses created, edited, submitted and archived', async () => {
    const { id } = await world.campaignStaff.call((api) =>
      api.expenditures.create(expenditureInput(world.campaignId) as never),
    );
    await expectSummariesFresh();
    await world.campaignStaff.call((api) => api.expenditures.update({ id, amount: 10.01 }));
    await world.campaignAdmin.call((api) => api.expenditures.update({ id, status: 'submitted' }));
    await expectSummariesFresh();
    await world.governmentAdmin.call((api) =>
      api.expenditures.update({ id, status: 'out_of_compliance', reason: 'Missing receipt' }),
    );
    await expectSummariesFresh();
    const second = await world.campaignStaff.call((api) =>
      api.expenditures.create(expenditureInput(world.campaignId, { amount: 3.3 }) as never),
    );
    await world.campaignStaff.call((api) => api.expenditures.archive({ id: second.id }));
    await expectSummariesFresh();
  });

  it('counts a bulk import and rows written with plain SQL', async () => {
    const result = await world.campaignStaff.call((api) =>
      api.contributions.bulkImport({
        campaignId: world.campaignId,
        fileName: 'gifts.csv',
        csvText:
          'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod\n' +
          '2024-03-01,contribution,cash,12.34,matchable,individual,Ada,Byron,,1 Main St,Portland,OR,97201,cash\n' +
          '2024-03-02,contribution,cash,50.00,matchable,individual,Al,Turing,,2 Main St,Salem,OR,97301,cash\n',
      }),
    );
    expect(result).toMatchObject({ ok: true });
    await expectSummariesFresh();
    await world.api.handle.db.execute(sql`
      insert into contributions (government_id, campaign_id, status, type, sub_type,
        contributor_type, oae_type, amount_cents, match_amount_cents, date, address1, city,
        state, zip)
      select ${world.governmentId}, c, 'processed', 'contribution', 'cash', 'business',
        'matchable', 1000 + c, 7, '2024-08-01', '5 Pine St', 'Bend', 'OR', '97701'
      from unnest(array[${world.campaignId}::int, ${world.otherCampaignId}::int]) as c`);
    await expectSummariesFresh();
  });
});
