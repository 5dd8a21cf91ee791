import type { RecordKind } from '@portal/domain';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { calendarDate, countAndAmount } from './columns';
import { keyedTable } from './keyed-table';

/**
 * What a totals row counts: every contribution or expenditure, or (migration `in_kind_totals`)
 * the in-kind contributions alone, for the Campaigns table's In-Kind column.
 */
export type RecordTotalsKind = RecordKind | 'in_kind_contribution';

const totalsKind = () => text('kind').$type<RecordTotalsKind>().notNull();

/** What a campaign's totals row is of: its kind, government, campaign and the records' status. */
const campaignTotalsKey = () => ({
  kind: totalsKind(),
  governmentId: integer('government_id').notNull(),
  campaignId: integer('campaign_id').notNull(),
  status: text('status').notNull(),
});

/** The figures of a totals row or change: how many records, their amounts and match money, in cents. */
const totalsFigures = () => ({
  ...countAndAmount(),
  matchAmountCents: bigint('match_amount_cents', { mode: 'number' }).notNull(),
});

/** A totals row's figures, which start at zero when its first record arrives. */
function totalsFiguresFromZero() {
  const { count, amountCents, matchAmountCents } = totalsFigures();
  return {
    count: count.default(0),
    amountCents: amountCents.default(0),
    matchAmountCents: matchAmountCents.default(0),
  };
}

/**
 * Per kind, government, campaign and status: how many records, their amounts and match money,
 * in cents. Kept by database triggers (migration `record_totals_triggers`) whatever path wrote
 * the records, so a campaign's `POST /summary` and list total read a few rows instead of
 * grouping every record (a government's read `record_government_totals`).
 * A row whose records are all gone stays with zeros (reading it adds nothing). No foreign keys:
 * the deltas of a transaction that deletes a campaign arrive at its commit, after the cascade.
 */
export const recordTotals = keyedTable(
  'record_totals',
  { ...campaignTotalsKey(), ...totalsFiguresFromZero() },
  (table) => [table.governmentId, table.campaignId, table.kind, table.status],
  // A government's campaigns are read by a prefix of the key (the campaign-name walk); a
  // campaign's rows by this index, as the records' government is not part of its question.
  (table) => [index('record_totals_campaign_idx').on(table.campaignId)],
);

/**
 * A transaction's pending changes to `record_totals`, one row per statement and totals row
 * touched, written by the statement triggers and added up into `record_government_totals`, the
 * day totals and `record_totals` (and deleted) by a deferred trigger as the transaction commits, so a totals
 * row is locked for the commit alone (as `dashboard_data_changes` does for the data version).
 * Empty between transactions.
 */
export const recordTotalsChanges = pgTable('record_totals_changes', {
  ...campaignTotalsKey(),
  ...totalsFigures(),
  /**
   * The records' date, for `record_government_day_totals` and `record_campaign_day_totals`
   * (migrations 0038 and 0040); null in the deltas of in-kind totals, which have none.
   */
  date: calendarDate('date'),
});

/**
 * `record_totals` added up per kind, government and status (migration
 * `record_government_totals`): a government's list total and summary read a row per status
 * instead of one per campaign and status, which grows with the campaigns. Kept by the same commit
 * flush, from the same deltas, so it always equals the sum of its campaigns' rows.
 */
export const recordGovernmentTotals = keyedTable(
  'record_government_totals',
  {
    kind: totalsKind(),
    governmentId: integer('government_id').notNull(),
    status: text('status').notNull(),
    ...totalsFiguresFromZero(),
  },
  (table) => [table.governmentId, table.kind, table.status],
);

/** A day totals row's date, status and count, after its kind and owner (government or campaign). */
const dayCount = () => ({
  date: calendarDate('date').notNull(),
  status: text('status').notNull(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

/**
 * How many records of the kinds `contribution` and `expenditure` each government holds per record
 * date and status (migration `record_government_day_totals`): a government's list total under a
 * date range is the sum of a row per day and status in the range, exact whatever the records,
 * where counting them took milliseconds per page and past 20,000 gave way to the planner's
 * estimate. Kept by the same commit flush as `record_totals`, from the same deltas. A row whose
 * records are all gone stays with a zero count.
 */
export const recordGovernmentDayTotals = keyedTable(
  'record_government_day_totals',
  { kind: totalsKind(), governmentId: integer('government_id').notNull(), ...dayCount() },
  (table) => [table.governmentId, table.kind, table.date, table.status],
);

/**
 * How many records of the kinds `contribution` and `expenditure` each campaign holds per record
 * date and status (migration `record_campaign_day_totals`): a campaign's list total under a date
 * range is the sum of its rows in the range, as a government's is of
 * `record_government_day_totals`. Kept by the same commit flush, from the same deltas. A row whose
 * records are all gone stays with a zero count.
 */
export const recordCampaignDayTotals = keyedTable(
  'record_campaign_day_totals',
  { kind: totalsKind(), campaignId: integer('campaign_id').notNull(), ...dayCount() },
  (table) => [table.campaignId, table.kind, table.date, table.status],
);
