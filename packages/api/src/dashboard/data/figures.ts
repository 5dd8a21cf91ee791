import type { Database, DbOrTx } from '@portal/db';
import { type SQL, sql } from 'drizzle-orm';
import {
  type CampaignRow,
  type ChartBar,
  type ComparePanel,
  compareCampaignRows,
  type DashboardCharts,
  type MoneyStats,
  type SummaryRow,
} from './aggregate';
import type { DashboardCampaign } from './campaign';
import { CHART_BUCKETS, chartBars } from './charts';
import { chosenParticipatingIds, type DashboardQuery } from './facts';
import { classifiedFacts } from './facts-sql';
import { figuresOverDateRange, rangeHoldsEveryGift } from './range-sql';
import { inOneSnapshot } from './read-snapshot';
import { summaryChartFacts, summaryStatsQuery } from './summary-sql';

/** What the dashboard's tables and charts show; `dashboard.view` adds the moment and date. */
export interface DashboardFigures {
  summary: SummaryRow[];
  charts: DashboardCharts;
  campaigns: CampaignRow[];
  panels: ComparePanel[];
}

interface StatsRow {
  whole_participation: boolean;
  participating: boolean;
  campaign_id: number | null;
  campaign_name: string | null;
  office_sought: string | null;
  contributions: number;
  donors: number;
  median_cents: number | null;
  total_cents: number;
  match_cents: number;
}

interface ChartRow {
  participating: boolean | null;
  campaign_id: number | null;
  campaign_name: string | null;
  office_sought: string | null;
  dimension: 'contributor_type' | 'size' | 'location';
  key: string;
  count: number;
  amount_cents: number;
}

/** Raw rows: PGlite answers `{ rows }`, postgres.js an array. */
async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * Table figures per participation and per campaign, in one pass. Donations (all but the city's
 * matches) make the count, donors, median and total; the match column adds every match amount.
 * The median is the database's `percentile_cont(0.5)`, rounded half up like the domain's.
 */
function statsQuery(facts: SQL): SQL {
  return sql`
    select grouping(campaign_name) = 1 as whole_participation, participating, campaign_id,
      campaign_name, office_sought,
      (count(*) filter (where not is_match))::int as contributions,
      ((count(distinct donor) filter (where not is_match and not separate_donor))
        + (count(*) filter (where not is_match and separate_donor)))::int as donors,
      round((percentile_cont(0.5) within group (order by amount_cents)
        filter (where not is_match))::numeric)::float8 as median_cents,
      coalesce(sum(amount_cents) filter (where not is_match), 0)::float8 as total_cents,
      coalesce(sum(match_cents), 0)::float8 as match_cents
    from (${facts}) as facts
    group by grouping sets (
      (participating), (participating, campaign_id, campaign_name, office_sought))`;
}

/**
 * Chart bars, city-wide and, in compare mode, per campaign; donations only. `facts` are live
 * rows or summary rows (or both), each weighing `gifts` contributions.
 */
function chartsQuery(facts: SQL, perCampaign: boolean): SQL {
  const campaign = sql`participating, campaign_id, campaign_name, office_sought`;
  const sets = ['contributor_type', 'size', 'location'].map((dimension) => sql.raw(dimension));
  const groupingSets = [
    ...sets.map((dimension) => sql`(${dimension})`),
    ...(perCampaign ? sets.map((dimension) => sql`(${campaign}, ${dimension})`) : []),
  ];
  // Columns outside every grouping set may not be selected: city-wide only, they are nulls.
  const campaignColumns = perCampaign
    ? campaign
    : sql`null::boolean as participating, null::int as campaign_id, null::text as campaign_name,
        null::text as office_sought`;
  return sql`
    select ${campaignColumns},
      case
        when grouping(contributor_type) = 0 then 'contributor_type'
        when grouping(size) = 0 then 'size'
        else 'location'
      end as dimension,
      coalesce(contributor_type, size, location) as key,
      sum(gifts)::int as count, sum(amount_cents)::float8 as amount_cents
    from (${facts}) as facts
    where not is_match
    group by grouping sets (${sql.join(groupingSets, sql`, `)})`;
}

const campaignKey = (row: {
  participating: boolean | null;
  campaign_id: number | null;
  campaign_name: string | null;
  office_sought: string | null;
}) =>
  row.participating
    ? `p${row.campaign_id}`
    : `e${row.campaign_name ?? ''}\u0000${row.office_sought ?? ''}`;

const moneyStatsOf = (row: StatsRow | undefined): MoneyStats => ({
  contributions: row?.contributions ?? 0,
  donors: row?.donors ?? 0,
  medianCents: row?.median_cents ?? null,
  totalCents: row?.total_cents ?? 0,
  matchCents: row?.match_cents ?? 0,
});

function barsOf<Key extends string>(
  buckets: { keys: readonly Key[]; labels: Record<Key, string> },
  rows: readonly ChartRow[],
): ChartBar[] {
  return chartBars(buckets, (key) => {
    const row = rows.find((candidate) => candidate.key === key);
    return row && { count: row.count, amountCents: row.amount_cents };
  });
}

function chartsOf(rows: readonly ChartRow[]): DashboardCharts {
  const of = (dimension: ChartRow['dimension']) =>
    rows.filter((row) => row.dimension === dimension);
  return {
    contributorType: barsOf(CHART_BUCKETS.contributorType, of('contributor_type')),
    contributionSize: barsOf(CHART_BUCKETS.contributionSize, of('size')),
    contributorLocation: barsOf(CHART_BUCKETS.contributorLocation, of('location')),
  };
}

/**
 * Participating campaigns' figures come from the summary tables, or for a date range that
 * leaves some out, from the same SQL over the range's own summaries (dashboard-range-sql.ts);
 * external filings, far fewer, are always read live.
 */
async function figureRows(
  db: DbOrTx,
  governmentId: number,
  query: DashboardQuery & { compare: boolean },
  campaignList: readonly DashboardCampaign[],
): Promise<{ stats: StatsRow[]; chartRows: ChartRow[] }> {
  if (query.financing === 'private') {
    const facts = classifiedFacts(governmentId, query, campaignList);
    return {
      stats: await rowsOf<StatsRow>(db, statsQuery(facts)),
      chartRows: await rowsOf<ChartRow>(db, chartsQuery(facts, query.compare)),
    };
  }
  const dated =
    (query.startDate || query.endDate) && !(await rangeHoldsEveryGift(db, governmentId, query));
  const campaignsById = new Map(campaignList.map((campaign) => [campaign.id, campaign]));
  const ids = chosenParticipatingIds(query, campaignsById);
  const external =
    query.financing === 'all'
      ? classifiedFacts(governmentId, { ...query, financing: 'private' }, campaignList)
      : null;
  let chartFacts = summaryChartFacts(governmentId, query, ids);
  if (external)
    chartFacts = sql`${chartFacts} union all
      select participating, campaign_id, campaign_name, office_sought, is_match,
        contributor_type, size, location, gifts, amount_cents
      from (${external}) as external_facts`;
  const queries = {
    stats: summaryStatsQuery(governmentId, query, ids),
    charts: chartsQuery(chartFacts, query.compare),
  };
  let figures: { stats: StatsRow[]; chartRows: ChartRow[] };
  if (dated) {
    const [row] = await rowsOf<{ stats: StatsRow[]; charts: ChartRow[] }>(
      db,
      figuresOverDateRange(queries, governmentId, query, campaignList),
    );
    figures = { stats: row?.stats ?? [], chartRows: row?.charts ?? [] };
  } else {
    figures = {
      stats: await rowsOf<StatsRow>(db, queries.stats),
      chartRows: await rowsOf<ChartRow>(db, queries.charts),
    };
  }
  if (external) figures.stats.push(...(await rowsOf<StatsRow>(db, statsQuery(external))));
  return figures;
}

/**
 * The dashboard's figures computed by the database: two aggregate queries over the public rows
 * of the filters, answering a few hundred rows whatever the number of contributions.
 */
export async function dashboardFigures(
  db: Database,
  governmentId: number,
  query: DashboardQuery & { compare: boolean },
  campaignList: readonly DashboardCampaign[],
): Promise<DashboardFigures> {
  const { stats, chartRows } = await inOneSnapshot(db, (tx) =>
    figureRows(tx, governmentId, query, campaignList),
  );

  const externalIds = new Map(
    campaignList
      .filter((campaign) => !campaign.participating)
      .map((campaign) => [`e${campaign.name}\u0000${campaign.officeSought}`, campaign.id]),
  );
  const campaignIdOf = (row: StatsRow) =>
    row.participating ? (row.campaign_id ?? 0) : (externalIds.get(campaignKey(row)) ?? 0);

  const summary = [true, false].map((participating): SummaryRow => {
    const row = stats.find(
      (candidate) => candidate.whole_participation && candidate.participating === participating,
    );
    return {
      participation: participating ? 'participants' : 'non_participants',
      label: participating ? 'Participants' : 'Non-participants',
      // Each campaign with a row in the filters has a group of its own.
      campaigns: stats.filter(
        (candidate) => !candidate.whole_participation && candidate.participating === participating,
      ).length,
      ...moneyStatsOf(row),
    };
  });

  const campaignRows = stats
    .filter((row) => !row.whole_participation)
    .map(
      (row): CampaignRow => ({
        campaignId: campaignIdOf(row),
        campaignName: row.campaign_name ?? '',
        officeSought: row.office_sought ?? '',
        participating: row.participating,
        ...moneyStatsOf(row),
      }),
    )
    .sort(compareCampaignRows);

  const cityWide = chartRows.filter((row) => row.participating === null);
  const chosen = query.compare
    ? query.campaigns.flatMap((id) => campaignList.filter((campaign) => campaign.id === id))
    : [];
  const panels = chosen.map((campaign): ComparePanel => {
    const key = campaign.participating
      ? `p${campaign.id}`
      : `e${campaign.name}\u0000${campaign.officeSought}`;
    const own = stats.find((row) => !row.whole_participation && campaignKey(row) === key);
    return {
      campaignId: campaign.id,
      campaignName: campaign.name,
      officeSought: campaign.officeSought,
      participating: campaign.participating,
      stats: moneyStatsOf(own),
      charts: chartsOf(
        chartRows.filter((row) => row.participating !== null && campaignKey(row) === key),
      ),
    };
  });

  return { summary, charts: chartsOf(cityWide), campaigns: campaignRows, panels };
}
