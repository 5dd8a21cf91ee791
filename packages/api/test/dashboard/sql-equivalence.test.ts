import {
  campaigns,
  contributions,
  DEMO_GOVERNMENT,
  externalContributions,
  seedDemo,
  TEST_PASSWORD_HASH_COST,
} from '@portal/db';
import { testScale } from '@portal/db/testing';
import {
  OFFICES as CAMPAIGN_OFFICES,
  CONTRIBUTION_STATUSES,
  CONTRIBUTOR_TYPES,
  type ContributionSubtype,
  type ContributorType,
} from '@portal/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { listDashboardCampaigns } from '../../src/dashboard/data/facts';
import { rangeHoldsEveryGift } from '../../src/dashboard/data/range-sql';
import {
  type DashboardFiltersInput,
  dashboardFiltersInputSchema,
} from '../../src/dashboard/schemas';
import { demoMatcher } from '../../src/matching/demo-matcher';
import { createGovernment } from '../support/factories';
import { useTestApi } from '../support/harness';
import { oracleDashboardView } from './oracle';

const testApi = useTestApi();

/** The dashboard as a visitor gets it (aggregated by the database) equals the JS oracle. */
async function expectSameFigures(filters: Partial<DashboardFiltersInput>) {
  const input = dashboardFiltersInputSchema.parse(filters);
  const { retrievedAt: _, ...shown } = await testApi
    .browser()
    .call((api) => api.dashboard.view(input));
  expect(shown).toEqual(await oracleDashboardView(testApi.handle.db, input));
}

/** A calendar year, each end moved by a number of days (none when null). */
function calendarYear(
  year: number,
  startShift: number | null = null,
  endShift: number | null = null,
) {
  const day = (month: number, date: number, shift: number | null) =>
    new Date(Date.UTC(year, month, date) + (shift ?? 0) * 86_400_000).toISOString().slice(0, 10);
  return { startDate: day(0, 1, startShift), endDate: day(11, 31, endShift) };
}

/** The demo government's figures over each range, public and all financing, every office or the mayors'. */
async function expectSameFiguresOverRanges(ranges: { startDate?: string; endDate?: string }[]) {
  for (const range of ranges) {
    for (const financing of ['public', 'all'] as const) {
      await expectSameFigures({ governmentId: DEMO_GOVERNMENT.id, financing, ...range });
      await expectSameFigures({
        governmentId: DEMO_GOVERNMENT.id,
        financing,
        offices: ['mayor'],
        ...range,
      });
    }
  }
}

describe('dashboard figures from SQL on the demo data', () => {
  beforeAll(async () => {
    await seedDemo(testApi.handle.db, {
      matcher: demoMatcher,
      knownContributors: 500,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
    });
  });

  it('equal the JS aggregation for every financing, office, date range and comparison', async () => {
    const governmentId = DEMO_GOVERNMENT.id;
    const list = await listDashboardCampaigns(testApi.handle.db, governmentId);
    const participating = list.filter((campaign) => campaign.participating).map((c) => c.id);
    const external = list.filter((campaign) => !campaign.participating).map((c) => c.id);
    const chosen = [...participating.slice(0, 2), ...external.slice(0, 2)];
    expect(chosen.length).toBeGreaterThan(2);
    for (const financing of ['public', 'private', 'all'] as const) {
      await expectSameFigures({ governmentId, financing });
      await expectSameFigures({ governmentId, financing, offices: ['mayor'] });
      await expectSameFigures({
        governmentId,
        financing,
        startDate: '2024-03-01',
        endDate: '2024-09-30',
      });
      await expectSameFigures({ governmentId, financing, campaigns: chosen, compare: true });
    }
  });

  // A range that leaves gifts out reads its own summaries; one that holds them all (the whole
  // cycle, or open at one end) reads the trigger-kept summaries as they are.
  it('equal the JS aggregation for ranges of a day, a month, the whole cycle and open ends', async () => {
    const ranges = [
      { startDate: '2024-06-14', endDate: '2024-06-14' },
      { startDate: '2024-05-01', endDate: '2024-05-31' },
      // Whole months only (the month summaries), and whole months with partial ends.
      { startDate: '2024-04-01', endDate: '2024-06-30' },
      { startDate: '2024-01-01', endDate: '2024-12-31' },
      { startDate: '2024-03-15', endDate: '2024-08-20' },
      { startDate: '2024-02-02', endDate: '2024-03-31' },
      { startDate: '2000-01-01', endDate: '2100-12-31' },
      { startDate: '2024-07-01' },
      { endDate: '2024-02-29' },
      { startDate: '2000-01-01' },
      { endDate: '2100-12-31' },
      { startDate: '2099-01-01' },
      { startDate: '9999-12-02' },
      { startDate: '2024-03-01', endDate: '9999-12-31' },
    ];
    await expectSameFiguresOverRanges(ranges);
  });

  // A whole calendar year counts its donors per year; a year with an edge, a partial year and
  // one across the turn of the year count them from the months.
  it('equal the JS aggregation for calendar years, whole, partial and across a year', async () => {
    // 2023; 2024 to 15 January 2025; from 20 December 2023; from February; July to June.
    await expectSameFiguresOverRanges([
      calendarYear(2023),
      calendarYear(2024, null, 15),
      calendarYear(2024, -12),
      calendarYear(2024, 31),
      calendarYear(2024, -184, -184),
    ]);
  });

  it('read the summary tables as they are only for a range that holds every public gift', async () => {
    const holds = (range: { startDate?: string; endDate?: string }) =>
      rangeHoldsEveryGift(testApi.handle.db, DEMO_GOVERNMENT.id, {
        startDate: range.startDate ?? null,
        endDate: range.endDate ?? null,
      });
    expect(await holds({})).toBe(true);
    expect(await holds({ startDate: '2000-01-01', endDate: '2100-12-31' })).toBe(true);
    expect(await holds({ startDate: '2000-01-01' })).toBe(true);
    expect(await holds({ endDate: '2100-12-31' })).toBe(true);
    expect(await holds({ startDate: '2024-07-01' })).toBe(false);
    expect(await holds({ endDate: '2024-02-29' })).toBe(false);
  });
});

/** External filings may spell an office their own way; campaigns hold the spec's names. */
const OFFICES = ['Mayor', 'Auditor', 'Councilor District 1', ' councilor-district 1 '];
const SUBTYPES: ContributionSubtype[] = ['cash', 'item_misc', 'inkind_contribution'];
const AMOUNTS = [0, 1, 2_500, 2_501, 9_999, 10_000, 10_001, 25_000, 25_001, 100_000, 100_001];
const CITIES = ['Portland', ' portland ', 'Salem', 'Seattle', 'Portland '];
const STATES = ['OR', 'or', ' Or ', 'WA', 'ME'];
const DONORS = ['d1', 'd2', 'd3', 'd4', null];

const date = fc
  .integer({ min: 0, max: 400 })
  .map((day) => new Date(Date.UTC(2023, 11, 1) + day * 86_400_000).toISOString().slice(0, 10));
/** The first or the last day of a month of the random rows' dates: whole months, or not quite. */
const monthBoundary = fc
  .tuple(fc.integer({ min: 0, max: 13 }), fc.boolean())
  .map(([month, last]) =>
    new Date(Date.UTC(2023, 11 + month + (last ? 1 : 0), last ? 0 : 1)).toISOString().slice(0, 10),
  );
/**
 * A calendar year of the random rows' dates (2023 to 2025), whole or with either end moved by
 * up to two months' days, so partial, longer and year-spanning ranges come too.
 */
const yearRange = fc
  .tuple(
    fc.integer({ min: 2023, max: 2025 }),
    fc.option(fc.integer({ min: -60, max: 60 }), { freq: 2 }),
    fc.option(fc.integer({ min: -60, max: 60 }), { freq: 2 }),
  )
  .map(([year, startShift, endShift]) => calendarYear(year, startShift, endShift));
const amount = fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer({ min: 0, max: 300_000 }));
const contributionArbitrary = fc.record({
  campaign: fc.nat(3),
  status: fc.constantFrom(...CONTRIBUTION_STATUSES.values),
  subType: fc.constantFrom(...SUBTYPES),
  paymentMethod: fc.constantFrom('cash', 'check', null),
  contributorType: fc.constantFrom<ContributorType>(...CONTRIBUTOR_TYPES.values),
  oaeType: fc.constantFrom('matchable', 'seed', 'public_matching_contribution' as const),
  amountCents: amount,
  matchAmountCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
  date,
  city: fc.constantFrom(...CITIES),
  state: fc.constantFrom(...STATES),
  donorKey: fc.constantFrom(...DONORS),
  batchId: fc.constantFrom(...DONORS),
});
const externalArbitrary = fc.record({
  filer: fc.nat(2),
  office: fc.constantFrom(...OFFICES),
  subType: fc.constantFrom(...SUBTYPES),
  contributorType: fc.constantFrom<ContributorType>(...CONTRIBUTOR_TYPES.values),
  amountCents: amount,
  date,
  city: fc.option(fc.constantFrom(...CITIES)),
  state: fc.option(fc.constantFrom(...STATES)),
  batchId: fc.constantFrom(...DONORS),
});
const filtersArbitrary = fc.record({
  financing: fc.constantFrom('public', 'private', 'all' as const),
  campaignPicks: fc.uniqueArray(fc.nat(6), { maxLength: 4 }),
  offices: fc.subarray(['mayor', 'auditor', 'councilor_district_1', 'sheriff']),
  startDate: fc.option(date),
  endDate: fc.option(date),
  compare: fc.boolean(),
});

/** Random rows in a new government, each filter set's view equal to the oracle's. */
async function expectSameFiguresOnRandomData(filters: typeof filtersArbitrary) {
  const { db } = testApi.handle;
  await fc.assert(
    fc.asyncProperty(
      fc.array(contributionArbitrary, { maxLength: 40 }),
      fc.array(externalArbitrary, { maxLength: 15 }),
      fc.array(filters, { minLength: 1, maxLength: 3 }),
      fc.array(fc.constantFrom(...CAMPAIGN_OFFICES), { minLength: 4, maxLength: 4 }),
      async (gifts, filings, filterSets, campaignOffices) => {
        const government = await createGovernment(db);
        const governmentId = government.id;
        const campaignIds = (
          await db
            .insert(campaigns)
            .values(
              campaignOffices.map((officeSought, index) => ({
                governmentId,
                name: `Candidate ${index} ${governmentId}`,
                officeSought,
              })),
            )
            .returning({ id: campaigns.id })
        ).map((row) => row.id);
        if (gifts.length > 0)
          await db.insert(contributions).values(
            gifts.map(({ campaign, ...gift }) => ({
              ...gift,
              governmentId,
              campaignId: campaignIds[campaign] ?? 0,
              type: 'contribution' as const,
              address1: '1 Main St',
              zip: '97201',
            })),
          );
        if (filings.length > 0)
          await db.insert(externalContributions).values(
            filings.map(({ filer, office, subType, ...filing }) => ({
              ...filing,
              governmentId,
              campaignName: `Filer ${filer}`,
              officeSought: office,
              contributionSubType: subType,
            })),
          );
        const list = await listDashboardCampaigns(db, governmentId);
        for (const { campaignPicks, startDate, endDate, ...filters } of filterSets) {
          const picked = campaignPicks.flatMap((pick) => list[pick]?.id ?? []);
          await expectSameFigures({
            ...filters,
            governmentId,
            campaigns: picked,
            startDate: startDate && endDate && startDate > endDate ? endDate : startDate,
            endDate: startDate && endDate && startDate > endDate ? startDate : endDate,
          });
        }
      },
    ),
    { numRuns: testScale({ pglite: 15, postgres: 40 }), seed: 12 },
  );
}

describe('dashboard figures from SQL on random data', () => {
  it('equal the JS aggregation for random rows and filters', () =>
    expectSameFiguresOnRandomData(filtersArbitrary));

  // Without a date range the participants' figures come from the trigger-kept summary tables.
  it('equal the JS aggregation for random rows and filters without dates (summary tables)', () =>
    expectSameFiguresOnRandomData(
      filtersArbitrary.map((filters) => ({ ...filters, startDate: null, endDate: null })),
    ));

  // A date range over every campaign: the range's own figures for all campaigns together.
  it('equal the JS aggregation for random rows and date ranges over every campaign', () =>
    expectSameFiguresOnRandomData(
      filtersArbitrary.map((filters) => ({ ...filters, campaignPicks: [], offices: [] })),
    ));

  // Ranges on month boundaries: whole months from the month summaries, with or without a
  // partial month at an end; a donor who gave in two of the months counts once.
  it('equal the JS aggregation for random rows and ranges of whole months', () =>
    expectSameFiguresOnRandomData(
      fc
        .tuple(filtersArbitrary, fc.option(monthBoundary), fc.option(monthBoundary), fc.boolean())
        .map(([filters, startDate, endDate, everyCampaign]) => ({
          ...filters,
          ...(everyCampaign ? { campaignPicks: [], offices: [] } : {}),
          startDate,
          endDate,
        })),
    ));

  // Calendar years: a whole one counts its donors from the year counts, the rest from months.
  it('equal the JS aggregation for random rows and calendar years, whole or not', () =>
    expectSameFiguresOnRandomData(
      fc
        .tuple(filtersArbitrary, yearRange, fc.boolean())
        .map(([filters, range, everyCampaign]) => ({
          ...filters,
          ...(everyCampaign ? { campaignPicks: [], offices: [] } : {}),
          ...range,
        })),
    ));
});
