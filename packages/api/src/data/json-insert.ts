import { type DbOrTx, rowsOf } from '@portal/db';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
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
 * The statement that inserts many rows with one parameter: the rows as a JSON array, each read
 * into the table's row type by `jsonb_populate_record`, in the order given. drizzle's multi-row
 * insert binds one parameter per value and checks each value's type as it builds the statement,
 * which took about two seconds for a 3,000-row bulk import; one parameter also keeps any number of
 * rows under PostgreSQL's limit of 65,535 parameters.
 *
 * The columns written are those any row gives a value; a column no row names gets its default.
 * A row without a value for a written column stores null there, as a multi-row insert would for
 * a column without a default (callers give every row the same fields). The ids are drawn as the
 * rows are inserted, in the order of their position in the array, so ascending ids are the order
 * given.
 */
function jsonInsert<Table extends PgTable>(
  table: Table,
  rows: readonly Table['$inferInsert'][],
  returning: SQL,
): SQL {
  const written = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  // The JSON text is written row by row with each column's name quoted once, rather than as an
  // object per row for `JSON.stringify`: building 3,000 objects of 40 fields key by key was most
  // of the statement's time in Node. The text is the same as that of the objects.
  const names = written.map(
    ([, column], index) => `${index === 0 ? '{' : ','}${JSON.stringify(column.name)}:`,
  );
  const parts: string[] = [];
  for (const row of rows) {
    let text = '';
    written.forEach(([key, column], index) => {
      const value = jsonValue((row as Record<string, unknown>)[key] ?? null, column);
      text += names[index] + JSON.stringify(value);
    });
    parts.push(written.length === 0 ? '{}' : `${text}}`);
  }
  const payload = `[${parts.join(',')}]`;
  const columns = sql.join(
    written.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const picked = sql.join(
    written.map(([, column]) => sql`r.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  return sql`
    insert into ${name} (${columns})
    select ${picked}
    from jsonb_array_elements(${payload}::jsonb) with ordinality as given(row, position)
    cross join lateral jsonb_populate_record(null::${name}, given.row) as r
    order by given.position
    returning ${returning}`;
}

/** Inserts the rows with one statement (`jsonInsert`); answers their ids in the order given. */
export async function insertRowsAsJson<Table extends PgTable>(
  db: DbOrTx,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const result = await db.execute(jsonInsert(table, rows, sql`id`));
  return rowsOf<{ id: number | string }>(result)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}

/**
 * Inserts the rows with one statement (`jsonInsert`) and answers them as stored (defaults,
 * generated columns and triggers' changes included), in the order given: what reading them back
 * by id answered, without a second statement that looks each one up again.
 */
export async function insertRowsAsJsonReturning<Table extends PgTable>(
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
    await db.execute(jsonInsert(table, rows, answered)),
  );
  for (const row of stored)
    for (const [key, column] of columns) {
      const value = row[key];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
  return (stored as Table['$inferSelect'][]).sort((a, b) => Number(a.id) - Number(b.id));
}
