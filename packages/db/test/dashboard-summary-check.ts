import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/client';
import { queryRows } from './helpers';

/** Public contributions with what the dashboard's summaries key and count them by. */
const publicFacts = sql`
  select government_id, campaign_id, date_trunc('month', date)::date as month,
    oae_type = 'public_matching_contribution' as is_match,
    contributor_type, amount_cents, match_amount_cents,
    dashboard_size(small_cash, amount_cents) as size, dashboard_location(city, state) as location,
    donor, (small_cash or donor is null) as separate
  from (
    select *, coalesce(donor_key, batch_id) as donor,
      dashboard_small_cash(sub_type, payment_method, amount_cents) as small_cash
    from contributions where status in ('submitted', 'processed')
  ) as public_rows`;

/** Each summary table's rows, and the same rows counted afresh from the contributions. */
/** The public facts once per campaign and once more under campaign 0, all campaigns. */
const bothLevels = sql`
  select facts.*, level.summary_campaign_id from (${publicFacts}) as facts
  cross join lateral (values (campaign_id), (0)) as level(summary_campaign_id)`;

/** Each summary table's rows (fallen to zero left out) and the same counted afresh. */
const summaries: [name: string, kept: SQL, counted: SQL][] = [
  [
    'dashboard_totals',
    sql`select * from dashboard_totals where count <> 0`,
    sql`select government_id, campaign_id, is_match, contributor_type, size, location,
          count(*) as count, count(*) filter (where separate) as separate_count,
          sum(amount_cents) as amount_cents, coalesce(sum(match_amount_cents), 0) as match_cents
        from (${publicFacts}) as facts group by 1, 2, 3, 4, 5, 6`,
  ],
  [
    'dashboard_amounts',
    sql`select * from dashboard_amounts where count <> 0`,
    sql`select government_id, summary_campaign_id, amount_cents, count(*)
        from (${bothLevels}) as facts where not is_match group by 1, 2, 3`,
  ],
  [
    'dashboard_donors',
    sql`select * from dashboard_donors where gifts <> 0`,
    sql`select government_id, summary_campaign_id, donor, count(*)
        from (${bothLevels}) as facts where not is_match and not separate group by 1, 2, 3`,
  ],
  [
    'dashboard_campaign_figures',
    sql`select * from dashboard_campaign_figures where donors <> 0 or median_cents is not null`,
    sql`select government_id, summary_campaign_id,
          count(distinct donor) filter (where not separate),
          round(percentile_cont(0.5) within group (order by amount_cents)::numeric)::int
        from (${bothLevels}) as facts where not is_match group by 1, 2`,
  ],
];
/** The month summaries (migration `dashboard_month_summary_triggers`): the same, per month. */
summaries.push(
  [
    'dashboard_month_totals',
    sql`select * from dashboard_month_totals where count <> 0`,
    sql`select government_id, month, campaign_id, is_match, contributor_type, size, location,
          count(*) as count, count(*) filter (where separate) as separate_count,
          sum(amount_cents) as amount_cents, coalesce(sum(match_amount_cents), 0) as match_cents
        from (${publicFacts}) as facts group by 1, 2, 3, 4, 5, 6, 7`,
  ],
  [
    'dashboard_month_amounts',
    sql`select * from dashboard_month_amounts where count <> 0`,
    sql`select government_id, month, summary_campaign_id, amount_cents, count(*)
        from (${bothLevels}) as facts where not is_match group by 1, 2, 3, 4`,
  ],
  [
    'dashboard_month_donors',
    // A donor's month without gifts is deleted, not kept at zero.
    sql`select government_id, month, campaign_id, donor, gifts from dashboard_month_donors`,
    sql`select government_id, month, summary_campaign_id, donor, count(*)
        from (${bothLevels}) as facts where not is_match and not separate group by 1, 2, 3, 4`,
  ],
  [
    'dashboard_year_donor_counts',
    // Rows fallen to zero stay; a (year, campaign) without a donor has none.
    sql`select * from dashboard_year_donor_counts where donors <> 0`,
    sql`select government_id, date_trunc('year', month)::date, summary_campaign_id,
          count(distinct donor)
        from (${bothLevels}) as facts where not is_match and not separate group by 1, 2, 3`,
  ],
  [
    'dashboard_year_totals',
    sql`select * from dashboard_year_totals where count <> 0`,
    sql`select government_id, date_trunc('year', month)::date, campaign_id, is_match,
          contributor_type, size, location, count(*) as count,
          count(*) filter (where separate) as separate_count, sum(amount_cents) as amount_cents,
          coalesce(sum(match_amount_cents), 0) as match_cents
        from (${publicFacts}) as facts group by 1, 2, 3, 4, 5, 6, 7`,
  ],
  [
    'dashboard_year_medians',
    // Rows whose year lost its last amount stay, without a median.
    sql`select * from dashboard_year_medians where median_cents is not null`,
    sql`select government_id, date_trunc('year', month)::date, summary_campaign_id,
          round(percentile_cont(0.5) within group (order by amount_cents)::numeric)::int
        from (${bothLevels}) as facts where not is_match group by 1, 2, 3`,
  ],
);

/** What the map shows: public located gifts (no city match) at their public point, per campaign and under campaign 0. */
const mappedGifts = sql`
  select government_id, level.campaign_id, round(latitude * 1000)::int as latitude_milli,
    round(longitude * 1000)::int as longitude_milli, amount_cents,
    coalesce(match_amount_cents, 0) as match_cents, level.campaign_id = 0 as all_campaigns
  from contributions cross join lateral (values (campaign_id), (0)) as level(campaign_id)
  where status in ('submitted', 'processed') and oae_type <> 'public_matching_contribution'
    and latitude is not null and longitude is not null`;

summaries.push(
  [
    'dashboard_map_points',
    sql`select * from dashboard_map_points where count <> 0`,
    sql`select government_id, campaign_id, latitude_milli, longitude_milli, count(*),
          sum(amount_cents) as amount_cents, sum(match_cents) as match_cents
        from (${mappedGifts}) as gifts group by 1, 2, 3, 4`,
  ],
  [
    'dashboard_map_campaigns',
    sql`select * from dashboard_map_campaigns where count <> 0`,
    sql`select government_id, campaign_id, count(*), sum(amount_cents) as amount_cents,
          sum(match_cents) as match_cents
        from (${mappedGifts}) as gifts where not all_campaigns group by 1, 2`,
  ],
);

/** Rows as sorted lines of text (columns named apart: a row is an object), so both drivers' number types compare alike. */
async function lines(db: Database, query: SQL): Promise<string[]> {
  const rows = await queryRows<Record<string, unknown>>(db, query);
  return rows.map((row) => Object.values(row).map(String).join(' ')).sort();
}

/**
 * The dashboard's summary tables (migrations `dashboard_summary_triggers`,
 * `dashboard_map_summary_triggers`, `dashboard_month_summary_triggers` and
 * `dashboard_year_donor_counts_flush`), rows fallen to zero
 * left out, equal a fresh `GROUP BY` of the public contributions, and no delta is left waiting after a commit.
 */
export async function expectDashboardSummariesMatchRecords(db: Database): Promise<void> {
  for (const [name, kept, counted] of summaries) {
    expect({ [name]: await lines(db, kept) }).toEqual({ [name]: await lines(db, counted) });
  }
  expect(await lines(db, sql`select * from dashboard_fact_changes`)).toEqual([]);
  expect(await lines(db, sql`select * from dashboard_map_changes`)).toEqual([]);
}
