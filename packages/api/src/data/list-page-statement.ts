import type { DbOrTx } from '@portal/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CountedScope } from './campaign-sort-walk';
import { totalsSum } from './list-count';
import type { NarrowedScope } from './list-scope';
import { type Bound, listFilterCondition, type RecordColumns } from './records';

/**
 * What a list page's statement is made of. With a `shape`, every value in what `build` makes is
 * a placeholder named in `values`, and the statement's text depends on nothing but the shape:
 * `listPageReader` builds it once per shape and then only fills in the values.
 */
export interface PageStatement {
  shape?: string | undefined;
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
  walk: { limit: number; offset: number };
  /** The scope's trigger-kept total, carried as one more column of the statement. */
  counted: CountedScope | undefined;
}

/**
 * A page in a sort column's order: its ids walked in a subquery (one ordered index range, read
 * from the index alone however deep the page is) and its rows read by id in the same statement.
 * Where the scope is one column's equality (one government or one campaign, the lists people
 * page through) the values are placeholders, so no SQL is built per request: drizzle building
 * this statement was about a tenth of a list page's server CPU under load. The text is the same
 * as the one built with the values, so PostgreSQL plans it the same way.
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
    from: filter.from || undefined,
    to: filter.to || undefined,
    status,
    limit: walk.limit,
    // drizzle leaves `offset 0` out of the text, so page 0 is a shape of its own.
    offset: walk.offset > 0 ? walk.offset : undefined,
    totalScope: counted ? (counted.campaignId ?? counted.governmentId) : undefined,
    totalStatus: counted?.status,
  };
  const values = Object.fromEntries(Object.entries(given).filter(([, value]) => value != null));
  const bound = <Value>(name: keyof typeof given, value: Value): Bound<Value> =>
    equal ? sql.placeholder(name) : value;
  const build = () => {
    const scope = equal
      ? eq(table[equal.column] as PgColumn, sql.placeholder('scope'))
      : narrowed.condition;
    const condition = listFilterCondition(table, {
      from: given.from && bound('from', given.from),
      to: given.to && bound('to', given.to),
      status: status && bound('status', status),
    });
    const ordering = page.ordering();
    const ids = db
      .select({ id: table.id })
      .from(table)
      .where(and(scope, page.extra, condition))
      .orderBy(...ordering)
      .limit(bound('limit', walk.limit))
      .offset(given.offset === undefined ? 0 : bound('offset', given.offset));
    const total =
      counted &&
      sql`(${totalsSum(db, {
        kind: counted.kind,
        governmentId: bound('totalScope', counted.governmentId),
        campaignId:
          counted.campaignId === undefined ? undefined : bound('totalScope', counted.campaignId),
        status: counted.status === undefined ? undefined : bound('totalStatus', counted.status),
      })})`;
    return { where: inArray(table.id, ids), ordering, total };
  };
  if (!equal) return { build, values: {} };
  const totalShape = counted
    ? `${counted.campaignId === undefined ? 'government' : 'campaign'}`
    : '';
  const shape = [page.orderName, equal.column, Object.keys(values).join('+'), totalShape].join(':');
  return { shape, build, values };
}
