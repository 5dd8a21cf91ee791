import { contributions } from '@portal/db';
import { and, asc, between, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListScope } from '../../src/access/scope';
import { listContributions } from '../../src/records/data/contributions';
import { idsByValueSpan, spansValues } from '../../src/records/list-engine/value-span-page';

// The list's own import of the span read, passed through and watched: the list tests below
// must go through it, not only agree with it.
vi.mock('../../src/records/list-engine/value-span-page', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../src/records/list-engine/value-span-page')>();
  return { ...actual, idsByValueSpan: vi.fn(actual.idsByValueSpan) };
});

import { createCampaign, createGovernment } from '../support/factories';
import { useTestApi } from '../support/harness';
import { storedContribution } from './stored-contribution';

// A deep page of the amount sort under a date range is placed by counting the range per amount
// (value-span-page.ts). These tests hold it to the plain ORDER BY it stands in for.
const api = useTestApi();
const FROM = '2024-03-01';
const TO = '2024-06-30';
/**
 * Few amounts, many gifts each: pages start and end inside runs of one amount, and a long page
 * holds several whole runs. Seven amounts against nine months, so every amount falls in the range.
 */
const AMOUNTS = [500, 1_000, 2_500, 2_500, 5_000, 10_000, 333];
let governmentId: number;

beforeAll(async () => {
  const { db } = api.handle;
  governmentId = (await createGovernment(db)).id;
  const campaignIds = [
    (await createCampaign(db, governmentId)).id,
    (await createCampaign(db, governmentId)).id,
  ];
  // Another government's gifts in the same range must stay out of the counts.
  const otherGovernmentId = (await createGovernment(db)).id;
  const otherCampaignId = (await createCampaign(db, otherGovernmentId)).id;
  const rows = Array.from({ length: 420 }, (_, index) =>
    storedContribution(
      index % 7 === 6
        ? { governmentId: otherGovernmentId, campaignId: otherCampaignId }
        : { governmentId, campaignId: campaignIds[index % 2] ?? 0 },
      {
        status: index % 3 === 0 ? 'draft' : 'submitted',
        amountCents: AMOUNTS[index % AMOUNTS.length],
        date: `2024-0${1 + (index % 9)}-1${index % 10}`,
      },
    ),
  );
  await db.insert(contributions).values(rows);
});

const inRange = () =>
  and(eq(contributions.governmentId, governmentId), between(contributions.date, FROM, TO));

/** The range's ids as a plain ORDER BY of the amount, then the id, orders them. */
async function plainOrder(direction: 'ASC' | 'DESC') {
  const order = direction === 'ASC' ? asc : desc;
  const rows = await api.handle.db
    .select({ id: contributions.id })
    .from(contributions)
    .where(inRange())
    .orderBy(order(contributions.amountCents), order(contributions.id));
  return rows.map((row) => row.id);
}

describe('idsByValueSpan', () => {
  it.each(['ASC', 'DESC'] as const)(
    "answers every page as the plain ORDER BY does, and the range's total, past the end included (%s)",
    async (direction) => {
      const expected = await plainOrder(direction);
      expect(expected.length).toBeGreaterThan(150);
      const pages = [0, 1, 37, 60, 119, expected.length - 10, expected.length, 999].map(
        (offset) => ({ offset, limit: 25 }),
      );
      // A page holding several amounts whole, and runs cut at both ends.
      pages.push({ offset: 30, limit: 100 });
      for (const page of pages) {
        const { ids, total } = await idsByValueSpan(
          api.handle.db,
          contributions,
          inRange(),
          contributions.amountCents,
          direction,
          page,
        );
        expect(ids, `offset ${page.offset}, limit ${page.limit}`).toEqual(
          expected.slice(page.offset, page.offset + page.limit),
        );
        // The range's rows in all, past the end too: the list's exact total.
        expect(total, `total at offset ${page.offset}`).toBe(expected.length);
      }
    },
  );
});

describe('the amount sort of one government under a date range', () => {
  const scope = (): ListScope => ({ governmentIds: [governmentId], campaignIds: [], governmentId });
  beforeEach(() => {
    vi.mocked(idsByValueSpan).mockClear();
  });

  it.each(['ASC', 'DESC'] as const)(
    'pages the range as the plain ORDER BY, page after page (%s)',
    async (direction) => {
      const ids: number[] = [];
      for (let page = 0; ; page += 1) {
        const { data, total } = await listContributions(
          api.handle.db,
          scope(),
          { from: FROM, to: TO },
          { field: 'amount', direction },
          { page, perPage: 50 },
        );
        expect(total).toBe((await plainOrder(direction)).length);
        // Page 0 is read plainly; every later page of this short range is placed by its counts,
        // but the one past its end, which the government's day totals put there at once.
        const placed = data.length === 0 ? page - 1 : page;
        expect(vi.mocked(idsByValueSpan).mock.calls.length, `page ${page}`).toBe(placed);
        if (data.length === 0) break;
        ids.push(...data.map((row) => row.id));
      }
      expect(ids).toEqual(await plainOrder(direction));
    },
  );

  it('reads a status filter plainly: the date index does not carry the status', async () => {
    const { data } = await listContributions(
      api.handle.db,
      scope(),
      { from: FROM, to: TO, status: 'submitted' },
      { field: 'amount', direction: 'DESC' },
      { page: 1, perPage: 50 },
    );
    expect(data.length).toBeGreaterThan(0);
    expect(vi.mocked(idsByValueSpan)).not.toHaveBeenCalled();
  });
});

describe('spansValues', () => {
  it.each([
    [100_000, 0, 50, false, 'page 0 is read plainly'],
    [100_000, 50_000, 50, true, 'page 1,000 of a 100,000-row range'],
    [200_200, 50_000, 50, true, 'a quarter of the way in'],
    [200_201, 50_000, 50, false, 'less than a quarter of the way in'],
    [1_000_000, 50_000, 50, false, 'page 1,000 of a whole government'],
    [300, 50, 50, true, 'page 1 of a short range'],
  ])('%i rows, offset %i, limit %i: %s (%s)', (rows, offset, limit, expected) => {
    expect(spansValues(rows, { offset, limit })).toBe(expected);
  });
});
