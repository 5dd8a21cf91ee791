import { contributions } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListScope } from '../../src/access/scope';
import {
  type ContributionListFilter,
  type ContributionSortField,
  selectContributionsForExport,
} from '../../src/records/data/contributions';
import type { RecordSort } from '../../src/records/data/records';
import { contributionRow } from '../support/factories';
import { type Browser, campaignWithStaff, signInWithGrant, useTestApi } from '../support/harness';

// Page 0 of a date range under another sort than the date chooses in its statement whether it
// walks the sort's index or sorts the range's rows (`choosesRangeReading`): it walks where the
// range's rows squared reach 2 x 50 x the scope's rows. Of 2,000 rows on 200 days, in one
// campaign of the government, the long ranges (180 and 190 days) are walked and the short one
// (20 days, 200 rows) sorted. Later pages, read after the range's total, must agree with them.
const ROWS = 2_000;
const PER_PAGE = 50;
const LONG_RANGE = { from: '2024-01-21' };
const LONG_RANGE_TO = { to: '2024-07-08' };
const SHORT_RANGE = { from: '2024-03-01', to: '2024-03-20' };

const api = useTestApi();
let campaignId: number;
let governmentId: number;
let staff: Browser;
let admin: Browser;

/** The day `index` days after the first of 2024. */
const dayOf = (index: number) =>
  new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ governmentId, campaignId, staff } = await campaignWithStaff(api));
  const { db } = api.handle;
  admin = await signInWithGrant(api, { role: 'government_admin', governmentId });
  // Amounts with many ties and names in mixed case, so the id settles each tie.
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    ...contributionRow(governmentId, campaignId),
    oaeType: index % 3 === 0 ? ('seed' as const) : ('matchable' as const),
    amountCents: (index % 41) * 100,
    date: dayOf(index % 200),
    firstName: index % 2 ? 'ada' : 'Ada',
    lastName: `Lovelace${index % 17}`,
  }));
  for (let start = 0; start < rows.length; start += 1_000)
    await db.insert(contributions).values(rows.slice(start, start + 1_000));
});

/** The ids of the range's contributions in a sort's order, as the export reads them. */
async function idsInOrder(filter: ContributionListFilter, sort: RecordSort<ContributionSortField>) {
  const scope: ListScope = { governmentIds: [], campaignIds: [campaignId] };
  const ids: number[] = [];
  for await (const batch of selectContributionsForExport(
    api.handle.db,
    scope,
    filter,
    sort,
    10_000,
  ))
    ids.push(...batch.map((row) => row.id));
  return ids;
}

describe('a page of a date range under another sort than the date', () => {
  it.each([
    ['a long range (walked)', LONG_RANGE, 1_800],
    ['a long range up to a date (walked)', LONG_RANGE_TO, 1_900],
    ['a short range (sorted)', SHORT_RANGE, 200],
  ] as const)('is the range in the sort’s order, page by page: %s', async (_case, range, rows) => {
    for (const field of ['amount', 'name', 'oaeType', 'createdAt'] as const)
      for (const direction of ['DESC', 'ASC'] as const) {
        const sort = { field, direction };
        const expected = await idsInOrder(range, sort);
        expect(expected).toHaveLength(rows);
        // The government's admin reading the campaign has their right checked in the statement.
        for (const [caller, scope] of [
          [staff, { campaignId }],
          [admin, { campaignId }],
          [admin, { governmentId }],
        ] as const)
          for (const page of [0, 1, 3]) {
            const answer = await caller.call((api) =>
              api.contributions.list({ ...scope, filter: range, sort, page, perPage: PER_PAGE }),
            );
            expect(answer.data.map((row) => row.id)).toEqual(
              expected.slice(page * PER_PAGE, (page + 1) * PER_PAGE),
            );
            expect(answer).toMatchObject({ total: rows, totalIsEstimate: false });
          }
      }
  });
});
