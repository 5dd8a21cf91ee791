import { campaigns, contributions } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, expectTRPCError, useTestApi } from '../support/harness';
import { insertDashboardFixture } from './fixture';

const testApi = useTestApi();
let fixture: Awaited<ReturnType<typeof insertDashboardFixture>>;
const anonymous = <T>(use: (api: Caller) => Promise<T>) => testApi.browser().call(use);

beforeAll(async () => {
  fixture = await insertDashboardFixture(testApi.handle.db);
});

type ViewInput = Parameters<Caller['dashboard']['view']>[0];
const view = (filters: Partial<ViewInput> = {}) =>
  anonymous((api) =>
    api.dashboard.view({
      governmentId: fixture.governmentId,
      startDate: '2023-01-01',
      ...filters,
    }),
  );

const bars = (list: { key: string; count: number; amountCents: number }[]) =>
  Object.fromEntries(list.map((bar) => [bar.key, [bar.count, bar.amountCents]]));

describe('dashboard.view for an anonymous visitor (participants, from 2023-01-01)', () => {
  it('summarises participants only: drafts, archived, 2022 and city matches stay out', async () => {
    const result = await view();
    expect(result.summary).toEqual([
      {
        participation: 'participants',
        label: 'Participants',
        campaigns: 3,
        contributions: 11,
        donors: 7,
        medianCents: 10_000,
        totalCents: 289_503,
        matchCents: 2_000,
      },
      {
        participation: 'non_participants',
        label: 'Non-participants',
        campaigns: 0,
        contributions: 0,
        donors: 0,
        medianCents: null,
        totalCents: 0,
        matchCents: 0,
      },
    ]);
  });

  it('buckets sizes with borders in the lower bucket and small miscellaneous cash as small', async () => {
    const { charts } = await view();
    expect(bars(charts.contributionSize)).toEqual({
      micro: [1, 2_500],
      small: [5, 2_501 + 10_000 + 500 + 9_999 + 4_000],
      medium: [2, 10_001 + 25_000],
      large: [2, 25_001 + 100_000],
      mega: [1, 100_001],
    });
  });

  it('places contributors in Portland, the rest of Oregon or out of state', async () => {
    const { charts } = await view();
    expect(bars(charts.contributorLocation)).toEqual({
      portland: [9, 2_500 + 10_001 + 500 + 9_999 + 250_002 + 4_000],
      oregon: [1, 2_501],
      out_of_state: [1, 10_000],
    });
  });

  it('counts contributor types', async () => {
    const { charts } = await view();
    expect(bars(charts.contributorType)).toMatchObject({
      individual: [7, 2_500 + 2_501 + 250_002 + 4_000],
      business: [1, 10_000],
      labor: [1, 10_001],
      other: [2, 10_499],
      family: [0, 0],
    });
  });

  it('lists campaigns by total with donors (batches, plus each small miscellaneous item) and median', async () => {
    const { campaigns } = await view();
    expect(campaigns.map((row) => [row.campaignName, row.contributions, row.donors])).toEqual([
      ['Bob Burr for Auditor 2024', 4, 1],
      ['Alice Ames for Mayor 2024', 6, 5],
      ['Cy Cole for Council 2024', 1, 1],
    ]);
    const alice = campaigns.find((row) => row.campaignId === fixture.a.id);
    // 500, 2,500, 2,501, 9,999, 10,000, 10,001: the city's $180 match is not a donation.
    expect(alice).toMatchObject({ medianCents: 6_250, totalCents: 35_501, matchCents: 2_000 });
    const bob = campaigns.find((row) => row.campaignId === fixture.b.id);
    expect(bob?.medianCents).toBe(62_501);
  });

  it('names the latest external filing date and when the data was read', async () => {
    const before = Date.now();
    // A filter set no other test asks for, so the answer is computed now, not cached.
    const result = await view({ endDate: '2031-01-01' });
    expect(result.latestExternalDate).toBe('2024-06-03');
    expect(result.retrievedAt.getTime()).toBeGreaterThanOrEqual(before);
  });
});

describe('dashboard.view filters', () => {
  it('financing all adds the non-participants row; private leaves participants empty', async () => {
    const all = await view({ financing: 'all' });
    expect(all.summary[1]).toMatchObject({
      campaigns: 2,
      contributions: 3,
      donors: 3,
      medianCents: 5_000,
      totalCents: 12_300,
    });
    expect(all.summary[0]?.contributions).toBe(11);
    const privateOnly = await view({ financing: 'private' });
    expect(privateOnly.summary[0]?.contributions).toBe(0);
    expect(privateOnly.summary[1]?.contributions).toBe(3);
  });

  it.each(['Auditor', 'auditor', ' AUDITOR '])('limits by office written %j', async (office) => {
    const result = await view({ financing: 'all', offices: [office] });
    expect(result.campaigns.map((row) => row.campaignName)).toEqual([
      'Bob Burr for Auditor 2024',
      'Otto Other for Auditor 2024',
    ]);
    expect(result.summary.map((row) => row.totalCents)).toEqual([250_002, 300]);
  });

  it('limits by candidate, participating or not', async () => {
    const alice = await view({ campaigns: [fixture.a.id] });
    expect(alice.campaigns.map((row) => row.campaignId)).toEqual([fixture.a.id]);
    expect(alice.summary[0]?.totalCents).toBe(35_501);
    const olive = await view({ financing: 'all', campaigns: [fixture.olive] });
    expect(olive.summary.map((row) => row.totalCents)).toEqual([0, 12_000]);
    const oliveWhilePublic = await view({ campaigns: [fixture.olive] });
    expect(oliveWhilePublic.campaigns).toEqual([]);
  });

  it.each([
    [null, '2022-12-31', 1, 0],
    ['2024-05-01', '2024-06-02', 4, 2],
    ['2024-05-02', '2024-06-01', 0, 1],
    ['2024-06-03', '2024-07-01', 1, 1],
  ])(
    'from %s to %s counts %d participant and %d external contributions',
    async (startDate, endDate, inside, outside) => {
      const result = await view({ financing: 'all', startDate, endDate });
      expect(result.summary.map((row) => row.contributions)).toEqual([inside, outside]);
    },
  );

  it('rejects dates that are not calendar dates', async () => {
    await expectTRPCError(view({ startDate: '2024-02-30' }), 'BAD_REQUEST');
  });
});

describe('dashboard.view compare mode', () => {
  it('gives one panel per candidate, in the order chosen, for 4 candidates', async () => {
    const result = await view({
      financing: 'all',
      compare: true,
      campaigns: [fixture.a.id, fixture.b.id, fixture.olive, fixture.c.id],
    });
    expect(result.panels.map((panel) => [panel.campaignName, panel.participating])).toEqual([
      ['Alice Ames for Mayor 2024', true],
      ['Bob Burr for Auditor 2024', true],
      ['Olive Out for Mayor 2024', false],
      ['Cy Cole for Council 2024', true],
    ]);
    expect(result.panels[2]?.stats).toEqual({
      contributions: 2,
      donors: 2,
      medianCents: 6_000,
      totalCents: 12_000,
      matchCents: 0,
    });
    expect(bars(result.panels[1]?.charts.contributionSize ?? [])).toMatchObject({
      medium: [1, 25_000],
      large: [2, 125_001],
      mega: [1, 100_001],
    });
  });

  it('shows no panels without compare and refuses a fifth candidate', async () => {
    expect((await view({ campaigns: [fixture.a.id, fixture.b.id] })).panels).toEqual([]);
    await expectTRPCError(
      view({ campaigns: [fixture.a.id, fixture.b.id, fixture.c.id, fixture.olive, fixture.otto] }),
      'BAD_REQUEST',
    );
  });
});

describe('dashboard.campaigns', () => {
  it('offers participating campaigns and external filers with negative ids', async () => {
    const list = await anonymous((api) =>
      api.dashboard.campaigns({ governmentId: fixture.governmentId }),
    );
    expect(list.map((campaign) => [campaign.id, campaign.participating])).toEqual([
      [fixture.a.id, true],
      [fixture.b.id, true],
      [fixture.c.id, true],
      [fixture.olive, false],
      [fixture.otto, false],
    ]);
  });
});

describe('dashboard cache', () => {
  it('serves fresh figures after a contribution is added, updated or a campaign renamed', async () => {
    const { db } = testApi.handle;
    const before = await view({ campaigns: [fixture.c.id] });
    expect(before.summary[0]?.totalCents).toBe(4_000);
    expect(await view({ campaigns: [fixture.c.id] })).toEqual(before);

    const [row] = await db
      .insert(contributions)
      .values({
        governmentId: fixture.governmentId,
        campaignId: fixture.c.id,
        status: 'submitted',
        type: 'contribution',
        subType: 'cash',
        contributorType: 'individual',
        oaeType: 'matchable',
        amountCents: 1_000,
        date: '2024-07-02',
        address1: '1 Main St',
        city: 'Portland',
        state: 'OR',
        zip: '97201',
        batchId: 'c2',
      })
      .returning();
    expect((await view({ campaigns: [fixture.c.id] })).summary[0]?.totalCents).toBe(5_000);

    await db
      .update(contributions)
      .set({ status: 'archived', version: sql`${contributions.version} + 1` })
      .where(eq(contributions.id, row?.id ?? 0));
    expect((await view({ campaigns: [fixture.c.id] })).summary[0]?.totalCents).toBe(4_000);

    await db
      .update(campaigns)
      .set({ name: 'Cy Cole for Council 2025' })
      .where(eq(campaigns.id, fixture.c.id));
    const renamed = await view({ campaigns: [fixture.c.id] });
    expect(renamed.campaigns[0]?.campaignName).toBe('Cy Cole for Council 2025');
    await db.update(campaigns).set({ name: fixture.c.name }).where(eq(campaigns.id, fixture.c.id));
  });
});
