import { campaigns, contributions, type Database, externalContributions } from '@portal/db';
import type { DashboardFilters } from '@portal/domain';
import { and, eq, gte, inArray, lte, max, min, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DashboardCampaign, externalCampaignIds, externalCampaignKey } from './campaign';
import {
  externalContributionColumns,
  participatingContributionColumns,
  participatingDonor,
} from './columns';
import { officeIn } from './offices';

/** Only contributions a campaign has handed in are public; drafts and archived never are. */
export const PUBLIC_CONTRIBUTION_STATUSES = ['submitted', 'processed'] as const;

/**
 * The public statuses written as literals, not parameters, so that the planner can prove the
 * partial indexes of public rows (a prepared statement's generic plan cannot from parameters).
 */
export const publicStatus = sql`${contributions.status} in (${sql.raw(
  PUBLIC_CONTRIBUTION_STATUSES.map((status) => `'${status}'`).join(', '),
)})`;

/** The dashboard's filters as the server reads them (the URL's compare flag is the screen's). */
export type DashboardQuery = Pick<
  DashboardFilters,
  'financing' | 'campaigns' | 'offices' | 'startDate' | 'endDate'
>;

/** One public contribution, reduced to what the aggregations and the map need (no donor). */
export interface ContributionFact {
  participating: boolean;
  campaignId: number;
  campaignName: string;
  officeSought: string;
  date: string;
  amountCents: number;
  matchAmountCents: number | null;
  subType: string;
  paymentMethod: string | null | undefined;
  oaeType: string;
  contributorType: string;
  city: string | null;
  state: string | null;
  /**
   * Who gave, for donor counts: the donor key (match or name) of a participating contribution,
   * the filing's batch of an external one. Never leaves the server as is (see geoFeatures).
   */
  batchId: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Non-participating campaigns exist only as names on external filings. They get a stable
 * negative id (minus their first filing's id) so one candidate filter covers both kinds.
 */
export async function listDashboardCampaigns(
  db: Database,
  governmentId: number,
): Promise<DashboardCampaign[]> {
  const participating = await db
    .select({ id: campaigns.id, name: campaigns.name, officeSought: campaigns.officeSought })
    .from(campaigns)
    .where(eq(campaigns.governmentId, governmentId))
    .orderBy(campaigns.name);
  const external = await db
    .select({
      firstId: min(externalContributions.id),
      name: externalContributions.campaignName,
      officeSought: externalContributions.officeSought,
    })
    .from(externalContributions)
    .where(eq(externalContributions.governmentId, governmentId))
    .groupBy(externalContributions.campaignName, externalContributions.officeSought)
    .orderBy(externalContributions.campaignName);
  return [
    ...participating.map((campaign) => ({ ...campaign, participating: true })),
    ...external.map((campaign) => ({
      id: -(campaign.firstId ?? 0),
      name: campaign.name,
      officeSought: campaign.officeSought,
      participating: false,
    })),
  ];
}

function dateRange(
  column: typeof contributions.date | typeof externalContributions.date,
  query: DashboardQuery,
): SQL[] {
  const conditions: SQL[] = [];
  if (query.startDate) conditions.push(gte(column, query.startDate));
  if (query.endDate) conditions.push(lte(column, query.endDate));
  return conditions;
}

/**
 * The filters as conditions on public contributions joined to their campaign; `campaignIds` are
 * the chosen participating campaigns (any chosen candidate limits the set, even to nothing).
 */
export function participatingConditions(
  governmentId: number,
  query: DashboardQuery,
  campaignIds: number[],
): SQL[] {
  return [
    eq(contributions.governmentId, governmentId),
    publicStatus,
    ...dateRange(contributions.date, query),
    ...campaignChoice(query, campaignIds, contributions.campaignId),
  ];
}

/**
 * The office and candidate filters as conditions on `campaigns` (joined) and on a campaign id
 * column (`campaignIds`: the chosen participating campaigns, as for participatingConditions).
 */
export function campaignChoice(
  query: DashboardQuery,
  campaignIds: number[],
  campaignIdColumn: PgColumn,
): SQL[] {
  const conditions: SQL[] = [];
  if (query.offices.length > 0) conditions.push(officeIn(campaigns.officeSought, query.offices));
  if (query.campaigns.length > 0) conditions.push(inArray(campaignIdColumn, campaignIds));
  return conditions;
}

/** The filters as conditions on external filings; chosen filers are matched by name. */
export function externalConditions(
  governmentId: number,
  query: DashboardQuery,
  campaignsById: ReadonlyMap<number, DashboardCampaign>,
): SQL[] {
  const conditions: SQL[] = [
    eq(externalContributions.governmentId, governmentId),
    ...dateRange(externalContributions.date, query),
  ];
  if (query.offices.length > 0) {
    conditions.push(officeIn(externalContributions.officeSought, query.offices));
  }
  if (query.campaigns.length > 0) {
    const names = query.campaigns
      .map((id) => campaignsById.get(id))
      .filter((campaign): campaign is DashboardCampaign => campaign?.participating === false)
      .map((campaign) => campaign.name);
    conditions.push(inArray(externalContributions.campaignName, names));
  }
  return conditions;
}

/** The chosen candidates that are participating campaigns. */
export const chosenParticipatingIds = (
  query: DashboardQuery,
  campaignsById: ReadonlyMap<number, DashboardCampaign>,
): number[] => query.campaigns.filter((id) => campaignsById.get(id)?.participating);

async function participatingFacts(
  db: Database,
  governmentId: number,
  query: DashboardQuery,
  campaignIds: number[],
): Promise<ContributionFact[]> {
  const conditions = participatingConditions(governmentId, query, campaignIds);
  const rows = await db
    .select({
      ...participatingContributionColumns,
      paymentMethod: contributions.paymentMethod,
      batchId: participatingDonor,
      latitude: contributions.latitude,
      longitude: contributions.longitude,
    })
    .from(contributions)
    .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
    .where(and(...conditions));
  return rows.map((row) => ({ ...row, participating: true }));
}

async function externalFacts(
  db: Database,
  governmentId: number,
  query: DashboardQuery,
  campaignsById: ReadonlyMap<number, DashboardCampaign>,
): Promise<ContributionFact[]> {
  const conditions = externalConditions(governmentId, query, campaignsById);
  const rows = await db
    .select({
      ...externalContributionColumns,
      subType: externalContributions.contributionSubType,
      oaeType: externalContributions.oaeType,
      latitude: externalContributions.latitude,
      longitude: externalContributions.longitude,
    })
    .from(externalContributions)
    .where(and(...conditions));
  const campaignIds = externalCampaignIds([...campaignsById.values()]);
  return rows.map((row) => ({
    ...row,
    campaignId: campaignIds.get(externalCampaignKey(row.campaignName, row.officeSought)) ?? 0,
    matchAmountCents: null,
    // The state's filings carry no payment method.
    paymentMethod: undefined,
    participating: false,
  }));
}

/**
 * Every public contribution matching the filters: participating campaigns' submitted or
 * processed contributions (financing public or all) and external filings (private or all).
 */
export async function loadContributionFacts(
  db: Database,
  governmentId: number,
  query: DashboardQuery,
  campaignList: readonly DashboardCampaign[],
): Promise<ContributionFact[]> {
  const campaignsById = new Map(campaignList.map((campaign) => [campaign.id, campaign]));
  const participatingIds = chosenParticipatingIds(query, campaignsById);
  // Concatenated, not spread into push: a spread of ~125,000 rows overflows V8's stack.
  const parts: ContributionFact[][] = [];
  if (query.financing !== 'private') {
    parts.push(await participatingFacts(db, governmentId, query, participatingIds));
  }
  if (query.financing !== 'public') {
    parts.push(await externalFacts(db, governmentId, query, campaignsById));
  }
  return parts.flat();
}

/** The newest external filing date, shown beside the live-data time. */
export async function latestExternalDate(
  db: Database,
  governmentId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ latest: max(externalContributions.date) })
    .from(externalContributions)
    .where(eq(externalContributions.governmentId, governmentId));
  return row?.latest ?? null;
}
