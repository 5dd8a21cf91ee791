import { contributions, type DbOrTx, rowsOf } from '@portal/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListScope } from '../../src/access/scope';
import {
  type ContributionListFilter,
  type ContributionSortField,
  listContributions,
} from '../../src/records/data/contributions';
import type { RecordSort } from '../../src/records/data/records';
import { EXACT_COUNT_LIMIT } from '../../src/records/list-engine/list-count';
import { createGovernmentAndCampaigns } from '../support/factories';
import { useTestApi } from '../support/harness';
import { storedContribution } from './stored-contribution';

/**
 * A government's or a campaign's list under a date range takes its total from the day totals the
 * triggers keep (`record_government_day_totals`, `record_campaign_day_totals`): exact however many
 * records the range holds, where past `EXACT_COUNT_LIMIT` it used to be the planner's labelled
 * estimate.
 */
const api = useTestApi();
const ROWS = EXACT_COUNT_LIMIT + 3_000;
let scope: ListScope;
let governmentId: number;
/** The government's large campaign, nine records in ten: past the count limit on its own. */
let campaignScope: ListScope;
let largeCampaignId: number;

beforeAll(async () => {
  const made = await createGovernmentAndCampaigns(api.handle.db, 2);
  governmentId = made.governmentId;
  const owners = made.campaignIds.map((campaignId) => ({ governmentId, campaignId }));
  const rows = Array.from({ length: ROWS }, (_, index) =>
    storedContribution(owners[index % 10 === 9 ? 1 : 0] as (typeof owners)[number], {
      amountCents: 100 + (index % 900),
      status: index % 10 === 0 ? 'draft' : 'submitted',
      // Two hundred days of 2024, from January 1st.
      date: new Date(Date.UTC(2024, 0, 1 + (index % 200))).toISOString().slice(0, 10),
    }),
  );
  await api.handle.db.transaction(async (tx) => {
    // Within PostgreSQL's 65,535 parameters a statement.
    for (let start = 0; start < rows.length; start += 1_000)
      await tx.insert(contributions).values(rows.slice(start, start + 1_000));
  });
  scope = { governmentIds: [governmentId], campaignIds: [], governmentId };
  largeCampaignId = owners[0]?.campaignId ?? 0;
  campaignScope = { governmentIds: [governmentId], campaignIds: [], campaignId: largeCampaignId };
});

async function countedInRange(
  filter: ContributionListFilter,
  campaignId?: number,
): Promise<number> {
  const result = await api.handle.db.execute(
    sql`select count(*) as total from contributions where government_id = ${governmentId}
        and (${campaignId ?? 0}::int = 0 or campaign_id = ${campaignId ?? 0}::int)
        and date >= ${filter.from ?? '0001-01-01'} and date <= ${filter.to ?? '9999-12-31'}
        and (${filter.status ?? 'all'} = 'all' or status = ${filter.status ?? 'all'})`,
  );
  return Number(rowsOf<{ total: string | number }>(result)[0]?.total);
}

const page = (
  db: DbOrTx,
  filter: ContributionListFilter,
  sort: RecordSort<ContributionSortField>,
  pageNumber: number,
  of: ListScope = scope,
) => listContributions(db, of, filter, sort, { page: pageNumber, perPage: 50 });

/**
 * Moves the scope's first record of 2024-01-01 into a two-day range, then deletes it: the list's
 * total follows both, and stays what a fresh count gives. Answers the record moved.
 */
async function expectTotalToFollowAMovedRecord(of: ListScope, campaignId?: number) {
  const { db } = api.handle;
  const filter = { from: '2024-07-19', to: '2024-07-20' };
  const sort = { field: 'date', direction: 'ASC' } as const;
  const before = await countedInRange(filter, campaignId);
  const [first] = (await page(db, { to: '2024-01-01' }, sort, 0, of)).data;
  await db.execute(sql`update contributions set date = '2024-07-20' where id = ${first?.id ?? 0}`);
  expect((await page(db, filter, sort, 0, of)).total).toBe(before + 1);
  await db.execute(sql`delete from contributions where id = ${first?.id ?? 0}`);
  expect((await page(db, filter, sort, 0, of)).total).toBe(before);
  expect(await countedInRange(filter, campaignId)).toBe(before);
  return first;
}

/** The large campaign's ids in a range, newest id first, as its name sort (by id) pages them. */
async function campaignIdsInRange(filter: ContributionListFilter, offset: number) {
  const result = await api.handle.db.execute(
    sql`select id from contributions where campaign_id = ${largeCampaignId}
        and date >= ${filter.from ?? '0001-01-01'} and date <= ${filter.to ?? '9999-12-31'}
        and (${filter.status ?? 'all'} = 'all' or status = ${filter.status ?? 'all'})
        order by id desc offset ${offset} limit 50`,
  );
  return rowsOf<{ id: string | number }>(result).map((row) => Number(row.id));
}

describe("a government's list under a date range", () => {
  it.each([
    { filter: { from: '2024-01-02' }, sort: { field: 'date', direction: 'DESC' } },
    { filter: { to: '2024-07-17' }, sort: { field: 'amount', direction: 'ASC' } },
    {
      filter: { from: '2024-01-02', to: '2024-07-19', status: 'submitted' },
      sort: { field: 'name', direction: 'DESC' },
    },
    { filter: { from: '2024-01-02' }, sort: { field: 'campaignName', direction: 'ASC' } },
  ] as const)(
    'has the exact total of $filter past the count limit, sorted by $sort.field',
    async ({ filter, sort }) => {
      const inRange = await countedInRange(filter);
      expect(inRange).toBeGreaterThan(EXACT_COUNT_LIMIT);
      for (const pageNumber of [0, 3]) {
        const listed = await page(api.handle.db, filter, sort, pageNumber);
        expect(listed).toMatchObject({ total: inRange, totalIsEstimate: false });
        expect(listed.data).toHaveLength(50);
        // Read inside a transaction (through drizzle on PostgreSQL), the same page and total.
        const inTransaction = await api.handle.db.transaction((tx) =>
          page(tx, filter, sort, pageNumber),
        );
        expect(inTransaction).toEqual(listed);
      }
    },
  );

  it.each(['date', 'amount', 'campaignName'] as const)(
    'answers a page past the end of a range past the count limit, sorted by %s, empty with its exact total',
    async (field) => {
      const filter = { from: '2024-01-02' };
      const inRange = await countedInRange(filter);
      const sort = { field, direction: 'DESC' } as const;
      const last = Math.floor((inRange - 1) / 50);
      for (const db of [api.handle.db, undefined]) {
        const read = (pageNumber: number) =>
          db
            ? page(db, filter, sort, pageNumber)
            : api.handle.db.transaction((tx) => page(tx, filter, sort, pageNumber));
        expect((await read(last)).data.length).toBeGreaterThan(0);
        for (const pageNumber of [last + 1, 1_000])
          expect(await read(pageNumber)).toEqual({
            data: [],
            total: inRange,
            totalIsEstimate: false,
          });
      }
    },
  );

  it('follows a record moved into the range, and deleted', async () => {
    await expectTotalToFollowAMovedRecord(scope);
  });
});

describe("a large campaign's list under a date range", () => {
  const campaignPage = (
    filter: ContributionListFilter,
    sort: RecordSort<ContributionSortField>,
    pageNumber: number,
  ) => page(api.handle.db, filter, sort, pageNumber, campaignScope);

  it.each([
    { filter: { from: '2024-01-02' }, sort: { field: 'date', direction: 'DESC' } },
    { filter: { to: '2024-07-17' }, sort: { field: 'amount', direction: 'ASC' } },
    { filter: { from: '2024-01-02' }, sort: { field: 'name', direction: 'DESC' } },
    { filter: { from: '2024-01-02' }, sort: { field: 'campaignName', direction: 'DESC' } },
  ] as const)(
    'has the exact total of $filter past the count limit, sorted by $sort.field',
    async ({ filter, sort }) => {
      const inRange = await countedInRange(filter, largeCampaignId);
      expect(inRange).toBeGreaterThan(EXACT_COUNT_LIMIT);
      for (const pageNumber of [0, 3]) {
        const listed = await campaignPage(filter, sort, pageNumber);
        expect(listed).toMatchObject({ total: inRange, totalIsEstimate: false });
        expect(listed.data).toHaveLength(50);
        expect(listed.data.every((row) => row.campaignId === largeCampaignId)).toBe(true);
        // Read inside a transaction (through drizzle on PostgreSQL), the same page and total.
        const inTransaction = await api.handle.db.transaction((tx) =>
          page(tx, filter, sort, pageNumber, campaignScope),
        );
        expect(inTransaction).toEqual(listed);
      }
    },
  );

  it.each([
    { range: 'a long range', filter: { from: '2024-01-02' } },
    { range: 'a day', filter: { from: '2024-03-01', to: '2024-03-01' } },
    {
      range: "a long range's submitted records",
      filter: { from: '2024-01-02', status: 'submitted' },
    },
  ] satisfies { range: string; filter: ContributionListFilter }[])(
    'pages $range sorted by the campaign name in id order, with its exact total',
    async ({ filter }) => {
      const sort = { field: 'campaignName', direction: 'DESC' } as const;
      const inRange = await countedInRange(filter, largeCampaignId);
      for (const pageNumber of [0, 1]) {
        const listed = await campaignPage(filter, sort, pageNumber);
        expect(listed.data.map((row) => row.id)).toEqual(
          await campaignIdsInRange(filter, pageNumber * 50),
        );
        expect(listed).toMatchObject({ total: inRange, totalIsEstimate: false });
      }
    },
  );

  it.each([
    { field: 'date', status: undefined },
    { field: 'amount', status: undefined },
    { field: 'campaignName', status: undefined },
    { field: 'date', status: 'submitted' },
  ] as const)(
    'answers a page past the end of its range, sorted by $field, of $status records, empty with its exact total',
    async ({ field, status }) => {
      const filter: ContributionListFilter = { from: '2024-01-02', to: '2024-03-01', status };
      const inRange = await countedInRange(filter, largeCampaignId);
      const sort = { field, direction: 'DESC' } as const;
      const last = Math.floor((inRange - 1) / 50);
      expect((await campaignPage(filter, sort, last)).data.length).toBeGreaterThan(0);
      // Page 1,000 lies past all the campaign's records too, whatever the filter.
      for (const pageNumber of [last + 1, 1_000])
        expect(await campaignPage(filter, sort, pageNumber)).toEqual({
          data: [],
          total: inRange,
          totalIsEstimate: false,
        });
    },
  );

  it('follows a record moved into its range, and deleted', async () => {
    const moved = await expectTotalToFollowAMovedRecord(campaignScope, largeCampaignId);
    expect(moved?.campaignId).toBe(largeCampaignId);
  });
});
