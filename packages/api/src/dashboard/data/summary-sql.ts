import {
  campaigns,
  dashboardAmounts,
  dashboardCampaignFigures,
  dashboardDonors,
  dashboardTotals,
} from '@portal/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { campaignChoice, type DashboardQuery } from './facts';

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
      sql`${dashboardTotals.count} > 0`,
      ...campaignChoice(query, campaignIds, dashboardTotals.campaignId),
    )}`;
}

/** In the summaries, campaign id 0 counts all campaigns of the government together. */
const ALL_CAMPAIGNS = 0;

/**
 * Distinct donors and the median of all chosen campaigns together: the summaries' row for all
 * campaigns when every campaign is chosen, else the chosen campaigns' donors, each counted
 * once, and their counted amounts (rows fallen to zero left out; dashboard_median leaves out
 * zero counts itself).
 */
function allChosen(governmentId: number, query: DashboardQuery): { donors: SQL; median: SQL } {
  if (query.campaigns.length === 0 && query.offices.length === 0) {
    const figures = (column: SQL) => sql`select ${column} from ${dashboardCampaignFigures}
      where ${dashboardCampaignFigures.governmentId} = ${governmentId}
        and ${dashboardCampaignFigures.campaignId} = ${ALL_CAMPAIGNS}`;
    return {
      donors: sql`coalesce((${figures(sql`${dashboardCampaignFigures.donors}`)}), 0)`,
      median: sql`(${figures(sql`${dashboardCampaignFigures.medianCents}::float8`)})`,
    };
  }
  return {
    donors: sql`(select count(distinct ${dashboardDonors.value})::int from ${dashboardDonors}
      where ${dashboardDonors.governmentId} = ${governmentId}
        and ${dashboardDonors.campaignId} in (select id from chosen) and ${dashboardDonors.count} > 0)`,
    median: sql`(select dashboard_median(array_agg(amount_cents), array_agg(count))::float8
      from (
        select ${dashboardAmounts.value} as amount_cents,
          sum(${dashboardAmounts.count})::int as count
        from ${dashboardAmounts}
        where ${dashboardAmounts.governmentId} = ${governmentId}
          and ${dashboardAmounts.campaignId} in (select id from chosen)
        group by ${dashboardAmounts.value}
      ) as amounts)`,
  };
}

/**
 * Table figures of the participating campaigns, each campaign and all together, in the row
 * shape of dashboard-figures' stats query. Medians are exact (`dashboard_median` over counted
 * amounts, equal to `percentile_cont(0.5)` rounded half up); each campaign's, and all
 * campaigns', are kept by the triggers with their distinct donors.
 */
export function summaryStatsQuery(
  governmentId: number,
  query: DashboardQuery,
  campaignIds: number[],
): SQL {
  const whole = allChosen(governmentId, query);
  return sql`
    with chosen as (${chosenCampaigns(query, campaignIds)}),
    totals as (
      select campaign_id,
        coalesce(sum(count) filter (where not is_match), 0) as contributions,
        coalesce(sum(separate_count) filter (where not is_match), 0) as separate_donors,
        coalesce(sum(amount_cents) filter (where not is_match), 0) as total_cents,
        sum(match_cents) as match_cents
      from ${dashboardTotals}
      where ${dashboardTotals.governmentId} = ${governmentId}
        and ${dashboardTotals.campaignId} in (select id from chosen) and ${dashboardTotals.count} > 0
      group by campaign_id
    )
    select false as whole_participation, true as participating, totals.campaign_id,
      chosen.name as campaign_name, chosen.office_sought, totals.contributions::int,
      (coalesce(figures.donors, 0) + totals.separate_donors)::int as donors,
      figures.median_cents::float8, totals.total_cents::float8, totals.match_cents::float8
    from totals
    inner join chosen on chosen.id = totals.campaign_id
    left join ${dashboardCampaignFigures} as figures
      on figures.government_id = ${governmentId} and figures.campaign_id = totals.campaign_id
    union all
    select true, true, null, null, null, sum(contributions)::int,
      (${whole.donors} + sum(separate_donors))::int, ${whole.median},
      sum(total_cents)::float8, sum(match_cents)::float8
    from totals
    having count(*) > 0`;
}
