import { calendarDateInBusinessZone, PAYMENT_FILE_HEADER, paymentFileRows } from '@portal/domain';
import { type CsvColumn, csvChunks, csvLines, moneyCell, textCell } from '../shared/csv-cells';
import type { OpenDataPaymentRow } from './open-data-columns';
import type { RunOutput, StatementOutput } from './outputs';

/** Rows per chunk of a streamed file. */
const ROWS_PER_CHUNK = 2_000;

function* chunksOf<Row>(rows: readonly Row[]): Generator<readonly Row[]> {
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK)
    yield rows.slice(start, start + ROWS_PER_CHUNK);
}

/**
 * The treasury's payment file of an approved run: campaign, committee id, payee reference,
 * amount, run id and the payment day (the day the run was approved, Pacific time).
 */
export async function* paymentFileChunks(run: RunOutput): AsyncGenerator<string> {
  const paymentDate = calendarDateInBusinessZone(run.approvedAt ?? run.createdAt);
  const rows = paymentFileRows(
    { id: run.id, paymentDate },
    run.lines.map((line) => ({ ...line, campaignName: textCell(line.campaignName) })),
  );
  yield csvLines([[...PAYMENT_FILE_HEADER]]);
  for (const chunk of chunksOf(rows)) yield csvLines(chunk);
}

type StatementEntry = StatementOutput['entries'][number];

const statementColumns: CsvColumn<StatementEntry>[] = [
  { header: 'line', cell: (entry) => entry.kind },
  { header: 'run_id', cell: (entry) => (entry.runId === null ? '' : String(entry.runId)) },
  { header: 'contribution_id', cell: (entry) => String(entry.contributionId) },
  { header: 'date', cell: (entry) => entry.date },
  { header: 'public_funds', cell: (entry) => moneyCell(entry.cents) },
  { header: 'reason', cell: (entry) => entry.reasonLabel ?? '' },
  { header: 'running_total', cell: (entry) => moneyCell(entry.runningPaidCents) },
  { header: 'cap_remaining', cell: (entry) => moneyCell(entry.capRemainingCents) },
];

/** A campaign's statement of a run as CSV, a chunk of lines at a time. */
export function statementFileChunks(statement: StatementOutput): AsyncGenerator<string> {
  return csvChunks(statementColumns, chunksOf(statement.entries));
}

const publicColumns: CsvColumn<OpenDataPaymentRow>[] = [
  { header: 'runId', cell: (row) => String(row.runId) },
  { header: 'paidOn', cell: (row) => row.paidOn },
  { header: 'campaignId', cell: (row) => String(row.campaignId) },
  { header: 'campaignName', cell: (row) => textCell(row.campaignName) },
  { header: 'officeSought', cell: (row) => textCell(row.officeSought) },
  { header: 'amount', cell: (row) => moneyCell(Math.round(row.amount * 100)) },
];

/** `/open-data/payments.csv` or `.json`, a chunk at a time. */
export async function* publicPaymentsFile(
  rows: readonly OpenDataPaymentRow[],
  format: 'csv' | 'json',
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield* csvChunks(publicColumns, chunksOf(rows));
    return;
  }
  yield JSON.stringify(rows);
}
