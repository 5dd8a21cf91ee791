import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type CsvColumn, csvField } from './cells';

/**
 * How a record export's cell is written, so that PostgreSQL can write each CSV line itself
 * (`csvLineSql`) with the same bytes as the column's `cell`:
 * - `text`: free text made safe for a spreadsheet (`textCell`), then quoted as needed;
 * - `quoted`: text only quoted as needed (`csvField`);
 * - `plain`: a value whose text form is already the cell (an id, a calendar date);
 * - `dollars`: integer cents stored in `<field>Cents`, written as dollars with 2 decimals;
 * - `moment`: a timestamp as ISO 8601 UTC with milliseconds (`toISOString`);
 * - `yesNo`: a boolean as Yes, No or empty;
 * - `label`: a code written as its label (`labelCell`).
 */
export type CsvCellSql =
  | { field: string; as: 'text' | 'quoted' | 'plain' | 'dollars' | 'moment' | 'yesNo' }
  | { field: string; as: 'label'; labels: Readonly<Record<string, string>> };

/** A record export's column: its cell in JS (PGlite, tests) and in SQL (PostgreSQL). */
export interface RecordCsvColumn<Row> extends CsvColumn<Row> {
  sql: CsvCellSql;
}

// The patterns of `cells.ts` in PostgreSQL's regular expressions: `NEEDS_QUOTES`, and
// `FORMULA_START` with the hyphen moved last in its bracket so it needs no escape.
const NEEDS_QUOTES = sql.raw(`'[",\\r\\n]'`);
const FORMULA_START = sql.raw(`'^[=+@\\t\\r-]'`);
const QUOTES_OR_FORMULA = sql.raw(`'^[=+@\\t\\r-]|[",\\r\\n]'`);

/** `csvField`: quoted, inner quotes doubled, when the text holds a quote, a comma or a line break. */
const quotedSql = (value: SQL | PgColumn): SQL =>
  sql`case when ${value} ~ ${NEEDS_QUOTES} then '"' || replace(${value}, '"', '""') || '"' else ${value} end`;

/**
 * `csvField(textCell(value))`. Most text needs neither a quote nor the apostrophe, so one match
 * decides, and only text that needs either pays for the rest.
 */
const textSql = (value: SQL | PgColumn): SQL =>
  sql`case when ${value} ~ ${QUOTES_OR_FORMULA} then ${quotedSql(
    sql`(case when ${value} ~ ${FORMULA_START} then '''' || ${value} else ${value} end)`,
  )} else ${value} end`;

/** `labelCell` then `csvField`: each label quoted here once, an unknown code as it is stored. */
const labelSql = (value: SQL | PgColumn, labels: Readonly<Record<string, string>>): SQL => {
  const cases = Object.entries(labels).map(
    ([code, label]) => sql` when ${code}::text then ${csvField(label)}::text`,
  );
  return sql`case ${value}${sql.join(cases)} else ${quotedSql(value)} end`;
};

/** One cell as SQL text; a null value (an empty cell) is left null for `concat` to skip. */
function cellSql(cell: CsvCellSql, value: SQL | PgColumn): SQL {
  switch (cell.as) {
    case 'text':
      return textSql(value);
    case 'quoted':
      return quotedSql(value);
    case 'plain':
      return sql`${value}`;
    case 'dollars':
      // Exact in numeric: 1234567 cents are 12345.67, -5 are -0.05, as `moneyCell` writes them.
      return sql`round(${value}::numeric / 100, 2)`;
    case 'moment':
      // `toISOString` of the driver's Date: UTC, milliseconds truncated as PostgreSQL's MS does.
      return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'yesNo':
      return sql`case ${value} when true then 'Yes' when false then 'No' end`;
    case 'label':
      return labelSql(value, cell.labels);
  }
}

/** `concat` takes at most 100 arguments: longer lists are joined in nested parts. */
const CONCAT_ARGUMENTS = 90;

const concatSql = (parts: SQL[]): SQL => {
  if (parts.length <= CONCAT_ARGUMENTS) return sql`concat(${sql.join(parts, sql`, `)})`;
  const groups: SQL[] = [];
  for (let start = 0; start < parts.length; start += CONCAT_ARGUMENTS)
    groups.push(concatSql(parts.slice(start, start + CONCAT_ARGUMENTS)));
  return concatSql(groups);
};

/**
 * One whole CSV line (CRLF at the end) as a SQL text expression, the same bytes as `csvChunks`
 * writes for the row: on PostgreSQL the export then reads one text value per row instead of
 * decoding and formatting some 40 values in Node, which was most of the export's time.
 * `storedValue` names the stored value of a cell's field (for `dollars`, its cents).
 */
export function csvLineSql(
  columns: readonly { sql: CsvCellSql }[],
  storedValue: (cell: CsvCellSql) => SQL | PgColumn,
): SQL {
  const parts: SQL[] = [];
  for (const [index, column] of columns.entries()) {
    if (index > 0) parts.push(sql.raw(`','`));
    parts.push(cellSql(column.sql, storedValue(column.sql)));
  }
  parts.push(sql.raw(`E'\\r\\n'`));
  return concatSql(parts);
}
