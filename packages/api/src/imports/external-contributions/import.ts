import { type Database, tryLockForTransaction } from '@portal/db';
import {
  DomainError,
  IMPORT_RUNNING_MESSAGES,
  type Office,
  readOrestarExportHeader,
  readOrestarExportRow,
} from '@portal/domain';
import { type BadRow, BadRowReport } from '../csv/bad-rows';
import { readCsvFile } from '../csv/csv-file';
import type { KnownContributorsSource } from '../csv/csv-records';
import { CommitteeBook } from './committees';
import { FILING_BATCH_SIZE, type StagedFiling, upsertFilings } from './upsert';

export interface ExternalFilingsImportProgress {
  /** Rows read so far (the header not counted). */
  rows: number;
  /** Bytes of the file read so far. */
  bytes: number;
}

export interface ExternalFilingsImportOptions {
  governmentId: number;
  /** Offices of committees by the state's filer id, for committees not loaded before. */
  offices: ReadonlyMap<string, Office>;
  /** Import the good rows when some are bad; otherwise one bad row stops the whole file. */
  skipBadRows: boolean;
  onProgress?: (progress: ExternalFilingsImportProgress) => void;
}

export interface UnknownCommittee {
  filerId: string;
  name: string;
}

interface Counts {
  /** Data rows in the file, bad and skipped ones included. */
  rows: number;
  badRows: BadRow[];
  badRowCount: number;
}

export type ExternalFilingsImportResult =
  | (Counts & {
      ok: true;
      message: string;
      inserted: number;
      amended: number;
      unchanged: number;
      /** Rows that are not contributions received (expenditures, loans...). */
      skipped: number;
      newCommittees: { filerId: string; name: string; officeSought: Office }[];
    })
  | (Counts & {
      ok: false;
      message: string;
      /** Committees the file names whose office nobody gave; nothing was imported. */
      unknownCommittees: UnknownCommittee[];
    });

const PROGRESS_EVERY_ROWS = 1000;
const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many = `${one}s`) =>
  `${count(value)} ${value === 1 ? one : many}`;

/** Thrown inside the transaction to undo everything and hand a refusal back. */
class Refusal {
  constructor(readonly result: ExternalFilingsImportResult) {}
}

const unknownCommitteesMessage = (committees: readonly UnknownCommittee[]) =>
  `Nothing was imported: give the office of ${committees
    .map((committee) => `${committee.name} (filer id ${committee.filerId})`)
    .join(', ')}`;

/**
 * Loads the state's transaction search export (ORESTAR) of non-participating candidates into
 * external_contributions, streamed, in one transaction: all of it or nothing. Contributions
 * received are loaded, keyed by the state's original transaction id (importing a file twice
 * changes nothing; an amendment replaces its original); other rows are counted as skipped. Every
 * committee needs an office, known from an earlier import or given in `offices`. A header or CSV
 * problem throws INVALID_INPUT; bad rows and unknown committees come back in the result.
 */
export async function importExternalFilings(
  db: Database,
  source: KnownContributorsSource,
  options: ExternalFilingsImportOptions,
): Promise<ExternalFilingsImportResult> {
  try {
    return await db.transaction(async (tx) => {
      // A second import beside a running one would add the same new committees and fail on
      // them at its end; it is refused at once instead (the book is read once the lock is held).
      if (!(await tryLockForTransaction(tx, `external filings import:${options.governmentId}`)))
        throw new DomainError('CONFLICT', IMPORT_RUNNING_MESSAGES.externalFilings);
      const committees = await CommitteeBook.load(tx, options.governmentId, options.offices);
      const progress: ExternalFilingsImportProgress = { rows: 0, bytes: 0 };
      const report = new BadRowReport();
      const totals = { inserted: 0, amended: 0, contributions: 0, skipped: 0 };
      let batch: StagedFiling[] = [];
      const flush = async () => {
        const written = await upsertFilings(tx, options.governmentId, batch);
        totals.inserted += written.inserted;
        totals.amended += written.amended;
        batch = [];
      };

      const format = { readHeader: readOrestarExportHeader, readRow: readOrestarExportRow };
      for await (const { line, row } of readCsvFile(source, format, progress)) {
        if (row.kind === 'bad') report.add(line, row.problems);
        else if (row.kind === 'skipped') totals.skipped += 1;
        else {
          totals.contributions += 1;
          const { filerId, committeeName } = row.contribution;
          const committee = await committees.resolve(filerId, committeeName);
          const writing =
            committees.unknown.size === 0 && (options.skipBadRows || report.count === 0);
          if (committee && writing) batch.push({ contribution: row.contribution, committee });
        }
        if (batch.length >= FILING_BATCH_SIZE) await flush();
        if (progress.rows % PROGRESS_EVERY_ROWS === 0) options.onProgress?.({ ...progress });
      }
      options.onProgress?.({ ...progress });

      const badRows = { rows: progress.rows, badRows: report.rows, badRowCount: report.count };
      const unknownCommittees = [...committees.unknown].map(([filerId, name]) => ({
        filerId,
        name,
      }));
      if (unknownCommittees.length > 0)
        throw new Refusal({
          ok: false,
          message: unknownCommitteesMessage(unknownCommittees),
          unknownCommittees,
          ...badRows,
        });
      if (report.count > 0 && !options.skipBadRows)
        throw new Refusal({
          ok: false,
          message: `Nothing was imported: ${plural(report.count, 'row has', 'rows have')} problems`,
          unknownCommittees: [],
          ...badRows,
        });
      await flush();

      const unchanged = totals.contributions - totals.inserted - totals.amended;
      const badSkipped = report.count > 0 ? `; ${plural(report.count, 'bad row')} skipped` : '';
      const newCommittees =
        committees.created.length > 0
          ? `; ${plural(committees.created.length, 'new committee')}`
          : '';
      return {
        ok: true,
        message: `Imported ${plural(totals.contributions, 'contribution')}: ${count(totals.inserted)} new, ${count(totals.amended)} amended, ${count(unchanged)} unchanged; ${plural(totals.skipped, 'row')} skipped (not contributions)${badSkipped}${newCommittees}`,
        inserted: totals.inserted,
        amended: totals.amended,
        unchanged,
        skipped: totals.skipped,
        newCommittees: committees.created,
        ...badRows,
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}
