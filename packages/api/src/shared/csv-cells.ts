import { dollarsToCents, type RecordCollection } from '@portal/domain';

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP).
 * A leading apostrophe makes the spreadsheet show the text as typed and run nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text from a record, safe to open in a spreadsheet. */
export const textCell = (value: string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
};

/** Integer cents as dollars with 2 decimals, built from integers so it never rounds. */
export const moneyCell = (cents: number | null | undefined): string => {
  if (cents === null || cents === undefined) return '';
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
};

/** Dollars that came from integer cents, written with exactly 2 decimals. */
export const dollarsCell = (dollars: number | null | undefined): string =>
  dollars === null || dollars === undefined ? '' : moneyCell(dollarsToCents(dollars));

/** A moment as an ISO 8601 UTC timestamp; calendar dates are already 'YYYY-MM-DD' text. */
export const momentCell = (moment: Date | null | undefined): string =>
  moment ? moment.toISOString() : '';

/** A code as its label; an unknown code as stored (own keys only: 'toString' is not a label). */
export const labelCell = <T extends string>(
  labels: Record<T, string>,
  value: T | null | undefined,
): string =>
  value === null || value === undefined
    ? ''
    : Object.hasOwn(labels, value)
      ? (labels[value] ?? value)
      : value;

export const booleanCell = (value: boolean | null | undefined): string =>
  value === null || value === undefined ? '' : value ? 'Yes' : 'No';

export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string;
}

/**
 * The fields RFC 4180 asks to quote: those holding a quote, a comma or any line break. A note
 * typed on two lines stays one cell in a spreadsheet (csv-stringify, used before, left a lone
 * LF or CR unquoted with a CRLF record delimiter, which split the row).
 */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field, inner quotes doubled. Written by hand because csv-stringify's general options
 * cost several checks per field, which dominated a 100,000-row export; `csv-lines.test.ts`
 * holds it equal to csv-stringify told to quote line breaks too.
 */
export const csvField = (value: string): string =>
  NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** One or more CSV lines (each ending in CRLF, as RFC 4180 asks), every field quoted as needed. */
export const csvLines = (rows: readonly (readonly string[])[]): string => {
  let text = '';
  for (const row of rows) text += `${row.map(csvField).join(',')}\r\n`;
  return text;
};

/**
 * The whole export as text chunks: the header line, then one chunk per batch of records, so the
 * HTTP reply can stream it without holding every row in memory. Each line is built straight from
 * the cells, without an array per row.
 */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
): AsyncGenerator<string> {
  yield csvLines([columns.map((column) => column.header)]);
  const cells = columns.map((column) => column.cell);
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    let text = '';
    for (const row of batch) {
      let separator = '';
      for (const cell of cells) {
        text += separator + csvField(cell(row));
        separator = ',';
      }
      text += '\r\n';
    }
    yield text;
  }
}

/**
 * The whole export as text chunks when the database wrote the lines (`csvLineSql`): the header
 * line, then each batch of lines as one chunk.
 */
export async function* csvLineChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly string[]>,
): AsyncGenerator<string> {
  yield csvLines([columns.map((column) => column.header)]);
  for await (const batch of batches) if (batch.length > 0) yield batch.join('');
}

/** contributions-download-2024-05-01T163005Z.csv: the moment in UTC, without colons. */
export const exportFileName = (kind: RecordCollection, format: 'csv' | 'xml', now: Date): string =>
  `${kind}-download-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '')}.${format}`;
