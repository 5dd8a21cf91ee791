import {
  campaigns,
  dashboardAmounts,
  dashboardDonorCounts,
  dashboardDonors,
  dashboardGovernmentDonors,
  dashboardTotals,
} from '@portal/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { campaignChoice, type DashboardQuery } from './dashboard-facts';

// The participating campaigns' figures read from the summary tables the database keeps by
// triggers (migration `dashboard_summary_triggers`): a few rows per campaign, bucket, amount or
// donor, whatever the number of contributions. The summaries hold no dates, so a date range
// reads the contributions themselves (dashboard-facts-sql.ts).

/** The chosen participating campaigns, with the names and offices the dashboard shows. */
function chosenCampaigns(query: DashboardQuery, campaignIds: number[]): SQL {
  return sql`select ${campaigns.id} as id, ${campaigns.name} as name,
      ${campaigns.officeSought} as office_sought
    from ${campaigns}
    where ${and(sql`true`, ...campaignChoice(query, campaignIds, campaigns.id))}`;
}

/**
 * The summary's bucket rows as the charts read the live facts: the same columns, each row
 * weighing `gifts` contributions.
 */
export function summaryChartFacts(
  governmentId: number,
  query: DashboardQuery,
  campaignIds: number[],
): SQL {
  return sql`
    select true as participating, ${dashboardTotals.campaignId} as campaign_id,
      ${campaigns.name} as campaign_name, ${campaigns.officeSought} as office_sought,
      ${dashboardTotals.isMatch} as is_match, ${dashboardTotals.contributorType} as contributor_type,
      ${dashboardTotals.size} as size, ${dashboardTotals.location} as location,
      ${dashboardTotals.count} as gifts, ${dashboardTotals.amountCents} as amount_cents
    from ${dashboardTotals}
    inner join ${campaigns} on ${campaigns.id} = ${dashboardTotals.campaignId}
    where ${and(
      eq(dashboardTotals.governmentId, governmentId),
      ...campaignChoice(query, campaignIds, dashboardTotals.campaignId),
    )}`;
}

/**
 * Distinct donors of all chosen campaigns together: the government's donor table when every
 * campaign is chosen, else the chosen campaigns' donors, counted once each.
 */
function allDonors(governmentId: number, query: DashboardQuery): SQL {
  if (query.campaigns.length === 0 && query.offices.length === 0) {
    return sql`select count(*)::int as donors from ${dashboardGovernmentDonors}
      where ${eq(dashboardGovernmentDonors.governmentId, governmentId)}`;
  }
  return sql`select count(distinct ${dashboardDonors.donor})::int as donors
    from ${dashboardDonors}
    where ${dashboardDonors.governmentId} = ${governmentId}
      and ${dashboardDonors.campaignId} in (select id from chosen)`;
}

/**
 * Table figures of the participating campaigns, each campaign and all together, in the row
 * shape of dashboard-figures' stats query. Medians are exact: the amount at the middle of each
 * campaign's counted amounts (the mean of the two middle ones for an even count), rounded half
 * up as `percentile_cont(0.5)` is there; `campaign_id` null in `ranked` is all campaigns.
 */
export function summaryStatsQuery(
  governmentId: number,
  query: DashboardQuery,
  campaignIds: number[],
): SQL {
  const ofChosen = (table: typeof dashboardTotals | typeof dashboardAmounts) =>
    sql`${table.governmentId} = ${governmentId} and ${table.campaignId} in (select id from chosen)`;
  return sql`
    with chosen as (${chosenCampaigns(query, campaignIds)}),
    totals as (
      select campaign_id,
        coalesce(sum(count) filter (where not is_match), 0) as contributions,
        coalesce(sum(separate_count) filter (where not is_match), 0) as separate_donors,
        coalesce(sum(amount_cents) filter (where not is_match), 0) as total_cents,
        sum(match_cents) as match_cents
      from ${dashboardTotals} where ${ofChosen(dashboardTotals)}
      group by campaign_id
    ),
    amounts as (
      select campaign_id, amount_cents, count from ${dashboardAmounts}
      where ${ofChosen(dashboardAmounts)}
    ),
    ranked as (
      select campaign_id, amount_cents, count,
        sum(count) over (partition by campaign_id order by amount_cents) as upto,
        sum(count) over (partition by campaign_id) as total
      from (
        select * from amounts
        union all
        select null, amount_cents, sum(count)::int from amounts group by amount_cents
      ) as both_levels
    ),
    medians as (
      select campaign_id, round(avg(amount_cents))::float8 as median_cents from ranked
      where upto - count <= total / 2 and (total - 1) / 2 < upto
      group by campaign_id
    ),
    campaign_donors as (
      select campaign_id, donors from ${dashboardDonorCounts}
      where ${dashboardDonorCounts.governmentId} = ${governmentId}
    )
    select false as whole_participation, true as participating, totals.campaign_id,
      chosen.name as campaign_name, chosen.office_sought, totals.contributions::int,
      (coalesce(campaign_donors.donors, 0) + totals.separate_donors)::int as donors,
      medians.median_cents, totals.total_cents::float8, totals.match_cents::float8
    from totals
    inner join chosen on chosen.id = totals.campaign_id
    left join campaign_donors on campaign_donors.campaign_id = totals.campaign_id
    left join medians on medians.campaign_id = totals.campaign_id
    union all
    select true, true, null, null, null, sum(contributions)::int,
      ((${allDonors(governmentId, query)}) + sum(separate_donors))::int,
      (select median_cents from medians where campaign_id is null),
      sum(total_cents)::float8, sum(match_cents)::float8
    from totals
    having count(*) > 0`;
}
