import type { SortDirection } from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListScope } from '../access/scope';

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

export function listCondition<Status extends string>(
  columns: RecordColumns,
  scope: ListScope,
  filter: RecordListFilter<Status>,
): SQL {
  return (
    and(
      scopeCondition(columns, scope),
      filter.from ? gte(columns.date, filter.from) : undefined,
      filter.to ? lte(columns.date, filter.to) : undefined,
      filter.status && filter.status !== 'all' ? eq(columns.status, filter.status) : undefined,
    ) ?? sql`false`
  );
}

/** What each sort field orders by: a column, or an expression such as a display name. */
export type SortColumns<Field extends string> = Record<Field, PgColumn | SQL>;

/** Names sort as people read them: 'ana' next to 'Ana', not after every capital letter. */
export const caseInsensitive = (text: PgColumn | SQL): SQL => sql`lower(${text})`;

/** ORDER BY the whitelisted column, with the id as tie-breaker so pages never overlap. */
export function orderBy<Field extends string>(
  sortColumns: SortColumns<Field>,
  idColumn: PgColumn,
  sort: RecordSort<Field>,
): SQL[] {
  const direction = sort.direction === 'ASC' ? asc : desc;
  return [direction(sortColumns[sort.field]), direction(idColumn)];
}

/** Total of the filtered rows, computed in the same query as the page. */
export const totalOver = () => sql<number>`count(*) over()`.mapWith(Number);

export const EXPORT_BATCH_SIZE = 1000;
