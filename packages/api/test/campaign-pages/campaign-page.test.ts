import { expenditures } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors, expectTRPCError, useTestApi } from '../support/harness';
import { insertCampaignPageFixture, PRIVATE_MARKERS } from './fixture';

const testApi = useTestApi();
let fixture: Awaited<ReturnType<typeof insertCampaignPageFixture>>;

beforeAll(async () => {
  fixture = await insertCampaignPageFixture(testApi.handle.db);
});

const pageOf = (campaignId: number) =>
  testApi
    .browser()
    .call((api) => api.campaignPages.get({ governmentId: fixture.governmentId, campaignId }));

describe('a participating campaign’s page', () => {
  it('counts donors, gifts, median, average and money as the public rows give them', async () => {
    const page = await pageOf(fixture.cara.id);
    expect(page.campaign).toEqual({
      id: fixture.cara.id,
      name: 'Cara Cruz for Council 2024',
      officeSought: 'Councilor District 1',
      participating: true,
      // No payment run has paid it yet.
      publicFundsPaidCents: 0,
    });
    expect(page.totals).toEqual({
      contributions: 14,
      donors: 13,
      raisedCents: 103_000,
      matchedCents: 1_800,
      paidPublicFundsCents: 0,
      medianCents: 5_000,
      averageCents: 7_357,
      smallGiftCents: 43_000,
      smallGiftShare: 43_000 / 103_000,
    });
  });

  it('shows where the money comes from and how far the campaign is from qualifying', async () => {
    const page = await pageOf(fixture.cara.id);
    expect(page.origin.map(({ key, amountCents, share }) => ({ key, amountCents, share }))).toEqual(
      [
        { key: 'portland', amountCents: 43_000, share: 43_000 / 103_000 },
        { key: 'oregon', amountCents: 0, share: 0 },
        { key: 'out_of_state', amountCents: 60_000, share: 60_000 / 103_000 },
      ],
    );
    // Twelve gifts of $250 or less towards the council's 250.
    expect(page.qualification).toEqual({
      threshold: 250,
      count: 12,
      remaining: 238,
      qualified: false,
      percent: 4,
    });
  });

  it('draws raised and matched money as a running total by week', async () => {
    const page = await pageOf(fixture.cara.id);
    expect(page.raisedOverTime).toEqual([
      { week: '2024-01-08', raisedCents: 40_000, matchedCents: 1_800 },
      { week: '2024-01-15', raisedCents: 103_000, matchedCents: 1_800 },
    ]);
  });

  it('lists ZIP codes of five donors or more and folds the others, whatever they gave', async () => {
    const page = await pageOf(fixture.cara.id);
    expect(page.zipCodes).toEqual({
      top: [
        { zip: '97202', donors: 6, amountCents: 30_000 },
        { zip: '97201', donors: 5, amountCents: 13_000 },
      ],
      other: { zipCodes: 1, donors: 2, amountCents: 60_000 },
    });
  });

  it('adds up expenses handed in by purpose, drafts left out', async () => {
    const page = await pageOf(fixture.cara.id);
    expect(page.spending).toEqual([
      { category: 'printing', label: 'Printing', count: 2, amountCents: 70_000 },
      { category: 'none', label: 'No purpose given', count: 1, amountCents: 10_000 },
    ]);
    expect(page.freshness.spending.source).toBe('portal');
    // Paid public funds are the portal's own record, as fresh as its other figures.
    expect(page.freshness.paidPublicFunds.source).toBe('portal');
  });

  it('shows a newly handed-in expense on the next read, though the page was cached', async () => {
    const before = await pageOf(fixture.cara.id);
    expect(await pageOf(fixture.cara.id)).toEqual(before);
    await testApi.handle.db
      .insert(expenditures)
      .values(fixture.expense(5_000, 'submitted', 'postage'));
    const after = await pageOf(fixture.cara.id);
    expect(after.spending.find((row) => row.category === 'postage')?.amountCents).toBe(5_000);
    expect(after.retrievedAt.getTime()).toBeGreaterThanOrEqual(before.retrievedAt.getTime());
  });
});

describe('a campaign’s page and private edits', () => {
  it('stays as it was, freshness included, when a draft expense is written', async () => {
    const before = await pageOf(fixture.cara.id);
    await testApi.handle.db
      .insert(expenditures)
      .values(fixture.expense(123_400, 'draft', 'travel_expenses'));
    const after = await pageOf(fixture.cara.id);
    expect(after.freshness.totals.asOf).toBe(before.freshness.totals.asOf);
    expect(after.retrievedAt).toEqual(before.retrievedAt);
    expect(after.spending.map((row) => row.category)).not.toContain('travel_expenses');
  });
});

describe('a non-participating campaign’s page', () => {
  it('has the same figures from its state filings, marked as such, without programme parts', async () => {
    const page = await pageOf(fixture.nina);
    expect(page.campaign.participating).toBe(false);
    expect(page.totals).toMatchObject({
      contributions: 3,
      donors: 3,
      raisedCents: 52_500,
      matchedCents: 0,
      medianCents: 10_000,
      averageCents: 17_500,
      smallGiftCents: 12_500,
    });
    expect(page.raisedOverTime).toEqual([
      { week: '2024-02-05', raisedCents: 50_000, matchedCents: 0 },
      { week: '2024-02-19', raisedCents: 52_500, matchedCents: 0 },
    ]);
    expect(page.qualification).toBeNull();
    expect(page.spending).toEqual([]);
    // Two donors in 97210 and one in 97211: no ZIP code is shown on its own.
    expect(page.zipCodes).toEqual({
      top: [],
      other: { zipCodes: 2, donors: 3, amountCents: 52_500 },
    });
    expect(page.freshness.totals).toEqual({ source: 'state_filings', asOf: '2024-02-20' });
    expect(page.freshness.spending.source).toBe('not_available');
  });
});

describe('campaign pages', () => {
  it('never carry a donor’s or payee’s name or address', async () => {
    const text = JSON.stringify([await pageOf(fixture.cara.id), await pageOf(fixture.nina)]);
    for (const secret of Object.values(PRIVATE_MARKERS)) expect(text).not.toContain(secret);
    expect(text).not.toContain('d1');
  });

  it('answer NOT_FOUND for a campaign that does not exist', async () => {
    await expectTRPCError(pageOf(9_999_999), 'NOT_FOUND', 'No such campaign');
  });

  it('compare up to four campaigns side by side in the order asked, and refuse five', async () => {
    const { governmentId, cara, nina } = fixture;
    const pages = await testApi
      .browser()
      .call((api) => api.campaignPages.compare({ governmentId, campaignIds: [nina, cara.id] }));
    expect(pages.map((page) => page.campaign.name)).toEqual([
      'Nina Non for Council 2024',
      'Cara Cruz for Council 2024',
    ]);
    await expectFieldErrors(
      testApi
        .browser()
        .call((api) => api.campaignPages.compare({ governmentId, campaignIds: [1, 2, 3, 4, 5] })),
      { campaignIds: 'campaignIds may name at most 4 campaigns' },
    );
  });
});
