import { contributions } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListScope } from '../../src/access/scope';
import {
  type ContributionSortField,
  selectContributionCsvLines,
  selectContributionsForExport,
} from '../../src/records/data/contributions';
import { recordQueries } from '../../src/records/data/record-queries';
import type { RecordSort } from '../../src/records/data/records';
import { CONTRIBUTION_CSV_COLUMNS } from '../../src/records/exports';
import { countFromTotals, countRows } from '../../src/records/list-engine/list-count';
import { createCampaign, createUser, DEFAULT_PASSWORD } from '../support/factories';
import { type Browser, campaignWithStaff, useTestApi } from '../support/harness';

// Deeper than the pager's 100 pages of 50, and more than five export batches of 1,000.
const ROWS = 5_100;
const PER_PAGE = 50;

const api = useTestApi();
let staff: Browser;
let campaignId: number;
let governmentId: number;

/** Inserts contributions in one statement: amounts with many ties, names with nulls and cases. */
async function insertContributions(count: number, first: number) {
  const values = Array.from({ length: count }, (_, offset) => {
    const index = first + offset;
    return {
      governmentId,
      campaignId,
      type: 'contribution' as const,
      subType: 'cash' as const,
      contributorType: index % 5 === 0 ? ('business' as const) : ('individual' as const),
      oaeType: 'matchable' as const,
      amountCents: (index % 37) * 100,
      date: `2024-0${1 + (index % 9)}-1${index % 10}`,
      firstName: index % 5 === 0 ? null : index % 2 ? 'ada' : 'Ada',
      lastName: index % 5 === 0 ? null : `Lovelace${index % 13}`,
      middleInitial: index % 3 === 0 ? null : String.fromCharCode(65 + (index % 4)),
      name: index % 5 === 0 ? `Acme ${index % 3}` : null,
      address1: '1 Main St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      // Microseconds apart: a key read back through a JS Date would lose them.
      createdAt: sql`'2024-05-01T00:00:00Z'::timestamptz + ${index % 997} * interval '1 microsecond'`,
    };
  });
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += 1_000) {
    const rows = await api.handle.db
      .insert(contributions)
      .values(values.slice(start, start + 1_000) as never)
      .returning({ id: contributions.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** The ids of the campaign's contributions in a sort's order, as the database orders them. */
async function idsInOrder(sort: RecordSort<ContributionSortField>) {
  const scope: ListScope = { governmentIds: [], campaignIds: [campaignId] };
  const ids: number[] = [];
  for await (const batch of selectContributionsForExport(api.handle.db, scope, {}, sort, 1_000_000))
    ids.push(...batch.map((row) => row.id));
  return ids;
}

beforeAll(async () => {
  ({ governmentId, campaignId, staff } = await campaignWithStaff(api));
  await insertContributions(ROWS, 0);
});

describe('list pages past the pager', () => {
  it('answers page 101 of 50 with its own rows and the exact total, and an empty page past the end', async () => {
    const sort = { field: 'amount', direction: 'ASC' } as const;
    const expected = await idsInOrder(sort);
    expect(expected).toHaveLength(ROWS);
    const deep = await staff.call((caller) =>
      caller.contributions.list({ sort, page: 101, perPage: PER_PAGE }),
    );
    expect(deep).toMatchObject({ page: 101, perPage: PER_PAGE, total: ROWS });
    expect(deep.data.map((row) => row.id)).toEqual(expected.slice(101 * PER_PAGE));
    const past = await staff.call((caller) =>
      caller.contributions.list({ sort, page: 150, perPage: PER_PAGE }),
    );
    expect(past).toMatchObject({ page: 150, data: [], total: ROWS });
    const last = await staff.call((caller) =>
      caller.contributions.list({ sort, page: 2_147_483_647, perPage: 150 }),
    );
    expect(last).toMatchObject({ data: [], total: ROWS });
  });

  it('refuses a page index beyond the database integer range', async () => {
    const error = await staff
      .call((caller) => caller.contributions.list({ page: 2_147_483_648 } as never))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe("one campaign's page past all its records", () => {
  /** The campaign's rows that `where` selects, counted by the database. */
  const countWhere = async (where: ReturnType<typeof sql>) => {
    const rows = await api.handle.db
      .select({ n: sql<number | string>`count(*)` })
      .from(contributions)
      .where(sql`${contributions.campaignId} = ${campaignId} and ${where}`);
    return Number(rows[0]?.n);
  };

  it.each([
    ['no filter', {}, sql`true`],
    ['a status it holds', { status: 'draft' }, sql`${contributions.status} = 'draft'`],
    ['a status it lacks', { status: 'submitted' }, sql`${contributions.status} = 'submitted'`],
    ['a date range', { from: '2024-05-01' }, sql`${contributions.date} >= '2024-05-01'`],
  ] as const)(
    'is empty with the exact total under %s, in every sort',
    async (_case, filter, where) => {
      const total = await countWhere(where);
      for (const field of ['date', 'campaignName', 'amount'] as const) {
        const past = await staff.call((caller) =>
          caller.contributions.list({
            campaignId,
            filter,
            sort: { field, direction: 'DESC' },
            page: 150,
            perPage: PER_PAGE,
          }),
        );
        expect(past).toMatchObject({ data: [], total, totalIsEstimate: false });
      }
    },
  );

  it('still reads a page within its records, also where the filter leaves fewer', async () => {
    const submitted = await staff.call((caller) =>
      caller.contributions.list({ campaignId, filter: { status: 'submitted' }, page: 1 }),
    );
    expect(submitted).toMatchObject({ data: [], total: 0 });
    const last = await staff.call((caller) =>
      caller.contributions.list({ campaignId, page: Math.floor((ROWS - 1) / PER_PAGE) }),
    );
    expect(last.data).toHaveLength(ROWS % PER_PAGE || PER_PAGE);
    expect(last.total).toBe(ROWS);
  });
});

describe('list totals', () => {
  const ofCampaign = () => sql`${contributions.campaignId} = ${campaignId}`;

  it('are exact up to the limit', async () => {
    expect(
      await countRows(api.handle.db, contributions, ofCampaign(), { exactUpTo: ROWS }),
    ).toEqual({
      total: ROWS,
      totalIsEstimate: false,
    });
  });

  it('are a labelled estimate of at least the limit past it', async () => {
    const counted = await countRows(api.handle.db, contributions, ofCampaign(), {
      exactUpTo: 2_000,
    });
    expect(counted.totalIsEstimate).toBe(true);
    expect(counted.total).toBeGreaterThan(2_000);
  });

  it("give a government admin the government's exact total from the trigger-kept totals", async () => {
    const { db } = api.handle;
    const admin = await createUser(db, { grants: [{ role: 'government_admin', governmentId }] });
    const browser = await api.signIn({ email: admin.email, password: DEFAULT_PASSWORD });
    const list = (status?: 'Draft' | 'Submitted') =>
      browser.call((caller) =>
        caller.contributions.list({ governmentId, filter: { status }, perPage: 50 }),
      );
    expect(await list()).toMatchObject({ total: ROWS, totalIsEstimate: false });
    expect(await list('Draft')).toMatchObject({ total: ROWS });
    expect(await list('Submitted')).toMatchObject({ total: 0 });
    for (const status of ['draft', 'submitted', undefined])
      expect(await countFromTotals(db, { kind: 'contribution', governmentId, status })).toEqual(
        await countRows(
          db,
          contributions,
          sql`${contributions.governmentId} = ${governmentId} and ${status ? sql`${contributions.status} = ${status}` : sql`true`}`,
        ),
      );
    // Naming one campaign of the government as well counts that campaign's rows only.
    const other = (await createCampaign(db, governmentId)).id;
    await insertContributions(3, ROWS);
    await db
      .update(contributions)
      .set({ campaignId: other })
      .where(
        sql`${contributions.id} in (select id from ${contributions} order by id desc limit 3)`,
      );
    const ofOther = await browser.call((caller) =>
      caller.contributions.list({ governmentId, campaignId: other, perPage: 50 }),
    );
    expect(ofOther).toMatchObject({ total: 3 });
    expect(ofOther.data).toHaveLength(3);
    expect(await list()).toMatchObject({ total: ROWS + 3 });
  });
});

describe('export batches', () => {
  const sorts: RecordSort<ContributionSortField>[] = [
    { field: 'amount', direction: 'ASC' },
    { field: 'name', direction: 'ASC' },
    { field: 'name', direction: 'DESC' },
    { field: 'createdAt', direction: 'DESC' },
    { field: 'date', direction: 'ASC' },
  ];

  it.each(sorts)('yield every row once in the list order, sorted by %j', async (sort) => {
    const expected = await idsInOrder(sort);
    const scope: ListScope = { governmentIds: [], campaignIds: [campaignId] };
    const exported: number[] = [];
    for await (const batch of selectContributionsForExport(api.handle.db, scope, {}, sort, 333))
      exported.push(...batch.map((row) => row.id));
    expect(exported).toEqual(expected);
  });

  it("carry no donor's match candidates or matching keys in the exported rows", async () => {
    const scope: ListScope = { governmentIds: [], campaignIds: [campaignId] };
    const sort = { field: 'date', direction: 'ASC' } as const;
    let rows = 0;
    for await (const batch of selectContributionsForExport(api.handle.db, scope, {}, sort, 500))
      for (const row of batch) {
        rows += 1;
        expect(Object.keys(row)).not.toContain('matchResults');
        expect(Object.keys(row)).not.toContain('donorKey');
        expect(Object.keys(row)).not.toContain('listName');
      }
    expect(rows).toBe(ROWS);
  });

  it.each(['ASC', 'DESC'] as const)(
    'resume past null keys too, where a sort column may be empty (%s)',
    async (direction) => {
      // No list sorts by a nullable column today; the keyset must still hold if one does.
      const { selectForExport } = recordQueries({
        table: contributions,
        recordName: 'a contribution',
        sortColumns: { middleInitial: contributions.middleInitial },
        toRecord: (row) => row,
        toListRow: (row) => row,
      });
      const scope: ListScope = { governmentIds: [], campaignIds: [campaignId] };
      const sort = { field: 'middleInitial', direction } as const;
      const walk = async (batchSize: number) => {
        const ids: number[] = [];
        for await (const batch of selectForExport(api.handle.db, scope, {}, sort, batchSize))
          ids.push(...batch.map((row) => row.id));
        return ids;
      };
      const whole = await walk(1_000_000);
      expect(whole).toHaveLength(ROWS);
      expect(await walk(211)).toEqual(whole);
    },
  );

  it('neither repeat nor skip a row while rows are inserted between batches', async () => {
    const sort = { field: 'amount', direction: 'DESC' } as const;
    const before = new Set(await idsInOrder(sort));
    const scope: ListScope = { governmentIds: [], campaignIds: [campaignId] };
    const exported: number[] = [];
    let added = 0;
    for await (const batch of selectContributionsForExport(api.handle.db, scope, {}, sort, 500)) {
      exported.push(...batch.map((row) => row.id));
      // New rows land before and after the cursor in the amount order.
      await insertContributions(40, ROWS + added);
      added += 40;
    }
    const seen = new Set(exported);
    expect(seen.size).toBe(exported.length);
    expect(exported.filter((id) => before.has(id))).toEqual([...before]);
    // In the list's order. PostgreSQL reads one cursor, a snapshot of the moment the export
    // began; PGlite's keyset batches take in the new rows they meet on the way, where they sort.
    const all = await idsInOrder(sort);
    expect(exported).toEqual(all.filter((id) => seen.has(id)));
    if (testsRunOnPostgres()) expect(exported).toHaveLength(before.size);
    else expect(exported.length).toBeGreaterThan(before.size);
  });

  it('give their connection back when the reader stops early, more times than the pool holds', async () => {
    // A download cut off mid-way stops reading while the next batch is already asked for; the
    // cursor must still close, or each such export would keep one connection forever.
    const scope: ListScope = { governmentIds: [], campaignIds: [campaignId] };
    const sort = { field: 'date', direction: 'DESC' } as const;
    for (let stop = 0; stop < 12; stop++) {
      let batches = 0;
      for await (const batch of selectContributionsForExport(api.handle.db, scope, {}, sort, 100)) {
        expect(batch).toHaveLength(100);
        batches += 1;
        if (batches === 2) break;
      }
    }
    // With a connection held by each stopped cursor, this would wait for a free one forever.
    expect((await idsInOrder(sort)).length).toBeGreaterThanOrEqual(ROWS);
  });

  it('give their connection back when a reader of CSV lines stops early, on PostgreSQL', async () => {
    const scope: ListScope = { governmentIds: [], campaignIds: [campaignId] };
    const sort = { field: 'date', direction: 'DESC' } as const;
    for (let stop = 0; stop < 12; stop++) {
      const lines = selectContributionCsvLines(
        api.handle.db,
        scope,
        {},
        sort,
        CONTRIBUTION_CSV_COLUMNS,
      );
      // PGlite writes the lines in Node from the records: the test above covers it.
      if (!lines) return;
      for await (const batch of lines) {
        expect(batch.length).toBeGreaterThan(0);
        break;
      }
    }
    expect((await idsInOrder(sort)).length).toBeGreaterThanOrEqual(ROWS);
  });
});
