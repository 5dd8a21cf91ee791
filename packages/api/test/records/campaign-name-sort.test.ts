import { campaigns, contributions } from '@portal/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListScope } from '../../src/access/scope';
import { renameCampaign } from '../../src/accounts/data/campaigns';
import {
  type ContributionListFilter,
  listContributions,
  selectContributionsForExport,
} from '../../src/records/data/contributions';
import { idsByCampaignKey } from '../../src/records/list-engine/campaign-sort-walk';
import { createCampaign, createGovernment } from '../support/factories';
import { useTestApi } from '../support/harness';
import { storedContribution } from './stored-contribution';

// The campaign-name sort walks campaigns in name order and each one's rows by index (see
// campaign-sort-walk.ts). These tests hold it to the order of the plain join it replaced.
const api = useTestApi();
const PER_PAGE = 50;
const STATUSES = ['draft', 'submitted', 'processed'] as const;
let governmentId: number;
let otherGovernmentId: number;
/** Campaigns of the government, and one of another government whose name ties with one of them. */
let campaignIds: number[];
let twinCampaignId: number;

/** Rows spread round-robin over the campaigns, so each campaign's ids interleave with others'. */
async function insertRows(count: number, owners: { campaignId: number; governmentId: number }[]) {
  const values = Array.from({ length: count }, (_, index) =>
    storedContribution(owners[index % owners.length] ?? campaignOwner(), {
      status: STATUSES[index % STATUSES.length],
      amountCents: 100 + index,
      date: `2024-0${1 + (index % 9)}-15`,
      lastName: `Lovelace${index}`,
    }),
  );
  await api.handle.db.insert(contributions).values(values);
}

const campaignOwner = () => ({ campaignId: campaignIds[0] ?? 0, governmentId });
const ownersOfGovernment = () => [
  ...campaignIds.map((campaignId) => ({ campaignId, governmentId })),
  { campaignId: twinCampaignId, governmentId: otherGovernmentId },
];

beforeAll(async () => {
  const { db } = api.handle;
  governmentId = (await createGovernment(db)).id;
  otherGovernmentId = (await createGovernment(db)).id;
  // Mixed case on purpose: the sort is by lower(name).
  const names = ['beta Fund', 'Alpha for Mayor', 'gamma 2024', 'Delta PAC'];
  campaignIds = [];
  for (const name of names) campaignIds.push((await createCampaign(db, governmentId, name)).id);
  twinCampaignId = (await createCampaign(db, otherGovernmentId, 'ALPHA FOR MAYOR')).id;
  await insertRows(1_230, ownersOfGovernment());
  // Walked past without a row of a range: one campaign with no rows, one with rows before it.
  await createCampaign(db, governmentId, 'Beta empty');
  const before = (await createCampaign(db, governmentId, 'Charlie of 2023')).id;
  await db
    .insert(contributions)
    .values(
      Array.from({ length: 5 }, () =>
        storedContribution({ campaignId: before, governmentId }, { date: '2023-05-05' }),
      ),
    );
});

/** Every id the scope and filter select, as the join of every row to its campaign orders them. */
async function joinedOrder(scope: ListScope, direction: 'ASC' | 'DESC', status?: string) {
  const order = direction === 'ASC' ? asc : desc;
  const visible = scope.campaignId
    ? eq(contributions.campaignId, scope.campaignId)
    : inArray(contributions.governmentId, scope.governmentIds);
  const rows = await api.handle.db
    .select({ id: contributions.id })
    .from(contributions)
    .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
    .where(and(visible, status ? eq(contributions.status, status as never) : undefined))
    .orderBy(order(sql`lower(${campaigns.name})`), order(contributions.id));
  return rows.map((row) => row.id);
}

/** The list's pages one after another until an empty one, as ids. */
async function pagedOrder(
  scope: ListScope,
  direction: 'ASC' | 'DESC',
  status?: string,
  { filter = status ? { status: status as never } : {}, perPage = PER_PAGE } = {} as {
    filter?: ContributionListFilter;
    perPage?: 50 | 100;
  },
) {
  const ids: number[] = [];
  for (let page = 0; ; page += 1) {
    const { data } = await listContributions(
      api.handle.db,
      scope,
      filter,
      { field: 'campaignName', direction },
      { page, perPage },
    );
    if (data.length === 0) return ids;
    ids.push(...data.map((row) => row.id));
  }
}

describe('the campaign-name sort', () => {
  const government = (): ListScope => ({
    governmentIds: [governmentId],
    campaignIds: [],
    governmentId,
  });
  const bothGovernments = (): ListScope => ({
    governmentIds: [governmentId, otherGovernmentId],
    campaignIds: [],
  });

  it.each(['ASC', 'DESC'] as const)(
    'pages a government as the join ordered it (%s)',
    async (direction) => {
      const expected = await joinedOrder(government(), direction);
      expect(expected.length).toBeGreaterThan(900);
      expect(await pagedOrder(government(), direction)).toEqual(expected);
    },
  );

  it.each(['ASC', 'DESC'] as const)(
    'merges by id the rows of two campaigns whose names tie, across governments (%s)',
    async (direction) => {
      const expected = await joinedOrder(bothGovernments(), direction);
      expect(await pagedOrder(bothGovernments(), direction)).toEqual(expected);
    },
  );

  it.each(STATUSES)('keeps a status filter (%s)', async (status) => {
    expect(await pagedOrder(government(), 'DESC', status)).toEqual(
      await joinedOrder(government(), 'DESC', status),
    );
  });

  const DATE_RANGE: ContributionListFilter = { from: '2024-03-01', to: '2024-06-30' };
  /** The ids `joinedOrder` gives, only those in DATE_RANGE. */
  async function joinedOrderInRange(scope: ListScope, direction: 'ASC' | 'DESC', status?: string) {
    const inRange = new Set(
      (
        await api.handle.db
          .select({ id: contributions.id })
          .from(contributions)
          .where(sql`${contributions.date} between '2024-03-01' and '2024-06-30'`)
      ).map((row) => row.id),
    );
    return (await joinedOrder(scope, direction, status)).filter((id) => inRange.has(id));
  }

  it.each(['ASC', 'DESC'] as const)('keeps a date filter (%s)', async (direction) => {
    const ids = await pagedOrder(government(), direction, undefined, {
      filter: DATE_RANGE,
      perPage: 100,
    });
    const expected = await joinedOrderInRange(government(), direction);
    expect(expected.length).toBeGreaterThan(100);
    expect(ids).toEqual(expected);
  });

  // Counted campaign by campaign (idsByCountingCampaigns), with a status beside the range.
  it.each(['ASC', 'DESC'] as const)('keeps a date filter and a status (%s)', async (direction) => {
    const ids = await pagedOrder(government(), direction, undefined, {
      filter: { ...DATE_RANGE, status: 'submitted' },
    });
    const expected = await joinedOrderInRange(government(), direction, 'submitted');
    expect(expected.length).toBeGreaterThan(2 * PER_PAGE);
    expect(ids).toEqual(expected);
  });

  it.each(['ASC', 'DESC'] as const)(
    'places a page of a date range at any offset, starting or ending at a campaign edge (%s)',
    async (direction) => {
      const { db } = api.handle;
      const expected = await joinedOrderInRange(government(), direction);
      const owners = await db
        .select({ id: contributions.id, campaignId: contributions.campaignId })
        .from(contributions);
      const campaignOf = new Map(owners.map((row) => [row.id, row.campaignId]));
      const edges = expected.flatMap((id, at) =>
        at > 0 && campaignOf.get(expected[at - 1] ?? 0) !== campaignOf.get(id) ? [at] : [],
      );
      expect(edges.length).toBeGreaterThan(2);
      for (const limit of [1, 7, 50]) {
        const offsets = [0, expected.length - 1, expected.length, expected.length + 3];
        for (const edge of edges) offsets.push(edge - 1, edge, edge + 1, edge - limit);
        for (const offset of offsets.filter((at) => at >= 0)) {
          const ids = await idsByCampaignKey(
            db,
            contributions,
            {
              governmentId,
              where: sql`${contributions.date} between '2024-03-01' and '2024-06-30'`,
            },
            sql`lower(${campaigns.name})`,
            direction,
            { offset, limit },
          );
          expect(ids, `offset ${offset}, limit ${limit}`).toEqual(
            expected.slice(offset, offset + limit),
          );
        }
      }
    },
  );

  // A short range of one campaign is read by sorting its rows, not walking the campaign's ids.
  it.each(['ASC', 'DESC'] as const)(
    "sorts one campaign's date range by id (%s)",
    async (direction) => {
      const scope: ListScope = { ...government(), campaignId: campaignIds[0] };
      const expected = await joinedOrderInRange(scope, direction);
      expect(expected.length).toBeGreaterThan(PER_PAGE);
      expect(await pagedOrder(scope, direction, undefined, { filter: DATE_RANGE })).toEqual(
        expected,
      );
    },
  );

  it('sorts one campaign by id', async () => {
    const scope: ListScope = { ...government(), campaignId: campaignIds[0] };
    expect(await pagedOrder(scope, 'ASC')).toEqual(await joinedOrder(scope, 'ASC'));
    expect(await pagedOrder(scope, 'DESC')).toEqual(await joinedOrder(scope, 'DESC'));
  });

  it('follows a campaign rename at once', async () => {
    const renamed = campaignIds[2] ?? 0;
    await renameCampaign(api.handle.db, {
      governmentId,
      campaignId: renamed,
      newName: 'aaa First',
    });
    const first = await listContributions(
      api.handle.db,
      government(),
      {},
      { field: 'campaignName', direction: 'ASC' },
      { page: 0, perPage: PER_PAGE },
    );
    expect(first.data.every((row) => row.campaignId === renamed)).toBe(true);
    expect(await pagedOrder(government(), 'ASC')).toEqual(await joinedOrder(government(), 'ASC'));
  });

  it.each(['ASC', 'DESC'] as const)(
    'exports every row once while rows are inserted between batches (%s)',
    async (direction) => {
      const sort = { field: 'campaignName', direction } as const;
      const before = await joinedOrder(government(), direction);
      const exported: number[] = [];
      for await (const batch of selectContributionsForExport(
        api.handle.db,
        government(),
        {},
        sort,
        97,
      )) {
        exported.push(...batch.map((row) => row.id));
        // New rows in every campaign land before and after the cursor in the name order.
        await insertRows(8, ownersOfGovernment());
      }
      expect(new Set(exported).size).toBe(exported.length);
      const known = new Set(before);
      expect(exported.filter((id) => known.has(id))).toEqual(before);
      const after = await joinedOrder(government(), direction);
      const seen = new Set(exported);
      expect(exported).toEqual(after.filter((id) => seen.has(id)));
    },
  );
});
