import { type DbOrTx, rowsOf } from '@portal/db';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The type a column's array parameter is read as: a serial column holds integers, and a length
 * or precision is left to the insert, which refuses a value too long where the cast would cut it.
 */
const elementType = (column: PgColumn): string => {
  const type = column.getSQLType();
  if (type.endsWith(']'))
    throw new Error(`insertRows cannot write the array column ${column.name}`);
  const base = type.replace(/\(.*\)$/, '');
  return { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' }[base] ?? base;
};

/**
 * One column's values as a PostgreSQL array literal: each value as drizzle sends it for the column
 * (moments as ISO text, json as its text), quoted with its quotes and backslashes escaped, and
 * null as an unquoted NULL. An object is only ever a json column's value.
 */
function arrayLiteral(
  rows: readonly Record<string, unknown>[],
  key: string,
  column: PgColumn,
): string {
  const json = column.getSQLType().startsWith('json');
  let text = '{';
  rows.forEach((row, index) => {
    const value = row[key];
    if (index > 0) text += ',';
    if (value === null || value === undefined) {
      text += 'NULL';
      return;
    }
    if (typeof value === 'object' && !json && !(value instanceof Date))
      throw new Error(`insertRows cannot write an object into ${column.name}`);
    // A column whose values pass through as they are still stores a moment as ISO text.
    const mapped = column.mapToDriverValue(value);
    const driverValue = mapped instanceof Date ? mapped.toISOString() : String(mapped);
    text += `"${driverValue.replace(/["\\]/g, '\\$&')}"`;
  });
  return `${text}}`;
}

/**
 * The statement that inserts many rows with one parameter per column: each column's values as an
 * array, the arrays read side by side by `unnest`, in the order given. drizzle's multi-row insert
 * binds one parameter per value and checks each value's type as it builds the statement, which
 * took about two seconds for a 3,000-row bulk import, and would pass PostgreSQL's limit of 65,535
 * parameters. Arrays cost PostgreSQL less than the rows as one JSON document did: at a million
 * contributions 3,000 rows went in 30-40 ms sooner, the document's parse and each row's
 * `jsonb_populate_record` gone.
 *
 * The columns written are those any row gives a value; a column no row names gets its default.
 * A row without a value for a written column stores null there, as a multi-row insert would for
 * a column without a default (callers give every row the same fields). The ids are drawn as the
 * rows are inserted, in the order of their position in the arrays, so ascending ids are the
 * order given.
 */
function rowsInsert<Table extends PgTable>(
  table: Table,
  rows: readonly Table['$inferInsert'][],
  returning: SQL,
): SQL {
  const given = rows as readonly Record<string, unknown>[];
  const written = Object.entries(getTableColumns(table)).filter(([key]) =>
    given.some((row) => row[key] !== undefined),
  );
  if (written.length === 0) throw new Error('insertRows needs a value for at least one column');
  const arrays = sql.join(
    written.map(
      ([key, column]) =>
        sql`${arrayLiteral(given, key, column)}::${sql.raw(elementType(column))}[]`,
    ),
    sql`, `,
  );
  // The values are named by place (v0, v1, ...), so no column's name meets `position`.
  const names = written.map((_, index) => `v${index}`);
  const columns = sql.join(
    written.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const picked = sql.raw(names.map((value) => `given.${value}`).join(', '));
  const name = sql.identifier(getTableName(table));
  return sql`
    insert into ${name} (${columns})
    select ${picked}
    from unnest(${arrays}) with ordinality as given(${sql.raw(names.join(', '))}, position)
    order by given.position
    returning ${returning}`;
}

/** Inserts the rows with one statement (`rowsInsert`); answers their ids in the order given. */
export async function insertRows<Table extends PgTable>(
  db: DbOrTx,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const result = await db.execute(rowsInsert(table, rows, sql`id`));
  return rowsOf<{ id: number | string }>(result)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}

/**
 * Inserts the rows with one statement (`rowsInsert`) and answers them as stored (defaults,
 * generated columns and triggers' changes included), in the order given: what reading them back
 * by id answered, without a second statement that looks each one up again.
 */
export async function insertRowsReturning<Table extends PgTable>(
  db: DbOrTx,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<Table['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table));
  // Each column answered under its field's name, so the driver's row is the row drizzle's select
  // gives once each value is mapped, in place, as drizzle maps it (the drivers pass moments and
  // dates through as text, as for any query through drizzle).
  const answered = sql.join(
    columns.map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const stored = rowsOf<Record<string, unknown>>(
    await db.execute(rowsInsert(table, rows, answered)),
  );
  for (const row of stored)
    for (const [key, column] of columns) {
      const value = row[key];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
  return (stored as Table['$inferSelect'][]).sort((a, b) => Number(a.id) - Number(b.id));
}
