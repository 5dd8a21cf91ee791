import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type CsvColumn, csvField } from '../../../shared/csv-cells';

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

/** Free text as stored: for a row whose text needs neither quotes nor the apostrophe. */
const cleanTextCellSql = (cell: CsvCellSql, value: SQL | PgColumn): SQL =>
  cell.as === 'text' || cell.as === 'quoted' ? sql`${value}` : cellSql(cell, value);

/** `concat` takes at most 100 arguments: longer lists are joined in nested parts. */
const CONCAT_ARGUMENTS = 90;

const concatSql = (parts: SQL[]): SQL => {
  if (parts.length <= CONCAT_ARGUMENTS) return sql`concat(${sql.join(parts, sql`, `)})`;
  const groups: SQL[] = [];
  for (let start = 0; start < parts.length; start += CONCAT_ARGUMENTS)
    groups.push(concatSql(parts.slice(start, start + CONCAT_ARGUMENTS)));
  return concatSql(groups);
};

/** The values joined by `separator` (a null value as an empty part). */
const joinedSql = (values: SQL[], separator: SQL): SQL =>
  concatSql(values.flatMap((value, index) => (index === 0 ? [value] : [separator, value])));

/**
 * A row's free text joined by a character (U+0001) that marks where each value starts, and what
 * in it would need quotes or the apostrophe: any quote, comma or line break, or a formula
 * character at the start of a value. A U+0001 typed into a value can only make the match say
 * yes for a row that does not need it, which then takes the longer way to the same bytes.
 */
const VALUE_START = sql.raw(`E'\\x01'`);
const NEEDS_QUOTES_OR_APOSTROPHE = sql.raw(`'(^|\\x01)[=+@\\t\\r-]|[",\\r\\n]'`);

/**
 * One whole CSV line (CRLF at the end) as a SQL text expression, the same bytes as `csvChunks`
 * writes for the row: on PostgreSQL the export then reads one text value per row instead of
 * decoding and formatting some 40 values in Node, which was most of the export's time.
 * `storedValue` names the stored value of a cell's field (for `dollars`, its cents).
 * Matching each value on its own cost PostgreSQL more than the rest of the line together, so one
 * match over the row's free text picks the line written cell by cell or with the text as stored.
 */
export function csvLineSql(
  columns: readonly { sql: CsvCellSql }[],
  storedValue: (cell: CsvCellSql) => SQL | PgColumn,
): SQL {
  const cells = columns.map(({ sql: cell }) => ({ cell, value: sql`${storedValue(cell)}` }));
  const line = (written: (cell: CsvCellSql, value: SQL) => SQL) =>
    concatSql([
      joinedSql(
        cells.map(({ cell, value }) => written(cell, value)),
        sql.raw(`','`),
      ),
      sql.raw(`E'\\r\\n'`),
    ]);
  const freeText = cells
    .filter(({ cell }) => cell.as === 'text' || cell.as === 'quoted')
    .map(({ value }) => value);
  if (freeText.length === 0) return line(cellSql);
  const needsMore = sql`${joinedSql(freeText, VALUE_START)} ~ ${NEEDS_QUOTES_OR_APOSTROPHE}`;
  return sql`case when ${needsMore} then ${line(cellSql)} else ${line(cleanTextCellSql)} end`;
}
