import { type DbOrTx, rowsOf } from '@portal/db';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A value as JSON carries it for PostgreSQL to read back into its column: text, numbers,
 * true/false and null as they are, moments as ISO text, and objects only for json columns.
 */
const jsonValue = (value: unknown, column: PgColumn): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && !column.getSQLType().startsWith('json'))
    throw new Error(`insertRowsAsJson cannot write an object into ${column.name}`);
  return value;
};

/**
 * Inserts many rows with one statement and one parameter: the rows as a JSON array, each read
 * into the table's row type by `jsonb_populate_record`, in the order given. drizzle's multi-row
 * insert binds one parameter per value and checks each value's type as it builds the statement,
 * which took about two seconds for a 3,000-row bulk import; one parameter also keeps any number of
 * rows under PostgreSQL's limit of 65,535 parameters.
 *
 * The columns written are those any row gives a value; a column no row names gets its default.
 * A row without a value for a written column stores null there, as a multi-row insert would for
 * a column without a default (callers give every row the same fields). Answers the new rows' ids
 * in ascending order, which is the order given: the ids are drawn as the rows are inserted, in
 * the order of their position in the array.
 */
export async function insertRowsAsJson<Table extends PgTable>(
  db: DbOrTx,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const written = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const payload = JSON.stringify(
    rows.map((row) => {
      const values: Record<string, unknown> = {};
      for (const [key, column] of written)
        values[column.name] = jsonValue((row as Record<string, unknown>)[key] ?? null, column);
      return values;
    }),
  );
  const names = sql.join(
    written.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const picked = sql.join(
    written.map(([, column]) => sql`r.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  const result = await db.execute(sql`
    insert into ${name} (${names})
    select ${picked}
    from jsonb_array_elements(${payload}::jsonb) with ordinality as given(row, position)
    cross join lateral jsonb_populate_record(null::${name}, given.row) as r
    order by given.position
    returning id`);
  return rowsOf<{ id: number | string }>(result)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}
