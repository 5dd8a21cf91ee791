import { campaigns } from '@portal/db';
import type { SortDirection } from '@portal/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  is,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { ListScope } from '../../access/scope';

/** The columns contributions and expenditures share, so one query builder serves both. */
export interface RecordColumns {
  id: PgColumn;
  campaignId: PgColumn;
  governmentId: PgColumn;
  status: PgColumn;
  date: PgColumn;
}

/** Database-side filter of a list: from/to calendar dates and a status ('all' already dropped). */
export interface RecordListFilter<Status extends string> {
  from?: string | null | undefined;
  to?: string | null | undefined;
  status?: Status | 'all' | null | undefined;
  /** Part of the list's name (the contributor's or payee's), in any case and accents. */
  name?: string | null | undefined;
}

export interface RecordSort<Field extends string> {
  field: Field;
  direction: SortDirection;
}

/** Rows the caller may see: their governments' campaigns or their own campaigns, and no more. */
export function scopeCondition(
  columns: Pick<RecordColumns, 'campaignId' | 'governmentId'>,
  scope: ListScope,
): SQL {
  const visible: SQL[] = [];
  if (scope.governmentIds.length > 0)
    visible.push(inArray(columns.governmentId, scope.governmentIds));
  if (scope.campaignIds.length > 0) visible.push(inArray(columns.campaignId, scope.campaignIds));
  const conditions: (SQL | undefined)[] = [visible.length > 0 ? or(...visible) : sql`false`];
  if (scope.campaignId) conditions.push(eq(columns.campaignId, scope.campaignId));
  if (scope.governmentId) conditions.push(eq(columns.governmentId, scope.governmentId));
  return and(...conditions) ?? sql`false`;
}

/**
 * A value, or the placeholder standing for it in a statement whose text is built once and run
 * with new values (`list-page-statement.ts`).
 */
export type Bound<Value> = Value | Placeholder<string, Value>;

/** The list filter's own conditions (date range, status), without the scope. */
export const listFilterCondition = (
  columns: Pick<RecordColumns, 'date' | 'status'>,
  filter: {
    from?: Bound<string> | null | undefined;
    to?: Bound<string> | null | undefined;
    status?: Bound<string> | null | undefined;
  },
): SQL | undefined =>
  and(
    filter.from ? gte(columns.date, filter.from) : undefined,
    filter.to ? lte(columns.date, filter.to) : undefined,
    filter.status && filter.status !== 'all' ? eq(columns.status, filter.status) : undefined,
  );

export function listCondition<Status extends string>(
  columns: RecordColumns,
  scope: ListScope,
  filter: RecordListFilter<Status>,
): SQL {
  return and(scopeCondition(columns, scope), listFilterCondition(columns, filter)) ?? sql`false`;
}

/** What each sort field orders by: a column, or an expression such as a display name. */
export type SortColumns<Field extends string> = Record<Field, PgColumn | SQL>;

/** Names sort as people read them: 'ana' next to 'Ana', not after every capital letter. */
export const caseInsensitive = (text: PgColumn | SQL): SQL => sql`lower(${text})`;

/** The sort fields every kind of record has, and what each orders by. */
export const recordSortColumns = (table: {
  date: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  amountCents: PgColumn;
  status: PgColumn;
  campaignId: PgColumn;
  listName: PgColumn;
}) => ({
  date: table.date,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
  amount: table.amountCents,
  status: table.status,
  campaignId: table.campaignId,
  // The donor's or payee's name in lower case, kept by PostgreSQL (a generated column), indexed.
  name: table.listName,
  // Every list query joins the campaign, so its name can order the rows.
  campaignName: caseInsensitive(campaigns.name),
});

/** ORDER BY the whitelisted column, with the id as tie-breaker so pages never overlap. */
export function orderBy<Field extends string>(
  sortColumns: SortColumns<Field>,
  idColumn: PgColumn,
  sort: RecordSort<Field>,
): SQL[] {
  const direction = sort.direction === 'ASC' ? asc : desc;
  return [direction(sortColumns[sort.field]), direction(idColumn)];
}

/** Rows per export batch: small enough to keep memory flat, large enough to be few queries. */
export const EXPORT_BATCH_SIZE = 1000;

/** The sort key of the last row of a batch, as text so no precision is lost on the way. */
export interface KeysetCursor {
  key: string | null;
  id: number;
}

/** The sort key as text, selected beside each export row to resume after it. */
export const sortKeyText = <Field extends string>(
  sortColumns: SortColumns<Field>,
  sort: RecordSort<Field>,
): SQL<string | null> => sql<string | null>`(${sortColumns[sort.field]})::text`;

/**
 * Rows strictly after the cursor in `orderBy`'s order, as a row comparison an index on (key, id)
 * reads as one range. PostgreSQL puts nulls last going up and first going down, so a null key
 * sorts after every value ascending and before them descending; a NOT NULL column skips that
 * branch. The key comes back as text and is cast to the column's own type (expressions are text).
 */
export function afterCursor<Field extends string>(
  sortColumns: SortColumns<Field>,
  idColumn: PgColumn,
  sort: RecordSort<Field>,
  cursor: KeysetCursor,
): SQL {
  const column = sortColumns[sort.field];
  const key = sql`(${column})`;
  const ascending = sort.direction === 'ASC';
  const idAfter = ascending ? sql`${idColumn} > ${cursor.id}` : sql`${idColumn} < ${cursor.id}`;
  if (cursor.key === null)
    return ascending
      ? sql`(${key} is null and ${idAfter})`
      : sql`(${key} is not null or (${key} is null and ${idAfter}))`;
  const isColumn = is(column, PgColumn);
  const last = sql`cast(${cursor.key} as ${sql.raw(isColumn ? column.getSQLType() : 'text')})`;
  if (!ascending) return sql`(${key}, ${idColumn}) < (${last}, ${cursor.id})`;
  const after = sql`(${key}, ${idColumn}) > (${last}, ${cursor.id})`;
  return isColumn && column.notNull ? after : sql`(${after} or ${key} is null)`;
}

/**
 * Makes records from stored rows: each row's columns but `excluded`, in the table's order, then
 * every field of `added`. Each record starts as a copy of one object that already holds all of
 * these keys (the added ones as the first record's `added` has them), so all of them share one
 * fast layout: an object grown key by key past a dozen keys becomes a dictionary, which took a
 * twelfth of a list page's server time to build and made JSON.stringify a third slower
 * (docs/decisions.md). The template only shapes the layout: the keys come from `row` and `added`.
 */
function recordMaker<Row extends object, Excluded extends keyof Row, Added extends object>(
  table: PgTable,
  excluded: ReadonlySet<Excluded>,
): (row: Row, added: Added) => Omit<Row, Excluded> & Added {
  const kept = Object.keys(getTableColumns(table)).filter(
    (key) => !excluded.has(key as Excluded),
  ) as (keyof Row & string)[];
  let template: Record<string, unknown> | undefined;
  return (row, added) => {
    template ??= Object.fromEntries([...kept, ...Object.keys(added)].map((key) => [key, null]));
    const record: Record<string, unknown> = { ...template };
    for (const key of kept) record[key] = row[key];
    Object.assign(record, added);
    return record as Omit<Row, Excluded> & Added;
  };
}

/** A table's makers of records and of list rows, which add their campaign's name. */
export function recordMakers<Row extends object, Excluded extends keyof Row, Added extends object>(
  table: PgTable,
  excluded: ReadonlySet<Excluded>,
) {
  return {
    record: recordMaker<Row, Excluded, Added>(table, excluded),
    listRow: recordMaker<Row, Excluded, Added & { campaignName: string }>(table, excluded),
  };
}
