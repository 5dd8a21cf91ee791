import {
  type AnyPgColumn,
  bigint,
  boolean,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { calendarDate } from './columns';
import { keyedTable } from './keyed-table';

// The public dashboard's figures, summarised per campaign by database triggers (migration
// `dashboard_summary_triggers`) so that a first view after a write reads a few thousand summary
// rows instead of grouping every public contribution. Public participating contributions only
// (submitted or processed); external filings are read live. Keyed by the contribution's own
// government and campaign, like the live query. Rows that fall to zero stay (readers leave them
// out), as in `record_totals`. No foreign
// keys, for the reason `record_totals` has none: the deltas arrive at commit, after a cascade.
// Amounts, donors and figures also hold campaign id 0: all campaigns of the government together
// (campaign ids start at 1), so the whole government's median and donors are one row's read.

/**
 * A chart bucket's columns and what is counted in it (also the month summaries' totals,
 * dashboard-month-summary.ts).
 */
export const bucketTotals = () => ({
  /** The city's matching contributions: counted for match money only. */
  isMatch: boolean('is_match').notNull(),
  contributorType: text('contributor_type').notNull(),
  size: text('size').notNull(),
  location: text('location').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
  /** Gifts that count as a donor each (small miscellaneous cash, no donor key). */
  separateCount: bigint('separate_count', { mode: 'number' }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  matchCents: bigint('match_cents', { mode: 'number' }).notNull(),
});

/**
 * The key a summary per calendar period starts with: the government, the period's first day in
 * a column named after the period (`month`, `year`), and the campaign.
 */
export const periodKey = <Period extends 'month' | 'year'>(period: Period) => {
  const start = calendarDate(period).notNull();
  return {
    governmentId: integer('government_id').notNull(),
    ...({ [period]: start } as Record<Period, typeof start>),
    campaignId: integer('campaign_id').notNull(),
  };
};

type BucketColumn = 'isMatch' | 'contributorType' | 'size' | 'location';

/** The bucket's part of a totals table's key, after the campaign (and period) that own the row. */
export const bucketKey = (table: Record<BucketColumn, AnyPgColumn>) => [
  table.isMatch,
  table.contributorType,
  table.size,
  table.location,
];

/** Counts and money per campaign and chart bucket (the size and location of the domain's charts). */
export const dashboardTotals = keyedTable(
  'dashboard_totals',
  {
    governmentId: integer('government_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    ...bucketTotals(),
  },
  (table) => [table.governmentId, table.campaignId, ...bucketKey(table)],
);

/** `dashboard_totals` per calendar month or year: counts and money per campaign and chart bucket. */
export const periodTotals = <Period extends 'month' | 'year'>(period: Period) =>
  keyedTable(`dashboard_${period}_totals`, { ...periodKey(period), ...bucketTotals() }, (table) => [
    table.governmentId,
    table[period],
    table.campaignId,
    ...bucketKey(table),
  ]);

/**
 * Per government and campaign (or 0: all its campaigns), how many donations each value has:
 * a table keyed by the value, with its count.
 */
const countsPerCampaign = <Value extends PgColumnBuilderBase>(
  name: string,
  value: Value,
  countName: string,
) =>
  keyedTable(
    name,
    {
      governmentId: integer('government_id').notNull(),
      campaignId: integer('campaign_id').notNull(),
      value,
      count: integer(countName).notNull(),
    },
    (table) => [table.governmentId, table.campaignId, table.value],
  );

/** Donations (matches left out) of each amount in cents: exact medians. */
export const dashboardAmounts = countsPerCampaign(
  'dashboard_amounts',
  integer('amount_cents').notNull(),
  'count',
);

/** Each donor's gifts (donations with a donor key, counted in `gifts`): distinct donors. */
export const dashboardDonors = countsPerCampaign(
  'dashboard_donors',
  text('donor').notNull(),
  'gifts',
);

/**
 * Per campaign, what cannot be added up at read time cheaply: its distinct donors (the rows of
 * `dashboard_donors`, kept as donors come and go) and the median of its donations, recomputed
 * from `dashboard_amounts` for each campaign a commit touches.
 */
export const dashboardCampaignFigures = keyedTable(
  'dashboard_campaign_figures',
  {
    governmentId: integer('government_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    donors: integer('donors').notNull(),
    medianCents: integer('median_cents'),
  },
  (table) => [table.governmentId, table.campaignId],
);

/**
 * A transaction's pending changes to the summaries, one row per statement and distinct fact
 * (campaign, amount, donor, then the buckets those decide), added into them and deleted as the transaction commits,
 * as `record_totals_changes` is. Empty between transactions.
 */
export const dashboardFactChanges = pgTable('dashboard_fact_changes', {
  governmentId: integer('government_id').notNull(),
  campaignId: integer('campaign_id').notNull(),
  /** The first day of the gifts' month, for the month summaries (dashboard-month-summary.ts). */
  month: calendarDate('month').notNull(),
  amountCents: integer('amount_cents').notNull(),
  donor: text('donor'),
  separate: boolean('separate').notNull(),
  isMatch: boolean('is_match').notNull(),
  contributorType: text('contributor_type').notNull(),
  size: text('size').notNull(),
  location: text('location').notNull(),
  count: integer('count').notNull(),
  matchCents: bigint('match_cents', { mode: 'number' }).notNull(),
});
