import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { calendarDate } from './columns';

/**
 * Distinct donors per campaign and calendar year (migration
 * `dashboard_year_donor_counts_flush`), so that a range of one whole year counts its donors
 * from one row per campaign instead of grouping the year's month donor rows
 * (`dashboard_month_donors`, about 180,000 at 1M rows).
 * Kept by the month summaries' commit flush: a donor's year counts once from the first of its
 * months with gifts, and no longer when the last of them falls to none. `year` is the first day
 * of the year; campaign id 0 is all campaigns of the government together. Rows fallen to zero
 * stay, as in the other summaries.
 */
export const dashboardYearDonorCounts = pgTable(
  'dashboard_year_donor_counts',
  {
    governmentId: integer('government_id').notNull(),
    year: calendarDate('year').notNull(),
    campaignId: integer('campaign_id').notNull(),
    donors: integer('donors').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'dashboard_year_donor_counts_pkey',
      columns: [table.governmentId, table.year, table.campaignId],
    }),
  ],
);
