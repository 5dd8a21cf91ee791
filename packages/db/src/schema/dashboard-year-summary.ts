import { integer } from 'drizzle-orm/pg-core';
import { periodKey, periodTotals } from './dashboard-summary';
import { keyedTable } from './keyed-table';

// The dashboard's figures per calendar year, so that a range of one whole year reads one row
// per campaign (and bucket) instead of grouping its twelve months' rows (about 60,000 totals
// and 86,000 amount rows a year at 1M contributions; a year's range took 250-370 ms). Kept by
// the month summaries' commit flush (migrations `dashboard_year_donor_counts_flush` and
// `dashboard_year_summary_flush`). `year` is the first day of the year; campaign id 0 is all
// campaigns of the government together. Rows fallen to zero stay, as in the other summaries.

/**
 * Distinct donors per campaign and calendar year: a donor's year counts once from the first of
 * its months with gifts, and no longer when the last of them falls to none.
 */
export const dashboardYearDonorCounts = keyedTable(
  'dashboard_year_donor_counts',
  { ...periodKey('year'), donors: integer('donors').notNull() },
  (table) => [table.governmentId, table.year, table.campaignId],
);

/** `dashboard_month_totals` per year: counts and money per campaign and chart bucket. */
export const dashboardYearTotals = periodTotals('year');

/**
 * The median donation per campaign and calendar year, computed again from the year's month
 * amounts (`dashboard_month_amounts`) whenever a commit changes them; null when the year has
 * none.
 */
export const dashboardYearMedians = keyedTable(
  'dashboard_year_medians',
  { ...periodKey('year'), medianCents: integer('median_cents') },
  (table) => [table.governmentId, table.year, table.campaignId],
);
