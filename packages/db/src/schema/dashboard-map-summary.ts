import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { countAndAmount } from './columns';
import { keyedTable } from './keyed-table';

// The dashboard map's summaries, kept by database triggers (migration
// `dashboard_map_summary_triggers`) on the model of the dashboard's summaries: public
// participating contributions (submitted or processed) that the map shows (the city's matches
// are not mapped), counted per public point. A point is the 0.001-degree snapped position the
// map already shows (latitude and longitude times 1,000, whole numbers), so the map's cells at
// any zoom, its area filter and its centroids are computed from these rows exactly as from the
// contributions themselves. External filings are read live. Rows that fall to zero stay
// (readers leave them out); no foreign keys, as in `record_totals`.

/** The key every map summary row starts with: the gifts' own government and campaign. */
const campaignKey = () => ({
  governmentId: integer('government_id').notNull(),
  campaignId: integer('campaign_id').notNull(),
});

/** A public point: the snapped latitude and longitude in whole thousandths of a degree. */
const publicPoint = () => ({
  latitudeMilli: integer('latitude_milli').notNull(),
  longitudeMilli: integer('longitude_milli').notNull(),
});

/** The figures each summary row carries: gifts, their money and their match money. */
const mappedMoney = () => ({
  ...countAndAmount(),
  matchCents: bigint('match_cents', { mode: 'number' }).notNull(),
});

/**
 * Located gifts per government, campaign and public point. Campaign id 0 holds all campaigns of
 * the government together (campaign ids start at 1): the city-wide map reads one row per point.
 */
export const dashboardMapPoints = keyedTable(
  'dashboard_map_points',
  { ...campaignKey(), ...publicPoint(), ...mappedMoney() },
  (table) => [table.governmentId, table.campaignId, table.latitudeMilli, table.longitudeMilli],
);

/** Located gifts per campaign, all points together: the map's per-campaign totals without an area. */
export const dashboardMapCampaigns = keyedTable(
  'dashboard_map_campaigns',
  { ...campaignKey(), ...mappedMoney() },
  (table) => [table.governmentId, table.campaignId],
);

/**
 * A transaction's pending changes to the map's summaries, one row per statement, campaign and
 * point, added into them and deleted as the transaction commits, like `dashboard_fact_changes`.
 */
export const dashboardMapChanges = pgTable('dashboard_map_changes', {
  ...campaignKey(),
  ...publicPoint(),
  ...mappedMoney(),
});
