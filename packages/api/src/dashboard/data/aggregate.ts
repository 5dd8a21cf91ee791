import {
  CONTRIBUTOR_TYPES,
  type ContributorType,
  contributionSize,
  contributorLocation,
  donorCount,
  medianContributionCents,
} from '@portal/domain';
import { CHART_BUCKETS, type ChartBar, chartBars } from './charts';
import type { ContributionFact } from './facts';

export type { ChartBar } from './charts';

/** The city's own match payments are money the campaign got, not a donation. */
export const isPublicMatch = (fact: Pick<ContributionFact, 'oaeType'>): boolean =>
  fact.oaeType === 'public_matching_contribution';

export interface MoneyStats {
  contributions: number;
  donors: number;
  medianCents: number | null;
  totalCents: number;
  matchCents: number;
}

export interface DashboardCharts {
  contributorType: ChartBar[];
  contributionSize: ChartBar[];
  contributorLocation: ChartBar[];
}

/**
 * Table figures for a set of contributions. Donations (everything but the city's matches) make
 * the count, median and total; the match column adds approved match amounts and match payments.
 */
export function moneyStats(facts: readonly ContributionFact[]): MoneyStats {
  const donations = facts.filter((fact) => !isPublicMatch(fact));
  let totalCents = 0;
  for (const fact of donations) totalCents += fact.amountCents;
  let matchCents = 0;
  for (const fact of facts) matchCents += fact.matchAmountCents ?? 0;
  return {
    contributions: donations.length,
    donors: donorCount(donations),
    medianCents: medianContributionCents(donations),
    totalCents,
    matchCents,
  };
}

function bars<Key extends string>(
  buckets: { keys: readonly Key[]; labels: Record<Key, string> },
  facts: readonly ContributionFact[],
  keyOf: (fact: ContributionFact) => Key,
): ChartBar[] {
  const totals = new Map(buckets.keys.map((key) => [key, { count: 0, amountCents: 0 }]));
  for (const fact of facts) {
    const total = totals.get(keyOf(fact));
    if (!total) continue;
    total.count += 1;
    total.amountCents += fact.amountCents;
  }
  return chartBars(buckets, (key) => totals.get(key));
}

/** The three charts of spec section 2 with the buckets of section 9; city matches left out. */
export function dashboardCharts(facts: readonly ContributionFact[]): DashboardCharts {
  const donations = facts.filter((fact) => !isPublicMatch(fact));
  return {
    contributorType: bars(CHART_BUCKETS.contributorType, donations, (fact) =>
      CONTRIBUTOR_TYPES.values.includes(fact.contributorType as ContributorType)
        ? (fact.contributorType as ContributorType)
        : 'other',
    ),
    contributionSize: bars(CHART_BUCKETS.contributionSize, donations, contributionSize),
    contributorLocation: bars(CHART_BUCKETS.contributorLocation, donations, contributorLocation),
  };
}

export interface SummaryRow extends MoneyStats {
  participation: 'participants' | 'non_participants';
  label: string;
  campaigns: number;
}

/** The summary table: always two rows, participants first. */
export function summaryRows(facts: readonly ContributionFact[]): SummaryRow[] {
  const row = (participating: boolean): SummaryRow => {
    const part = facts.filter((fact) => fact.participating === participating);
    return {
      participation: participating ? 'participants' : 'non_participants',
      label: participating ? 'Participants' : 'Non-participants',
      campaigns: new Set(part.map((fact) => fact.campaignId)).size,
      ...moneyStats(part),
    };
  };
  return [row(true), row(false)];
}

export interface CampaignRow extends MoneyStats {
  campaignId: number;
  campaignName: string;
  officeSought: string;
  participating: boolean;
}

/**
 * Campaign rows' order: largest total first, then by name; participants before external filers
 * of the same name, then by id, so that equal rows (two filers of one name) keep one order.
 */
export const compareCampaignRows = (a: CampaignRow, b: CampaignRow): number =>
  b.totalCents - a.totalCents ||
  a.campaignName.localeCompare(b.campaignName) ||
  Number(b.participating) - Number(a.participating) ||
  a.campaignId - b.campaignId;

/** One row per campaign with money in the filtered set, in `compareCampaignRows` order. */
export function campaignRows(facts: readonly ContributionFact[]): CampaignRow[] {
  const byCampaign = new Map<number, ContributionFact[]>();
  for (const fact of facts) {
    const list = byCampaign.get(fact.campaignId);
    if (list) list.push(fact);
    else byCampaign.set(fact.campaignId, [fact]);
  }
  return [...byCampaign.entries()]
    .map(([campaignId, list]) => {
      const first = list[0] as ContributionFact;
      return {
        campaignId,
        campaignName: first.campaignName,
        officeSought: first.officeSought,
        participating: first.participating,
        ...moneyStats(list),
      };
    })
    .sort(compareCampaignRows);
}

export interface ComparePanel {
  campaignId: number;
  campaignName: string;
  officeSought: string;
  participating: boolean;
  stats: MoneyStats;
  charts: DashboardCharts;
}

/** Compare mode: one panel per chosen candidate, in the order they were chosen. */
export function comparePanels(
  facts: readonly ContributionFact[],
  chosen: readonly { id: number; name: string; officeSought: string; participating: boolean }[],
): ComparePanel[] {
  return chosen.map((campaign) => {
    const own = facts.filter((fact) => fact.campaignId === campaign.id);
    return {
      campaignId: campaign.id,
      campaignName: campaign.name,
      officeSought: campaign.officeSought,
      participating: campaign.participating,
      stats: moneyStats(own),
      charts: dashboardCharts(own),
    };
  });
}
