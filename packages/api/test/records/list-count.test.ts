import { contributions, type DbOrTx, rowsOf } from '@portal/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, totalSeenByPage } from '../../src/records/list-engine/list-count';
import { narrowedScopeCondition } from '../../src/records/list-engine/list-scope';
import { createGovernmentAndCampaigns } from '../support/factories';
import { useTestApi } from '../support/harness';
import { storedContribution } from './stored-contribution';

// A list's total past the exact limit is the planner's estimate (list-count.ts). These tests
// hold when it is counted and when the planner's word is taken alone.
const api = useTestApi();
const ROWS = 3_000;
let governmentId: number;
let campaignId: number;
let otherCampaignId: number;

beforeAll(async () => {
  ({
    governmentId,
    campaignIds: [campaignId = 0, otherCampaignId = 0],
  } = await createGovernmentAndCampaigns(api.handle.db, 2));
  const { db } = api.handle;
  const rows = Array.from({ length: ROWS }, (_, index) =>
    storedContribution(
      { governmentId, campaignId: index < 20 ? otherCampaignId : campaignId },
      { amountCents: 500 + index, date: `2024-0${1 + (index % 9)}-1${index % 10}` },
    ),
  );
  await db.insert(contributions).values(rows);
  // The statistics autovacuum would gather on a table this size.
  await db.execute(sql`analyze contributions`);
});

/** The handle, with the text of every statement it runs kept in `statements`. */
function watched(db: DbOrTx) {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const handle = {
    execute: (query: SQL) => {
      statements.push(dialect.sqlToQuery(query).sql);
      return db.execute(query);
    },
  } as unknown as DbOrTx;
  return { handle, statements };
}

const ofCampaign = (id: number) => eq(contributions.campaignId, id);
const counting = (statements: string[]) => statements.filter((text) => /count\(\*\)/.test(text));

/** A campaign's total under these options, and the counting statements it took. */
async function countCampaign(id: number, options?: Parameters<typeof countRows>[3]) {
  const { handle, statements } = watched(api.handle.db);
  const total = await countRows(handle, contributions, ofCampaign(id), options);
  return { total, counts: counting(statements) };
}

describe('countRows', () => {
  it('counts a scope the planner puts within reach of the limit, exactly', async () => {
    const { total, counts } = await countCampaign(otherCampaignId);
    expect(total).toEqual({ total: 20, totalIsEstimate: false });
    expect(counts).toHaveLength(1);
  });

  it('gives a labelled estimate of at least the limit when counting passes it', async () => {
    const { total, counts } = await countCampaign(campaignId, { exactUpTo: 1_500 });
    expect(total.totalIsEstimate).toBe(true);
    expect(total.total).toBeGreaterThan(1_500);
    expect(counts).toHaveLength(1);
  });

  it("takes the planner's estimate without counting a scope it puts far past the limit", async () => {
    const { total, counts } = await countCampaign(campaignId, { exactUpTo: 100 });
    expect(total.totalIsEstimate).toBe(true);
    // The estimate of a scope the statistics know well: near the 2,980 rows.
    expect(total.total).toBeGreaterThan(2_000);
    expect(total.total).toBeLessThan(4_000);
    expect(counts).toEqual([]);
  });

  it('uses an estimate the caller already has instead of asking again', async () => {
    const { handle, statements } = watched(api.handle.db);
    // An estimate far too low is corrected by the count it leads to.
    expect(
      await countRows(handle, contributions, ofCampaign(campaignId), {
        exactUpTo: ROWS,
        estimate: 10,
      }),
    ).toEqual({ total: ROWS - 20, totalIsEstimate: false });
    expect(statements.filter((text) => /^explain/.test(text))).toEqual([]);
    // One far too high is taken at its word: the caller's estimate is the planner's own.
    const { handle: again, statements: asked } = watched(api.handle.db);
    expect(
      await countRows(again, contributions, ofCampaign(otherCampaignId), { estimate: 1_000_000 }),
    ).toEqual({ total: 1_000_000, totalIsEstimate: true });
    expect(asked).toEqual([]);
  });

  it('counts at once, without a plan, a scope whose kept total is within the limit', async () => {
    const { handle, statements } = watched(api.handle.db);
    const ofRange = sql`${ofCampaign(campaignId)} and ${contributions.date} >= '2024-05-01'`;
    const total = await countRows(handle, contributions, ofRange, { atMost: ROWS - 20 });
    expect(total.totalIsEstimate).toBe(false);
    expect(total.total).toBe(await plainCount(ofRange));
    expect(statements).toHaveLength(1);
    expect(counting(statements)).toHaveLength(1);
  });

  it('counts at once a scope whose kept total is within three times the limit', async () => {
    // The planner could only have led to this count: it skips counting past three times.
    const ofRange = sql`${ofCampaign(campaignId)} and ${contributions.date} >= '2024-08-01'`;
    const inRange = await plainCount(ofRange);
    expect(inRange).toBeLessThan(1_000);
    const { handle, statements } = watched(api.handle.db);
    const total = await countRows(handle, contributions, ofRange, {
      exactUpTo: 1_000,
      atMost: ROWS - 20,
    });
    expect(total).toEqual({ total: inRange, totalIsEstimate: false });
    expect(statements).toHaveLength(1);
    // Past three times the limit, the planner is asked first, as for a scope with no kept total.
    const { handle: far, statements: asked } = watched(api.handle.db);
    await countRows(far, contributions, ofRange, { exactUpTo: 900, atMost: ROWS - 20 });
    expect(asked.filter((text) => /^explain/.test(text))).toHaveLength(1);
  });

  it('asks the planner after all when a kept total read too low is passed', async () => {
    // Rows written after the kept total was read: the count passes the limit.
    const { handle, statements } = watched(api.handle.db);
    const total = await countRows(handle, contributions, ofCampaign(campaignId), {
      exactUpTo: 1_000,
      atMost: 900,
    });
    expect(total.totalIsEstimate).toBe(true);
    expect(total.total).toBeGreaterThan(1_000);
    expect(statements.filter((text) => /^explain/.test(text))).toHaveLength(1);
  });
});

describe("a campaign's kept total, read with its government", () => {
  const scopeOf = (id: number) => ({
    governmentIds: [governmentId],
    campaignIds: [],
    campaignId: id,
  });
  it.each([
    ['its contributions', () => campaignId, 'contribution', ROWS - 20],
    ['the other campaign', () => otherCampaignId, 'contribution', 20],
    ['no expenditures', () => campaignId, 'expenditure', 0],
    ['no kind asked: unknown, not nought', () => campaignId, undefined, undefined],
  ] as const)('%s', async (_case, id, kind, keptRows) => {
    const narrowed = await narrowedScopeCondition(
      api.handle.db,
      contributions,
      scopeOf(id()),
      kind,
    );
    expect(narrowed.campaign).toEqual({
      id: id(),
      governmentId,
      ...(keptRows === undefined ? {} : { keptRows }),
    });
  });
});

async function plainCount(where: SQL): Promise<number> {
  const result = await api.handle.db.execute(
    sql`select count(*) as total from ${contributions} where ${where}`,
  );
  return Number(rowsOf<{ total: number | string }>(result)[0]?.total);
}

describe('totalSeenByPage', () => {
  const estimated = { total: 75_000, totalIsEstimate: true };
  const exact = { total: 20, totalIsEstimate: false };
  it.each([
    [
      'an empty first page: nothing there',
      estimated,
      0,
      50,
      0,
      { total: 0, totalIsEstimate: false },
    ],
    ['a short first page', estimated, 0, 50, 12, { total: 12, totalIsEstimate: false }],
    ['a short page further on', estimated, 100, 50, 7, { total: 107, totalIsEstimate: false }],
    ['a full page: the scope may go on', estimated, 100, 50, 50, estimated],
    [
      'an empty page further on: the end may lie anywhere before it',
      estimated,
      100,
      50,
      0,
      estimated,
    ],
    ['an exact total is kept', exact, 0, 50, 12, exact],
  ])('%s', (_case, counted, offset, limit, rowsRead, expected) => {
    expect(totalSeenByPage(counted, { offset, limit }, rowsRead)).toEqual(expected);
  });
});
