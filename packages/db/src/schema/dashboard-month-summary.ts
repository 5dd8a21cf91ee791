import { sql } from 'drizzle-orm';
import { index, integer, text } from 'drizzle-orm/pg-core';
import { periodKey, periodTotals } from './dashboard-summary';
import { keyedTable } from './keyed-table';

// The dashboard's summaries per calendar month (migration `dashboard_month_summary_triggers`),
// kept by the same triggers and commit flush as the all-time summaries of
// dashboard-summary.ts, so that a date range reads its whole months from a few summary rows and
// only its partial edge months from the contributions. Totals and amount counts add up across
// months; donors do not (a donor of two months counts once), so the donor rows are read and
// counted once per campaign at read time. `month` is the first day of the month. Campaign id 0
// in amounts and donors is all campaigns of the government together, as in the all-time tables.
// Rows that fall to zero stay (readers leave them out); no foreign keys, as in `record_totals`.

/** `dashboard_totals` per month: counts and money per campaign and chart bucket. */
export const dashboardMonthTotals = periodTotals('month');

/** `dashboard_amounts` per month: donations of each amount, for exact medians over months. */
export const dashboardMonthAmounts = keyedTable(
  'dashboard_month_amounts',
  {
    ...periodKey('month'),
    amountCents: integer('amount_cents').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [table.governmentId, table.month, table.campaignId, table.amountCents],
  // One campaign's months of a year, read to compute its year's median again on each commit
  // (`dashboard_year_medians`); by the key, that read went through every campaign's months.
  (table) => [
    index('dashboard_month_amounts_campaign_idx').on(
      table.governmentId,
      table.campaignId,
      table.month,
    ),
  ],
);

/**
 * `dashboard_donors` per month: each donor's gifts. Keyed by campaign and donor before the
 * month, so that a range's distinct donors per campaign come in key order from the index; the
 * donor is compared bytewise (`COLLATE "C"`, set by the custom migration), which is cheaper than
 * the database's language rules and all that counting needs.
 */
export const dashboardMonthDonors = keyedTable(
  'dashboard_month_donors',
  { ...periodKey('month'), donor: text('donor').notNull(), gifts: integer('gifts').notNull() },
  (table) => [table.governmentId, table.campaignId, table.donor, table.month],
  // The rows a commit's flush just brought to no gifts, which it then deletes: empty between
  // transactions, so the delete finds them without reading the table.
  (table) => [
    index('dashboard_month_donors_without_gifts_idx')
      .on(table.governmentId)
      .where(sql`${table.gifts} = 0`),
  ],
);
