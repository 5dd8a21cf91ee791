import {
  type DbOrTx,
  type RecordTotalsKind,
  recordCampaignDayTotals,
  recordGovernmentDayTotals,
} from '@portal/db';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListScope } from '../../access/scope';
import type { Bound, RecordListFilter } from '../data/records';
import { totalsRowsOf } from '../data/totals-rows';
import type { CountedScope } from './campaign-sort-walk';

/**
 * Up to this many rows a list's total is counted exactly: a few milliseconds from an index, and
 * more than the pager's 101 pages of 150 can show. Past it, counting would read the whole scope
 * (tens of milliseconds at a million rows), so the planner's estimate is given instead.
 */
export const EXACT_COUNT_LIMIT = 20_000;

/**
 * Up to this many rows a name search's total is counted exactly, past it the planner's estimate
 * is given. A searched name's rows lie all over the table, and the trigram index cannot tell them
 * apart from its lossy matches without reading each row: at a million rows a common first name
 * (20,000 rows) took 0.5 s to count where its first page took 20 ms. A thousand rows (20 pages)
 * is more than a reviewer pages through for one name.
 */
export const SEARCH_EXACT_COUNT_LIMIT = 1_000;

export interface CountedTotal {
  total: number;
  /** True when `total` is the planner's estimate of a scope it puts past `EXACT_COUNT_LIMIT`. */
  totalIsEstimate: boolean;
}

/**
 * Where the planner puts a scope at more than this many times the limit, its estimate is given
 * without counting: counting up to the limit would read 20,001 index entries (2.5 ms of the
 * database at a million rows, on every page of a long date range) only to learn what the
 * estimate already says. The planner's estimates of the lists' conditions (a scope, a date
 * range, a status) came within a factor of 1.5 of the rows at a million rows. A scope it puts
 * three times too high is shown as a labelled estimate where it could have been counted.
 */
export const TRUSTED_ESTIMATE_FACTOR = 3;

/**
 * The rows `where` selects: exact up to the limit, else an estimate of at least the limit. The
 * planner is asked first (a plan, about 0.3 ms; `estimate` when the caller asked already), so a
 * scope far past the limit is not counted; but not where `atMost`, the kept total of the scope
 * `where` narrows (one campaign's records), is within `TRUSTED_ESTIMATE_FACTOR` times the limit:
 * the planner could then only lead to the same count (or, overestimating, skip a count that was
 * due), so it is counted at once, and a statement less is a third of a small page's time. The
 * planner is asked after all only when that count passes the limit.
 */
export async function countRows(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  options: { exactUpTo?: number; estimate?: number; atMost?: number } = {},
): Promise<CountedTotal> {
  const { exactUpTo = EXACT_COUNT_LIMIT } = options;
  const planned = () => options.estimate ?? estimatedRows(db, table, where);
  const countsFirst =
    options.atMost !== undefined && options.atMost <= TRUSTED_ESTIMATE_FACTOR * exactUpTo;
  const estimate = countsFirst ? undefined : await planned();
  if (estimate !== undefined && estimate > TRUSTED_ESTIMATE_FACTOR * exactUpTo)
    return { total: estimate, totalIsEstimate: true };
  const capped = await db.execute<{ total: number | string }>(
    sql`select count(*) as total from (select 1 from ${table} where ${where ?? sql`true`} limit ${exactUpTo + 1}) as capped`,
  );
  const exact = Number(resultRows<{ total: number | string }>(capped)[0]?.total ?? 0);
  if (exact <= exactUpTo) return { total: exact, totalIsEstimate: false };
  // Past the limit after all (rows the kept total did not hold yet: written since it was read,
  // or by this transaction before its commit): the planner's word.
  return { total: Math.max(exactUpTo + 1, estimate ?? (await planned())), totalIsEstimate: true };
}

/**
 * A page shorter than asked, holding rows or being the first, is the scope's end: the rows before
 * it and its own are the exact total, whatever the planner estimated. The planner takes the
 * conditions of a scope as independent, so a scope narrowed by a condition that correlates with
 * it can be put at tens of thousands of rows that are not there.
 */
export function totalSeenByPage(
  counted: CountedTotal,
  page: { offset: number; limit: number },
  rowsRead: number,
): CountedTotal {
  const ended = rowsRead < page.limit && (rowsRead > 0 || page.offset === 0);
  return counted.totalIsEstimate && ended
    ? { total: page.offset + rowsRead, totalIsEstimate: false }
    : counted;
}

/** The planner's estimate of the rows `where` selects: a plan, no rows read. */
export async function estimatedRows(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const plan = await db.execute<Record<string, unknown>>(
    sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`,
  );
  return Math.round(plannedRows(resultRows<Record<string, unknown>>(plan)[0]));
}

/**
 * The scope as the trigger-kept totals (of `kind`) count it, when the list asks for one campaign
 * the caller may see (`campaign`, from `narrowedScopeCondition`; from `unreadCampaignScope`, one
 * whose right the page's statement checks, so its total is answered only with rows) or one
 * government the caller administers, with no filter but a status, a date range or both (no
 * `extra` condition); else undefined.
 */
export function countedScope(
  kind: RecordTotalsKind | undefined,
  scope: ListScope,
  filter: RecordListFilter<string>,
  extra: SQL | undefined,
  campaign: { id: number } | undefined,
): CountedScope | undefined {
  if (!kind || extra) return undefined;
  const status = filter.status && filter.status !== 'all' ? filter.status : undefined;
  const dated = Boolean(filter.from || filter.to);
  const days = dated ? { from: filter.from || undefined, to: filter.to || undefined } : undefined;
  if (campaign) return { kind, campaignId: campaign.id, status, days };
  const { governmentId } = scope;
  if (scope.campaignId || !governmentId || !scope.governmentIds.includes(governmentId))
    return undefined;
  return { kind, governmentId, status, days };
}

/**
 * The total of a scope the trigger-kept totals count (one government or campaign, at most a
 * status, a date range): a read of a row per status (`record_government_totals`, or the
 * campaign's rows of `record_totals`), or under a date range of a row per day and status
 * (`record_government_day_totals`, `record_campaign_day_totals`), exact however many records it
 * holds, instead of counting up to the limit and asking the planner beyond it.
 */
export async function countFromTotals(db: DbOrTx, counted: CountedScope): Promise<CountedTotal> {
  const [row] = await totalsSum(db, counted);
  return { total: Number(row?.total ?? 0), totalIsEstimate: false };
}

/**
 * The sum of the scope's totals rows: `countFromTotals`, or a scalar subquery of a list page
 * (whose statement may bind the scope and status as parameters). A government's total reads
 * its own rows, not its campaigns': their number grows with the campaigns.
 */
export const totalsSum = (db: DbOrTx, counted: TotalsQuestion) => {
  const { totals, ofScope } = totalsAnswering(counted);
  const { status } = counted;
  return db
    .select({ total: sql<number | string>`coalesce(sum(${totals.count}), 0)` })
    .from(totals)
    .where(
      and(
        eq(totals.kind, counted.kind),
        ofScope,
        status === undefined ? undefined : eq(totals.status, status),
      ),
    );
};

/** A scope the totals count, any of its values possibly a placeholder. */
export type TotalsQuestion = Pick<CountedScope, 'kind'> & {
  status?: Bound<string> | undefined;
  days?: { from?: Bound<string> | undefined; to?: Bound<string> | undefined } | undefined;
} & ({ governmentId: Bound<number>; campaignId?: undefined } | { campaignId: Bound<number> });

/**
 * The totals rows that answer: under a date range, the campaign's or the government's day rows in
 * the range (read from their key's range); otherwise a campaign's rows or the government's own
 * (`totalsRowsOf`).
 */
function totalsAnswering(question: TotalsQuestion) {
  const { days, campaignId } = question;
  // A campaign's rows are the rows naming it, as the list's own condition reads them.
  if (!days)
    return totalsRowsOf(
      campaignId === undefined ? { governmentId: question.governmentId } : { campaignId },
    );
  const inRange = (date: PgColumn) =>
    and(
      days.from === undefined ? undefined : gte(date, days.from),
      days.to === undefined ? undefined : lte(date, days.to),
    );
  if (campaignId !== undefined) {
    const totals = recordCampaignDayTotals;
    return { totals, ofScope: and(eq(totals.campaignId, campaignId), inRange(totals.date)) };
  }
  const totals = recordGovernmentDayTotals;
  return {
    totals,
    ofScope: and(eq(totals.governmentId, question.governmentId), inRange(totals.date)),
  };
}

/** postgres.js answers `execute` with the rows themselves, PGlite with `{ rows }`. */
function resultRows<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/** The estimated rows of an `explain (format json)` answer row. */
function plannedRows(row: Record<string, unknown> | undefined): number {
  const value = row ? Object.values(row)[0] : undefined;
  const document = typeof value === 'string' ? JSON.parse(value) : value;
  const rows = (document as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.[
    'Plan Rows'
  ];
  return typeof rows === 'number' ? rows : 0;
}
