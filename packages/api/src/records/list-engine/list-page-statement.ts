import type { DbOrTx } from '@portal/db';
import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Bound, listFilterCondition, type RecordColumns } from '../data/records';
import type { CountedScope } from './campaign-sort-walk';
import { totalsSum } from './list-count';
import { campaignInGovernment, type NarrowedScope } from './list-scope';

/**
 * What a list page's statement is made of. With a `shape`, every value in what `build` makes is
 * a placeholder named in `values`, and the statement's text depends on nothing but the shape:
 * `listPageReader` builds it once per shape and then only fills in the values.
 */
export interface PageStatement {
  shape?: string | undefined;
  /** Its best plan is the same whatever the values, so it may run where plans are kept. */
  reusablePlan?: boolean;
  build: () => { where: SQL; ordering: SQL[]; total?: SQL | undefined };
  values: Record<string, unknown>;
}

export interface SortedPage {
  narrowed: NarrowedScope;
  /** A condition only one kind of record has (the donor's previous gifts): never a shape. */
  extra: SQL | undefined;
  filter: { from?: string | null; to?: string | null; status?: string | null };
  /** The sort's ORDER BY, and a name of it for the shape. */
  ordering: () => SQL[];
  orderName: string;
  /** The field the ordering sorts by first ('id' where a campaign's rows sort by its name). */
  sortField: string;
  walk: { limit: number; offset: number };
  /** The scope's trigger-kept total, carried as one more column of the statement. */
  counted: CountedScope | undefined;
  /**
   * Sort the rows the filter selects instead of walking the sort's index: right where they are
   * few (a short date range) and the walk would test many rows outside them.
   */
  sortsRange?: boolean;
}

/**
 * Sorts whose index, after the scope, starts with the status and then sorts by them (or is the
 * status sort itself): `(scope, status, date | amount, id)` and `(scope, status, id)` in the
 * database's list indexes (`listIndexes`). The last also gives the ids in order under one status:
 * a campaign's rows sorted by its name.
 */
const SORTS_INDEXED_UNDER_STATUS = new Set(['date', 'amount', 'status', 'id']);

/**
 * Whether the best plan of the page is the same whatever the values: the scope's equality, and
 * the status's where the sort's index begins with it, then one ordered range of that index. A
 * date range too where the sort is the date: the same index's range of dates is the page's order
 * (planning the page took 1.0 ms of the 1.7 it cost PostgreSQL). Under any other sort a date
 * range, like a status the sort's index does not begin with, is planned best for its values,
 * unless the page chooses its reading in its statement (`choosesRangeReading`).
 * A range whose rows are sorted (`sortsRange`, chosen only where it is short) is read whole from
 * the scope's date index whatever its dates: planning such a page took 1.6 ms of its 2.9.
 */
const planIgnoresValues = (page: SortedPage, status: string | undefined): boolean =>
  page.sortsRange === true ||
  ((page.sortField === 'date' || (!page.filter.from && !page.filter.to)) &&
    (status === undefined || SORTS_INDEXED_UNDER_STATUS.has(page.sortField)));

/**
 * Whether a page of a date range under a sort other than the date chooses in its own statement
 * how it is read: walking the sort's index until it has passed the page's rows of the range, or
 * sorting the range's rows. PostgreSQL planned such a page for each run's values to make that
 * choice, 0.7-0.8 ms of planning for 0.4 ms of work (a government's contributions from a date by
 * amount, at a million rows); chosen in the statement from the kept totals, the page is planned
 * once. It needs the range's total as a column of the statement (`counted.days`: page 0, whose
 * total is not read first), one scope's equality and no status.
 */
const choosesRangeReading = (page: SortedPage, status: string | undefined): boolean =>
  page.sortsRange !== true &&
  page.counted?.days !== undefined &&
  status === undefined &&
  page.sortField !== 'date';

/**
 * The walk is chosen where it reads fewer index entries than the range has rows, each weighed
 * this many times: to pass the page it reads about (offset + limit) times the scope's rows over
 * the range's, and its cost grows where dates and the sort's values go together, which the
 * totals cannot tell.
 */
const WALKED_ENTRY_WEIGHT = 2;

/** A number written into a statement's text rather than sent as a parameter. */
const inText = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number;

/**
 * A page in a sort column's order: its ids walked in a subquery (one ordered index range, read
 * from the index alone however deep the page is), or with `sortsRange` the filter's rows sorted,
 * or the one of the two the kept totals choose (`choosesRangeReading`), and its rows read by id
 * in the same statement.
 * Where the scope is one column's equality (one government or one campaign, the lists people
 * page through) the values are placeholders, so no SQL is built per request: drizzle building
 * this statement was about a tenth of a list page's server CPU under load. The text is the same
 * as the one built with the values (the limit written in it where the plan is kept), so a
 * statement planned for each run's values is planned as the built one would be.
 */
export function sortedPageStatement(
  db: DbOrTx,
  table: PgTable & RecordColumns,
  page: SortedPage,
): PageStatement {
  const { narrowed, filter, walk, counted } = page;
  const equal = page.extra ? undefined : narrowed.equal;
  const status = filter.status && filter.status !== 'all' ? filter.status : undefined;
  const given = {
    scope: equal?.id,
    // The government the campaign of an unread scope must belong to (`unreadCampaignScope`).
    guard: narrowed.unread?.governmentId,
    from: filter.from || undefined,
    to: filter.to || undefined,
    status,
    limit: walk.limit,
    // drizzle leaves `offset 0` out of the text, so page 0 is a shape of its own.
    offset: walk.offset > 0 ? walk.offset : undefined,
    ...keptTotalValues(counted),
  };
  const values = Object.fromEntries(Object.entries(given).filter(([, value]) => value != null));
  const bound = <Value>(name: keyof typeof given, value: Value): Bound<Value> =>
    equal ? sql.placeholder(name) : value;
  // Where the plan cannot depend on the values, or the statement chooses its reading itself, it
  // runs where PostgreSQL keeps one plan for it (`withReusedPlans`), with the page size (one of
  // three) written into its text: a plan kept for a parameter limit is made as if the page were
  // a tenth of the scope.
  const choosesReading = equal !== undefined && choosesRangeReading(page, status);
  const reusablePlan = equal !== undefined && (choosesReading || planIgnoresValues(page, status));
  if (reusablePlan) delete values.limit;
  const build = () => {
    const scope = equal
      ? and(
          eq(table[equal.column] as PgColumn, sql.placeholder('scope')),
          given.guard === undefined
            ? undefined
            : campaignInGovernment(sql.placeholder('scope'), sql.placeholder('guard')),
        )
      : narrowed.condition;
    const condition = listFilterCondition(table, {
      from: given.from && bound('from', given.from),
      to: given.to && bound('to', given.to),
      status: status && bound('status', status),
    });
    const ordering = page.ordering();
    const selected = and(scope, page.extra, condition);
    const limit = reusablePlan ? inText(walk.limit) : bound('limit', walk.limit);
    const offset = given.offset === undefined ? 0 : bound('offset', given.offset);
    const walked = (condition?: SQL, where = selected) =>
      db
        .select({ id: table.id })
        .from(table)
        .where(and(where, condition))
        .orderBy(...ordering)
        .limit(limit)
        .offset(offset);
    // The range's rows, named as the table so the ordering's column references answer. Its id is
    // the subquery's, which drizzle cannot see as its column.
    const sorted = (condition?: SQL) =>
      db
        .select({ id: sql<number>`${table.id}` })
        .from(
          sql`(select * from ${table} where ${selected} offset 0) as ${sql.identifier(getTableName(table))}`,
        )
        .where(condition)
        .orderBy(...ordering)
        .limit(limit)
        .offset(offset);
    const total = counted && keptTotalColumn(db, counted, bound);
    if (choosesReading && counted?.days) {
      // Each branch's condition names no row, so PostgreSQL tests it once and reads one branch.
      const scopeRows = keptTotalColumn(db, { ...counted, days: undefined }, bound);
      const weight = sql.raw(String(WALKED_ENTRY_WEIGHT));
      // `offset 0` keeps the range's total one subquery, read once, not one per mention.
      const readBy = sql`select range_total.range_rows * range_total.range_rows
          >= ${weight} * (${limit} + ${offset}) * ${scopeRows} as walks
        from (select ${total} as range_rows offset 0) as range_total`;
      const walks = sql`(select walks from reading)`;
      // The walk tests each entry it passes for the range (`date + 0` is sorted by no index): its
      // plan, made for no particular range, would otherwise read a small campaign's range from
      // the date index and sort it, which for a large campaign's long range is what the walk
      // avoids.
      const testedPerEntry = (value: Bound<string> | undefined, operator: SQL) =>
        value === undefined ? undefined : sql`${table.date} + 0 ${operator} ${value}`;
      const walkedRange = and(
        scope,
        page.extra,
        testedPerEntry(given.from && bound('from', given.from), sql`>=`),
        testedPerEntry(given.to && bound('to', given.to), sql`<=`),
      );
      const ids = sql`with reading as materialized (${readBy})
        (${walked(walks, walkedRange)}) union all (${sorted(sql`not ${walks}`)})`;
      return { where: sql`${table.id} in (${ids})`, ordering, total };
    }
    // `offset 0` keeps PostgreSQL from walking an index in the sort's order: it reads the
    // selected rows (from the scope's date index alone, for the id sort) and sorts them.
    const ids = page.sortsRange ? sorted() : walked();
    return { where: inArray(table.id, ids), ordering, total };
  };
  if (!equal) return { build, values: {} };
  const totalShape = counted ? keptTotalShape(counted) : '';
  const shape = [
    page.orderName,
    equal.column,
    Object.keys(values).join('+'),
    totalShape,
    reusablePlan ? `limit ${walk.limit}` : '',
    page.sortsRange ? 'sorts range' : '',
    choosesReading ? 'chooses reading' : '',
  ].join(':');
  return { shape, build, values, reusablePlan };
}

/** The values of `keptTotalColumn`'s placeholders. */
export const keptTotalValues = (counted: CountedScope | undefined) => ({
  totalScope: counted ? (counted.campaignId ?? counted.governmentId) : undefined,
  totalStatus: counted?.status,
  totalFrom: counted?.days?.from,
  totalTo: counted?.days?.to,
});

/**
 * What `keptTotalColumn` makes of a scope, for a statement's shape: the kind is written into the
 * text, so it is part of the shape (one reader lists one kind today).
 */
export const keptTotalShape = (counted: CountedScope) =>
  [
    counted.kind,
    ':',
    counted.campaignId === undefined ? 'government' : 'campaign',
    counted.status === undefined ? '' : '+status',
    counted.days?.from === undefined ? '' : '+from',
    counted.days?.to === undefined ? '' : '+to',
  ].join('');

/**
 * The scope's trigger-kept total as one more column of a page's statement, its scope and status
 * given by `bound` (placeholders named as `keptTotalValues`, or the values themselves).
 */
export function keptTotalColumn(
  db: DbOrTx,
  counted: CountedScope,
  bound: <Value>(name: keyof ReturnType<typeof keptTotalValues>, value: Value) => Bound<Value>,
): SQL {
  const { days } = counted;
  return sql`(${totalsSum(db, {
    ...(counted.campaignId === undefined
      ? { governmentId: bound('totalScope', counted.governmentId) }
      : { campaignId: bound('totalScope', counted.campaignId) }),
    kind: counted.kind,
    status: counted.status === undefined ? undefined : bound('totalStatus', counted.status),
    days: days && {
      from: days.from === undefined ? undefined : bound('totalFrom', days.from),
      to: days.to === undefined ? undefined : bound('totalTo', days.to),
    },
  })})`;
}
