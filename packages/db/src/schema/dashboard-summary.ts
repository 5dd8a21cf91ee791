import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// The public dashboard's figures, summarised per campaign by database triggers (migration
// `dashboard_summary_triggers`) so that a first view after a write reads a few thousand summary
// rows instead of grouping every public contribution. Public participating contributions only
// (submitted or processed); external filings are read live. Keyed by the contribution's own
// government and campaign, like the live query. Rows that fall to zero stay (readers leave them
// out), as in `record_totals`. No foreign
// keys, for the reason `record_totals` has none: the deltas arrive at commit, after a cascade.

/** Counts and money per campaign and chart bucket (the size and location of the domain's charts). */
export const dashboardTotals = pgTable(
  'dashboard_totals',
  {
    governmentId: integer('government_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
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
  },
  (table) => [
    primaryKey({
      name: 'dashboard_totals_pkey',
      columns: [
        table.governmentId,
        table.campaignId,
        table.isMatch,
        table.contributorType,
        table.size,
        table.location,
      ],
    }),
  ],
);

/** How many donations (matches left out) of each amount a campaign has: exact medians. */
export const dashboardAmounts = pgTable(
  'dashboard_amounts',
  {
    governmentId: integer('government_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'dashboard_amounts_pkey',
      columns: [table.governmentId, table.campaignId, table.amountCents],
    }),
  ],
);

/** The same counted over all campaigns of a government: the median of all participants. */
export const dashboardGovernmentAmounts = pgTable(
  'dashboard_government_amounts',
  {
    governmentId: integer('government_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'dashboard_government_amounts_pkey',
      columns: [table.governmentId, table.amountCents],
    }),
  ],
);

/** Each donor's gifts to a campaign (donations with a donor key): distinct donors by campaign. */
export const dashboardDonors = pgTable(
  'dashboard_donors',
  {
    governmentId: integer('government_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    donor: text('donor').notNull(),
    gifts: integer('gifts').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'dashboard_donors_pkey',
      columns: [table.governmentId, table.campaignId, table.donor],
    }),
  ],
);

/** Each donor's gifts to any campaign of a government: distinct donors of all participants. */
export const dashboardGovernmentDonors = pgTable(
  'dashboard_government_donors',
  {
    governmentId: integer('government_id').notNull(),
    donor: text('donor').notNull(),
    gifts: integer('gifts').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'dashboard_government_donors_pkey',
      columns: [table.governmentId, table.donor],
    }),
  ],
);

/**
 * Per campaign, what cannot be added up at read time cheaply: its distinct donors (the rows of
 * `dashboard_donors`, kept as donors come and go) and the median of its donations, recomputed
 * from `dashboard_amounts` for each campaign a commit touches.
 */
export const dashboardCampaignFigures = pgTable(
  'dashboard_campaign_figures',
  {
    governmentId: integer('government_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    donors: integer('donors').notNull(),
    medianCents: integer('median_cents'),
  },
  (table) => [
    primaryKey({
      name: 'dashboard_campaign_figures_pkey',
      columns: [table.governmentId, table.campaignId],
    }),
  ],
);

/**
 * A transaction's pending changes to the summaries, one row per statement and distinct fact
 * (campaign, buckets, donor, amount), added into them and deleted as the transaction commits,
 * as `record_totals_changes` is. Empty between transactions.
 */
export const dashboardFactChanges = pgTable('dashboard_fact_changes', {
  governmentId: integer('government_id').notNull(),
  campaignId: integer('campaign_id').notNull(),
  isMatch: boolean('is_match').notNull(),
  contributorType: text('contributor_type').notNull(),
  size: text('size').notNull(),
  location: text('location').notNull(),
  separate: boolean('separate').notNull(),
  donor: text('donor'),
  amountCents: integer('amount_cents').notNull(),
  count: integer('count').notNull(),
  matchCents: bigint('match_cents', { mode: 'number' }).notNull(),
});
