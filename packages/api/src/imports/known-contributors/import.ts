import { type Database, type Transaction, tryLockForTransaction } from '@portal/db';
import {
  checkKnownContributorHeader,
  DomainError,
  IMPORT_RUNNING_MESSAGES,
  readKnownContributorRow,
} from '@portal/domain';
import { type BadRow, BadRowReport } from '../csv/bad-rows';
import { readCsvFile } from '../csv/csv-file';
import type { KnownContributorsSource } from '../csv/csv-records';
import { mergeStagedContributors } from './merge';
import {
  createStagingTable,
  STAGING_BATCH_SIZE,
  type StagedContributor,
  stageContributors,
} from './staging';

export interface KnownContributorsImportProgress {
  /** Reading the file, then merging it into the table (the long silent part of a big file). */
  stage: 'reading' | 'merging';
  /** Data rows read so far (the header not counted). */
  rows: number;
  /** Bytes of the file read so far. */
  bytes: number;
}

export interface KnownContributorsImportOptions {
  /** Import the good rows when some are bad; otherwise one bad row stops the whole file. */
  skipBadRows: boolean;
  onProgress?: (progress: KnownContributorsImportProgress) => void;
}

interface BadRowsSummary {
  /** The first bad rows, 'Line 12: ...' (at most MAX_REPORTED_BAD_ROWS). */
  badRows: BadRow[];
  badRowCount: number;
}

export type KnownContributorsImportResult =
  | ({
      ok: true;
      message: string;
      /** Data rows in the file, bad ones included. */
      rows: number;
      inserted: number;
      updated: number;
      unchanged: number;
      removed: number;
    } & BadRowsSummary)
  | ({ ok: false; message: string; rows: number } & BadRowsSummary);

/** Progress is reported every this many rows, and once at the end. */
const PROGRESS_EVERY_ROWS = 5000;

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string) => `${count(value)} ${one}${value === 1 ? '' : 's'}`;

const refusedMessage = (badRowCount: number) =>
  `Nothing was imported: ${plural(badRowCount, 'row')} ${badRowCount === 1 ? 'has' : 'have'} problems`;

/**
 * Reads the file into the staging table, checking every row. Once a bad row means the file will
 * be refused, rows are still checked (so every bad line is reported) but no longer written.
 */
async function stageFile(
  tx: Transaction,
  source: KnownContributorsSource,
  options: KnownContributorsImportOptions,
): Promise<{ progress: KnownContributorsImportProgress; report: BadRowReport }> {
  const progress: KnownContributorsImportProgress = { stage: 'reading', rows: 0, bytes: 0 };
  const format = { readHeader: checkKnownContributorHeader, readRow: readKnownContributorRow };
  const report = new BadRowReport();
  let batch: StagedContributor[] = [];

  for await (const { line, row } of readCsvFile(source, format, progress)) {
    if (!row.ok) report.add(line, row.problems);
    else if (options.skipBadRows || report.count === 0) batch.push({ ...row.contributor, line });

    if (batch.length >= STAGING_BATCH_SIZE) {
      await stageContributors(tx, batch);
      batch = [];
    }
    if (progress.rows % PROGRESS_EVERY_ROWS === 0) options.onProgress?.({ ...progress });
  }
  await stageContributors(tx, batch);
  options.onProgress?.({ ...progress });
  return { progress, report };
}

/**
 * Loads a voter file (header `KNOWN_CONTRIBUTOR_FILE_HEADER`) into known_contributors, streamed,
 * in one transaction: all of it or, when a row is bad and `skipBadRows` is false, none of it.
 * A row is keyed by the voter id and its place among that id's rows in the file, so a new file
 * updates people by id and re-importing the same file changes nothing. A header or CSV syntax
 * problem throws INVALID_INPUT; bad rows come back in the result.
 */
export async function importKnownContributors(
  db: Database,
  source: KnownContributorsSource,
  options: KnownContributorsImportOptions,
): Promise<KnownContributorsImportResult> {
  return db.transaction(async (tx) => {
    // Two imports at once would each rebuild the street index from the file it saw: one would
    // fail at its end or leave out the other's streets. The second is refused at once instead.
    if (!(await tryLockForTransaction(tx, 'voter file import')))
      throw new DomainError('CONFLICT', IMPORT_RUNNING_MESSAGES.voterFile);
    await createStagingTable(tx);
    const { progress, report } = await stageFile(tx, source, options);
    const rows = progress.rows;
    const badRows = { badRows: report.rows, badRowCount: report.count };
    if (report.count > 0 && !options.skipBadRows)
      return {
        ok: false,
        message: refusedMessage(report.count),
        rows,
        ...badRows,
      };

    options.onProgress?.({ ...progress, stage: 'merging' });
    const merged = await mergeStagedContributors(tx);
    const imported = rows - report.count;
    const unchanged = imported - merged.inserted - merged.updated;
    const skipped = report.count > 0 ? `; ${plural(report.count, 'bad row')} skipped` : '';
    return {
      ok: true,
      message: `Imported ${plural(imported, 'row')}: ${count(merged.inserted)} new, ${count(merged.updated)} updated, ${count(unchanged)} unchanged, ${count(merged.removed)} removed${skipped}`,
      rows,
      ...merged,
      unchanged,
      ...badRows,
    };
  });
}
