import { contributions, type DbOrTx } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListScope } from '../../src/access/scope';
import {
  type ContributionSortField,
  listContributions,
} from '../../src/records/data/contributions';
import type { RecordSort } from '../../src/records/data/records';
import { createCampaign, createGovernment } from '../support/factories';
import { useTestApi } from '../support/harness';
import { storedContribution } from './stored-contribution';

/**
 * On PostgreSQL a list page's rows are mapped straight from the driver's values; inside a
 * transaction (and on PGlite) drizzle maps them. Both must give the same page, to the byte: the
 * REST answers are compared byte for byte by the golden test, and rows here vary every kind of
 * column (nulls, dates, timestamps, numbers, booleans, money with and without a match).
 */
const api = useTestApi();
let scope: ListScope;
let governmentId: number;
let owners: { governmentId: number; campaignId: number }[];

beforeAll(async () => {
  const { db } = api.handle;
  governmentId = (await createGovernment(db)).id;
  owners = [
    { governmentId, campaignId: (await createCampaign(db, governmentId)).id },
    { governmentId, campaignId: (await createCampaign(db, governmentId)).id },
  ];
  const rows = Array.from({ length: 30 }, (_, index) =>
    storedContribution(owners[index % 2] as (typeof owners)[number], {
      amountCents: 100 + ((index * 7919) % 5000),
      matchAmountCents: index % 3 === 0 ? null : index * 10,
      status: index % 4 === 0 ? 'draft' : 'submitted',
      date: `2024-0${1 + (index % 9)}-1${index % 10}`,
      middleInitial: index % 2 ? null : 'Q',
      latitude: index % 5 ? 45.5 + index / 1000 : null,
      longitude: index % 5 ? -122.6 - index / 1000 : null,
      compliant: index % 2 === 0,
      submittedAt: index % 3 ? new Date(Date.UTC(2024, 4, 1, 0, 0, index)) : null,
    }),
  );
  await db.insert(contributions).values(rows);
  scope = { governmentIds: [governmentId], campaignIds: [], governmentId };
});

const page = (db: DbOrTx, sort: RecordSort<ContributionSortField>, status?: 'submitted') =>
  listContributions(db, scope, status ? { status } : {}, sort, { page: 1, perPage: 7 });

describe('a list page read through the driver or through drizzle', () => {
  it.each([
    { field: 'date', direction: 'DESC' },
    { field: 'amount', direction: 'ASC' },
    { field: 'name', direction: 'DESC' },
    { field: 'campaignName', direction: 'ASC' },
  ] as const)('is the same page, key for key, sorted by $field $direction', async (sort) => {
    const { db } = api.handle;
    for (const status of [undefined, 'submitted'] as const) {
      const direct = await page(db, sort, status);
      const throughDrizzle = await db.transaction((tx) => page(tx, sort, status));
      expect(direct.data).toHaveLength(7);
      expect(JSON.stringify(direct)).toBe(JSON.stringify(throughDrizzle));
      expect(direct).toEqual(throughDrizzle);
    }
  });
});

describe("a campaign's total", () => {
  it('is counted from the totals as the rows count it, with and without a status, and 0 unseen', async () => {
    const { db } = api.handle;
    const campaignId = (owners[1] as (typeof owners)[number]).campaignId;
    const sort = { field: 'date', direction: 'DESC' } as const;
    const staff: ListScope = { governmentIds: [], campaignIds: [campaignId], campaignId };
    for (const filter of [{}, { status: 'submitted' as const }, { status: 'draft' as const }]) {
      const all = await listContributions(db, staff, filter, sort, { page: 0, perPage: 150 });
      expect(all.total).toBe(all.data.length);
      expect(all.totalIsEstimate).toBe(false);
      const inTransaction = await db.transaction((tx) =>
        listContributions(tx, staff, filter, sort, { page: 9, perPage: 50 }),
      );
      expect(inTransaction).toMatchObject({ data: [], total: all.total });
    }
    const unseen: ListScope = { governmentIds: [], campaignIds: [], campaignId };
    const refused = await listContributions(db, unseen, {}, sort, { page: 0, perPage: 50 });
    expect(refused).toMatchObject({ data: [], total: 0 });
  });
});

describe('a page statement built once per shape', () => {
  it('answers each request with its own values: scope, filter, page and total', async () => {
    const { db } = api.handle;
    const sort = { field: 'amount', direction: 'DESC' } as const;
    const [first, second] = owners as [(typeof owners)[number], (typeof owners)[number]];
    // The same shapes asked again and again with other values: no answer may be an earlier one's.
    for (const round of [0, 1])
      for (const campaignId of [first.campaignId, second.campaignId, first.campaignId])
        for (const filter of [{ status: 'submitted' as const }, { status: 'draft' as const }])
          for (const pageNumber of [0, 1, 2]) {
            const staff: ListScope = { governmentIds: [], campaignIds: [campaignId], campaignId };
            const at = { page: pageNumber, perPage: 3 + round };
            const reused = await listContributions(db, staff, filter, sort, at);
            const fresh = await db.transaction((tx) =>
              listContributions(tx, staff, filter, sort, at),
            );
            expect(JSON.stringify(reused)).toBe(JSON.stringify(fresh));
            for (const row of reused.data) {
              expect(row.campaignId).toBe(campaignId);
              expect(row.status).toBe(filter.status);
            }
          }
    for (const from of ['2024-03-01', '2024-06-01']) {
      const filter = { from, to: '2024-08-31' };
      const reused = await listContributions(db, scope, filter, sort, { page: 0, perPage: 50 });
      const fresh = await db.transaction((tx) =>
        listContributions(tx, scope, filter, sort, { page: 0, perPage: 50 }),
      );
      expect(reused).toEqual(fresh);
      expect(reused.data.every((row) => row.date >= from && row.date <= '2024-08-31')).toBe(true);
    }
  });

  it('answers each page of the campaign-name sort with its own rows and total, run after run', async () => {
    const { db } = api.handle;
    // The rows of ids a walk chose: one statement per kind of total, whatever the ids.
    for (const direction of ['ASC', 'DESC'] as const)
      for (const filter of [{}, { status: 'submitted' as const }, { status: 'draft' as const }])
        for (const pageNumber of [0, 1, 2, 3]) {
          const sort = { field: 'campaignName', direction } as const;
          const at = { page: pageNumber, perPage: 4 };
          const reused = await listContributions(db, scope, filter, sort, at);
          const fresh = await db.transaction((tx) =>
            listContributions(tx, scope, filter, sort, at),
          );
          expect(JSON.stringify(reused)).toBe(JSON.stringify(fresh));
          expect(reused.totalIsEstimate).toBe(false);
          expect(reused.total).toBe(
            (await listContributions(db, scope, filter, sort, { page: 0, perPage: 150 })).data
              .length,
          );
        }
  });

  it('answers each date range in date order with its own rows once its plan is kept', async () => {
    const { db } = api.handle;
    const sort = { field: 'date', direction: 'DESC' } as const;
    const [first] = owners as [(typeof owners)[number]];
    const staff: ListScope = {
      governmentIds: [],
      campaignIds: [first.campaignId],
      campaignId: first.campaignId,
    };
    // Past the fifth run PostgreSQL keeps one plan for the shape: later ranges must still be theirs.
    const ranges = [
      ['2024-01-01', '2024-09-30'],
      ['2024-03-01', '2024-05-31'],
      ['2024-06-01', '2024-09-30'],
      ['2024-02-10', '2024-02-19'],
      ['2024-01-01', '2024-09-30'],
      ['2024-04-01', '2024-08-31'],
      ['2024-09-01', '2024-09-30'],
      ['2024-05-15', '2024-07-15'],
    ] as const;
    for (const who of [scope, staff])
      for (const [from, to] of ranges)
        for (const status of [undefined, 'submitted'] as const)
          for (const pageNumber of [0, 1]) {
            const filter = { from, to, ...(status ? { status } : {}) };
            const at = { page: pageNumber, perPage: 3 };
            const reused = await listContributions(db, who, filter, sort, at);
            const fresh = await db.transaction((tx) =>
              listContributions(tx, who, filter, sort, at),
            );
            expect(JSON.stringify(reused)).toBe(JSON.stringify(fresh));
            expect(reused.data.every((row) => row.date >= from && row.date <= to)).toBe(true);
            expect(reused.data.map((row) => row.date)).toEqual(
              reused.data
                .map((row) => row.date)
                .sort()
                .reverse(),
            );
          }
  });
});
