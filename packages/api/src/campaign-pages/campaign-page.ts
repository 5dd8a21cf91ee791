import type { Database } from '@portal/db';
import {
  averageGiftCents,
  cumulativeByWeek,
  foldZipCodes,
  isSmallGiftSize,
  parseOffice,
  qualifyingProgress,
  shareOf,
} from '@portal/domain';
import { type DashboardCampaign, dashboardDataVersionOf, dashboardFigures } from '../dashboard';
import { publicFundsPaidByCampaign } from '../payments';
import { latestFilingDate } from './data/latest-filing';
import type { CampaignGifts } from './data/source';
import { spendingByCategory } from './data/spending';
import { weeklyRaised } from './data/weekly';
import { zipCodeGiving } from './data/zip-codes';
import type { CampaignPage } from './schemas';

const NOT_AVAILABLE = { source: 'not_available', asOf: null } as const;

/** Where a campaign's gifts are read: its own rows, or the state filings under its name. */
const giftsOf = (governmentId: number, campaign: DashboardCampaign): CampaignGifts =>
  campaign.participating
    ? { participating: true, governmentId, campaignId: campaign.id }
    : {
        participating: false,
        governmentId,
        name: campaign.name,
        officeSought: campaign.officeSought,
      };

/**
 * A campaign's public page. Totals, donors, median and the chart buckets are the dashboard's
 * own figures for this one campaign (the trigger-kept summaries for a participant, its filings
 * for a non-participant), so the page and the dashboard cannot disagree; the weeks, ZIP codes
 * and spending are read for the campaign alone. Never a donor's or payee's name or address.
 */
export async function campaignPage(
  db: Database,
  governmentId: number,
  campaign: DashboardCampaign,
  campaignList: readonly DashboardCampaign[],
): Promise<CampaignPage> {
  const figures = await dashboardFigures(
    db,
    governmentId,
    {
      financing: campaign.participating ? 'public' : 'private',
      campaigns: [campaign.id],
      offices: [],
      startDate: null,
      endDate: null,
      compare: true,
    },
    campaignList,
  );
  const panel = figures.panels[0];
  const stats = panel?.stats ?? {
    contributions: 0,
    donors: 0,
    medianCents: null,
    totalCents: 0,
    matchCents: 0,
  };
  const charts = panel?.charts ?? figures.charts;
  const gifts = giftsOf(governmentId, campaign);
  const [weeks, zips, spending, paidCents] = [
    await weeklyRaised(db, gifts),
    await zipCodeGiving(db, gifts),
    campaign.participating ? await spendingByCategory(db, governmentId, campaign.id) : [],
    await paidPublicFundsCents(db, gifts),
  ];

  const smallGifts = charts.contributionSize.filter((bar) => isSmallGiftSize(bar.key));
  const smallGiftCents = smallGifts.reduce((sum, bar) => sum + bar.amountCents, 0);
  const smallGiftCount = smallGifts.reduce((sum, bar) => sum + bar.count, 0);
  const office = parseOffice(campaign.officeSought);

  const asOf = campaign.participating
    ? ((await dashboardDataVersionOf(db, governmentId)).changedAt?.toISOString() ?? null)
    : await latestFilingDate(db, governmentId, campaign.name, campaign.officeSought);
  const fresh = { source: campaign.participating ? 'portal' : 'state_filings', asOf } as const;
  const participantOnly = campaign.participating ? fresh : NOT_AVAILABLE;

  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      officeSought: campaign.officeSought,
      participating: campaign.participating,
      publicFundsPaidCents: paidCents ?? 0,
    },
    retrievedAt: new Date(),
    totals: {
      contributions: stats.contributions,
      donors: stats.donors,
      raisedCents: stats.totalCents,
      matchedCents: stats.matchCents,
      paidPublicFundsCents: paidCents,
      medianCents: stats.medianCents,
      averageCents: averageGiftCents(stats.totalCents, stats.contributions),
      smallGiftCents,
      smallGiftShare: shareOf(smallGiftCents, stats.totalCents),
    },
    origin: charts.contributorLocation.map((bar) => ({
      ...bar,
      share: shareOf(bar.amountCents, stats.totalCents),
    })),
    charts,
    raisedOverTime: cumulativeByWeek(weeks),
    qualification:
      campaign.participating && office
        ? qualifyingProgress({ office, qualifyingDonors: smallGiftCount })
        : null,
    spending,
    zipCodes: foldZipCodes(zips),
    freshness: {
      totals: fresh,
      raisedOverTime: fresh,
      paidPublicFunds: paidCents === null ? NOT_AVAILABLE : fresh,
      origin: fresh,
      qualification: participantOnly,
      spending: participantOnly,
      zipCodes: fresh,
    },
  };
}

/**
 * Public funds approved payment runs have sent a campaign (not only approved as matches), net of
 * offsets. A campaign outside the programme receives none: null, which the page shows as not
 * available.
 */
async function paidPublicFundsCents(db: Database, gifts: CampaignGifts): Promise<number | null> {
  if (!gifts.participating) return null;
  const paid = await publicFundsPaidByCampaign(db, gifts.governmentId);
  return paid.get(gifts.campaignId) ?? 0;
}
