import { type DbOrTx, rowsOf } from '@portal/db';
import type { SortDirection } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Whether a deep page under a date range is read by `idsByValueSpan`: the page reaches at least
 * a quarter into the rows the filter selects (a government's day totals count them; elsewhere
 * the planner estimates them from the date's statistics). There, the plain
 * page keeps a quarter or more of the range in a sort; further up, PostgreSQL's plain read (an
 * index in the sort's order, or a short top-N) costs less than counting the whole range.
 */
export const spansValues = (rowsInRange: number, page: { limit: number; offset: number }) =>
  page.offset > 0 && rowsInRange <= 4 * (page.offset + page.limit);

/**
 * One page's ids in the order of `column` then id, found by counting the selected rows per value
 * of the column first, and the rows selected in all (the counts' sum: exact, at no extra cost).
 * Read plainly, a deep page in a sort that no index of the filter follows (the amount sort under
 * a date range) makes PostgreSQL keep every row before the page in a sort: 50,050 of a range's
 * 101,108 rows for page 1,000 (41 ms at a million rows). Counted per amount instead (a
 * programme's gifts share a few hundred amounts, counted from the date index alone when it
 * carries the amount), the page is placed among the values, and only the rows of the values the
 * page falls in are read and sorted: 24 ms for the same ids. Ties of the value are ordered by id
 * in the same direction, as `orderBy` orders the list; past the end the page is empty.
 */
export async function idsByValueSpan(
  db: DbOrTx,
  records: PgTable & { id: PgColumn },
  where: SQL | undefined,
  column: PgColumn | SQL,
  direction: SortDirection,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const order = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
  const selected = where ?? sql`true`;
  const start = sql`${page.offset}::bigint`;
  const end = sql`${page.offset + page.limit}::bigint`;
  // The span is one row whatever the page, so the total comes back past the end too, beside an
  // id that is null.
  const result = await db.execute(sql`
    with counted as (
      select ${column} as value, count(*) as rows_of_value from ${records}
      where ${selected} group by ${column}
    ), placed as (
      select value, rows_of_value,
        sum(rows_of_value) over (order by value ${order}) as rows_through
      from counted
    ), span as (
      select min(value) as low, max(value) as high,
        min(rows_through - rows_of_value) as rows_before
      from placed
      where rows_through > ${start} and rows_through - rows_of_value < ${end}
    )
    select page.id, (select coalesce(sum(rows_of_value), 0) from counted) as total from span
    left join lateral (
      select ${records.id} as id, ${column} as value from ${records}
      where ${selected} and ${column} between span.low and span.high
      order by ${column} ${order}, ${records.id} ${order}
      offset (${start} - span.rows_before)::bigint limit ${page.limit}
    ) as page on true
    order by page.value ${order}, page.id ${order}`);
  const rows = rowsOf<{ id: number | string | null; total: number | string }>(result);
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
    total: Number(rows[0]?.total ?? 0),
  };
}
