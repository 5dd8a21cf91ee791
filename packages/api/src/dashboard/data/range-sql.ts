import { contributions, type DbOrTx } from '@portal/db';
import { and, eq, max, min, type SQL, sql } from 'drizzle-orm';
import type { DashboardCampaign } from './campaign';
import { type DashboardQuery, publicStatus } from './facts';
import { classifiedFacts } from './facts-sql';
import { type MonthSplit, splitIntoMonths, wholeYearOf } from './range-months';

// A date range's figures of the participating campaigns. The calendar months the range holds
// whole are read from the month summaries the triggers keep (migration
// `dashboard_month_summary_triggers`), and only the days of a partly held month at either end
// from the contributions, through the index of migration `dashboard_date_index` (an index-only
// scan in date order). Both are grouped into the all-time summary tables' shapes, under their
// names, so the SQL that reads the summaries (dashboard-summary-sql.ts) answers a range too,
// unchanged: a query's common table expression hides the table of the same name. Every figure
// stays exact: totals and amount counts add up across months and edges; donors are grouped per
// campaign over the range's months, so a donor of two months counts once. A range of exactly one
// calendar year reads the year summaries instead, which hold its totals, donors and medians.

/** Rows of a month summary table in the range's whole months. */
function inMonths(table: string, governmentId: number, months: MonthSplit['months']): SQL {
  if (!months) return sql`select * from ${sql.identifier(table)} where false`;
  return sql`select * from ${sql.identifier(table)}
    where government_id = ${governmentId}
      ${months.from ? sql`and month >= ${months.from}::date` : sql``}
      ${months.until ? sql`and month < ${months.until}::date` : sql``}`;
}

/** Parts of one summary, months and edges, as one relation (`union all`). */
const parts = (...relations: (SQL | null)[]) =>
  sql.join(
    relations.filter((relation) => relation !== null),
    sql` union all `,
  );

/**
 * Common table expressions, to go after `with`: the summaries of the range under the summary
 * tables' names (`dashboard_totals`, `dashboard_amounts`, `dashboard_donors`,
 * `dashboard_campaign_figures`, with the same columns). Amounts and donors hold campaign id 0,
 * all campaigns together, as the month summaries do; the figures are counted from those rows.
 */
function rangeSummaries(
  governmentId: number,
  query: DashboardQuery,
  campaignList: readonly DashboardCampaign[],
): SQL {
  const split = splitIntoMonths(query);
  const { months, edges } = split;
  const year = wholeYearOf(split);
  const edgeFacts = edges.map((edge) =>
    classifiedFacts(governmentId, { ...query, ...edge, financing: 'public' }, campaignList),
  );
  const fromEdges = edgeFacts.length > 0;
  const government = sql`${governmentId}::int as government_id`;
  const bothLevels = sql`range_facts cross join lateral (values (campaign_id), (0)) as level(level_id)`;
  const median = sql`dashboard_median(array_agg(amount_cents), array_agg(count))`;
  // The edges' rows, read once for the three summaries that add them.
  const rangeFacts = fromEdges
    ? sql`range_facts as materialized (
        select campaign_id, is_match, contributor_type, size, location, amount_cents,
          match_cents, donor collate "C" as donor, separate_donor
        from (${sql.join(edgeFacts, sql` union all `)}) as facts
      ),`
    : sql``;
  // One whole calendar year reads its own summaries (migration `dashboard_year_summary_flush`):
  // a row per campaign and bucket, and each campaign's donors and median, instead of grouping
  // its twelve months' rows (250-370 ms at 1M contributions).
  const yearRows = (table: string) =>
    sql`select * from ${sql.identifier(table)}
      where government_id = ${governmentId} and year = ${year}::date`;
  const rangeTotals = year
    ? yearRows('dashboard_year_totals')
    : parts(
        months &&
          sql`select campaign_id, is_match, contributor_type, size, location, count,
            separate_count, amount_cents, match_cents
          from (${inMonths('dashboard_month_totals', governmentId, months)}) as whole_months`,
        fromEdges
          ? sql`select campaign_id, is_match, contributor_type, size, location, 1 as count,
            case when separate_donor then 1 else 0 end as separate_count, amount_cents,
            coalesce(match_cents, 0) as match_cents
          from range_facts`
          : null,
      );
  return sql`${rangeFacts}
    dashboard_totals as (
      -- Not grouped: a bucket may have a row per month and per edge gift. Its readers only add
      -- these columns up per campaign or chart bar, and a row at zero adds nothing.
      select ${government}, campaign_id, is_match, contributor_type, size, location, count,
        separate_count, amount_cents, match_cents
      from (${rangeTotals}) as range_totals
    ),
    dashboard_amounts as (
      select ${government}, campaign_id, amount_cents, sum(count)::int as count
      from (${parts(
        months &&
          sql`select campaign_id, amount_cents, count
          from (${inMonths('dashboard_month_amounts', governmentId, months)}) as whole_months`,
        fromEdges
          ? sql`select level_id as campaign_id, amount_cents, 1 as count
              from ${bothLevels} where not is_match`
          : null,
      )}) as range_amounts
      group by campaign_id, amount_cents
    ),
    dashboard_donors as (
      -- Readers only ask whether a donor gave (gifts > 0): a month row is one, and the month
      -- summary holds no donor's month without gifts, so its key alone is read.
      select ${government}, campaign_id, donor, count(*)::int as gifts
      from (${parts(
        months &&
          sql`select campaign_id, donor
          from (${inMonths('dashboard_month_donors', governmentId, months)}) as whole_months`,
        fromEdges
          ? sql`select level_id as campaign_id, donor from ${bothLevels}
            where not is_match and not separate_donor`
          : null,
      )}) as range_donors
      group by campaign_id, donor
    ),
    dashboard_campaign_figures as (
      -- A whole calendar year's donors and medians are kept already, per campaign (the month
      -- donors and amounts are then read only by a filter that counts the chosen campaigns
      -- together).
      select government_id, campaign_id, coalesce(max(donors), 0)::int as donors,
        max(median_cents) as median_cents
      from (
        ${
          year
            ? sql`select government_id, campaign_id, donors::bigint, null::int as median_cents
              from (${yearRows('dashboard_year_donor_counts')}) as year_donors
              union all
              select government_id, campaign_id, null, median_cents
              from (${yearRows('dashboard_year_medians')}) as year_medians`
            : sql`select government_id, campaign_id, count(*) as donors, null::int as median_cents
              from dashboard_donors group by government_id, campaign_id
              union all
              select government_id, campaign_id, null, ${median}
              from dashboard_amounts group by government_id, campaign_id`
        }
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
