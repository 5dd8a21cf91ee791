import { contributions } from '@portal/db';
import { and, asc, between, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListScope } from '../src/access/scope';
import { listContributions } from '../src/data/contributions';
import { idsByValueSpan, spansValues } from '../src/data/value-span-page';
import { createCampaign, createGovernment } from './factories';
import { useTestApi } from './harness';
import { storedContribution } from './stored-contribution';

// A deep page of the amount sort under a date range is placed by counting the range per amount
// (value-span-page.ts). These tests hold it to the plain ORDER BY it stands in for.
const api = useTestApi();
const FROM = '2024-03-01';
const TO = '2024-06-30';
/** Few amounts, many gifts each: pages start and end inside runs of one amount. */
const AMOUNTS = [500, 1_000, 2_500, 2_500, 5_000, 1_000, 10_000, 2_500, 333];
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
}, 120_000);

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
    'answers every page as the plain ORDER BY does, past the end included (%s)',
    async (direction) => {
      const expected = await plainOrder(direction);
      expect(expected.length).toBeGreaterThan(150);
      for (const offset of [0, 1, 37, 60, 119, expected.length - 10, expected.length, 999]) {
        const page = { limit: 25, offset };
        const ids = await idsByValueSpan(
          api.handle.db,
          contributions,
          inRange(),
          contributions.amountCents,
          direction,
          page,
        );
        expect(ids, `offset ${offset}`).toEqual(expected.slice(offset, offset + 25));
      }
    },
  );
});

describe('the amount sort of one government under a date range', () => {
  const scope = (): ListScope => ({ governmentIds: [governmentId], campaignIds: [], governmentId });

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
        if (data.length === 0) break;
        ids.push(...data.map((row) => row.id));
      }
      expect(ids).toEqual(await plainOrder(direction));
    },
  );
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
