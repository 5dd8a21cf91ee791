import { contributions, type DbOrTx } from '@portal/db';
import { and, eq, max, min, type SQL, sql } from 'drizzle-orm';
import { type DashboardCampaign, type DashboardQuery, publicStatus } from './dashboard-facts';
import { classifiedFacts } from './dashboard-facts-sql';

// A date range's figures of the participating campaigns. The trigger-kept summaries hold no
// day, and a summary with one would be nearly as many rows as the contributions (a per-day key
// is 414,310 rows at 1M), so the range's public rows are read, through the index of migration
// `dashboard_date_index` alone (an index-only scan in date order), and grouped by hash into the
// summary tables' shapes. These are named as the summary tables themselves, so the SQL that
// reads the summaries (dashboard-summary-sql.ts) answers a range too, unchanged: a query's
// common table expression hides the table of the same name. Every figure stays exact.

/**
 * Common table expressions, to go after `with`: the summaries of the range's rows under the
 * summary tables' names (`dashboard_totals`, `dashboard_amounts`, `dashboard_donors`,
 * `dashboard_campaign_figures`, with the same columns; campaign id 0 only in the figures).
 */
function rangeSummaries(
  governmentId: number,
  query: DashboardQuery,
  campaignList: readonly DashboardCampaign[],
): SQL {
  const facts = classifiedFacts(governmentId, { ...query, financing: 'public' }, campaignList);
  const government = sql`${governmentId}::int as government_id`;
  const median = sql`dashboard_median(array_agg(amount_cents), array_agg(count))`;
  return sql`
    range_facts as materialized (
      select campaign_id, is_match, contributor_type, size, location, amount_cents, match_cents,
        donor, separate_donor
      from (${facts}) as facts
    ),
    dashboard_totals as (
      select ${government}, campaign_id, is_match, contributor_type, size, location,
        count(*) as count, count(*) filter (where separate_donor) as separate_count,
        sum(amount_cents) as amount_cents, coalesce(sum(match_cents), 0) as match_cents
      from range_facts
      group by campaign_id, is_match, contributor_type, size, location
    ),
    dashboard_amounts as (
      select ${government}, campaign_id, amount_cents, count(*)::int as count
      from range_facts where not is_match
      group by campaign_id, amount_cents
    ),
    dashboard_donors as (
      select ${government}, campaign_id, donor, count(*)::int as gifts
      from range_facts where not is_match and not separate_donor
      group by campaign_id, donor
    ),
    dashboard_campaign_figures as (
      select government_id, campaign_id, coalesce(max(donors), 0)::int as donors,
        max(median_cents) as median_cents
      from (
        select government_id, campaign_id, count(*) as donors, null::int as median_cents
        from dashboard_donors group by government_id, campaign_id
        union all
        select government_id, campaign_id, null, ${median}
        from dashboard_amounts group by government_id, campaign_id
        union all
        select government_id, 0, count(distinct donor), null
        from dashboard_donors group by government_id
        union all
        select government_id, 0, null, ${median}
        from (
          select government_id, amount_cents, sum(count)::int as count
          from dashboard_amounts group by government_id, amount_cents
        ) as all_amounts
        group by government_id
      ) as figures
      group by government_id, campaign_id
    )`;
}

/**
 * The stats and chart queries (reading the summary tables) answered for the date range of
 * `query` in one statement, so the range's rows are read once: one row, each query's rows as a
 * JSON array (numbers are the queries' int and float8 columns, exact in JSON).
 */
export function figuresOverDateRange(
  queries: { stats: SQL; charts: SQL },
  governmentId: number,
  query: DashboardQuery,
  campaignList: readonly DashboardCampaign[],
): SQL {
  const rows = (rowsQuery: SQL) =>
    sql`(select coalesce(json_agg(row_of), '[]') from (${rowsQuery}) as row_of)`;
  return sql`with ${rangeSummaries(governmentId, query, campaignList)}
    select ${rows(queries.stats)} as stats, ${rows(queries.charts)} as charts`;
}

/**
 * Whether the date range of `query` leaves out none of the government's public contributions
 * (the whole cycle, or a range open at one end before the first gift or after the last): its
 * figures are then the summary tables' as they are. Two reads of the date index's ends.
 */
export async function rangeHoldsEveryGift(
  db: DbOrTx,
  governmentId: number,
  query: Pick<DashboardQuery, 'startDate' | 'endDate'>,
): Promise<boolean> {
  const [ends] = await db
    .select({ first: min(contributions.date), last: max(contributions.date) })
    .from(contributions)
    .where(and(eq(contributions.governmentId, governmentId), publicStatus));
  if (!ends?.first || !ends.last) return true;
  return (
    (!query.startDate || query.startDate <= ends.first) &&
    (!query.endDate || query.endDate >= ends.last)
  );
}
