import { addressPoints, type Database } from '@portal/db';
import {
  type AddressPointRecord,
  readAddressPointHeader,
  readAddressPointRow,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { type BadRow, BadRowReport } from '../csv/bad-rows';
import { readCsvFile } from '../csv/csv-file';
import type { KnownContributorsSource } from '../csv/csv-records';

export interface AddressPointsImportResult {
  ok: boolean;
  message: string;
  rows: number;
  imported: number;
  badRows: BadRow[];
  badRowCount: number;
}

/** 6 columns a row: far below PostgreSQL's 65,535 parameters a statement. */
const BATCH_SIZE = 2000;
const count = (value: number) => value.toLocaleString('en-US');

/** Thrown inside the transaction to undo everything and hand a refusal back. */
class Refusal {
  constructor(readonly result: AddressPointsImportResult) {}
}

/**
 * Replaces the city's address points with the file's (header `ADDRESS_POINT_FILE_HEADER`),
 * streamed, in one transaction: the old points stay until the new ones are complete. A bad row
 * stops the import unless `skipBadRows`; an address listed twice keeps its first point.
 * Addresses queued for geocoding are placed with the new points from then on.
 */
export async function importAddressPoints(
  db: Database,
  source: KnownContributorsSource,
  options: { skipBadRows: boolean; onProgress?: (rows: number, bytes: number) => void },
): Promise<AddressPointsImportResult> {
  try {
    return await db.transaction(async (tx) => {
      await tx.delete(addressPoints);
      const report = new BadRowReport();
      const progress = { rows: 0, bytes: 0 };
      let imported = 0;
      let batch: AddressPointRecord[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const written = await tx
          .insert(addressPoints)
          .values(batch)
          .onConflictDoNothing()
          .returning({ id: addressPoints.id });
        imported += written.length;
        batch = [];
      };
      const format = { readHeader: readAddressPointHeader, readRow: readAddressPointRow };
      for await (const { line, row } of readCsvFile(source, format, progress)) {
        if (!row.ok) report.add(line, row.problems);
        else if (options.skipBadRows || report.count === 0) batch.push(row.point);
        if (batch.length >= BATCH_SIZE) await flush();
        if (progress.rows % 10_000 === 0) options.onProgress?.(progress.rows, progress.bytes);
      }
      const { rows } = progress;
      options.onProgress?.(rows, progress.bytes);
      const badRows = { badRows: report.rows, badRowCount: report.count };
      if (report.count > 0 && !options.skipBadRows)
        throw new Refusal({
          ok: false,
          message: `Nothing was imported: ${count(report.count)} ${report.count === 1 ? 'row has' : 'rows have'} problems`,
          rows,
          imported: 0,
          ...badRows,
        });
      await flush();
      // PGlite has no autovacuum: the geocoder's lookups want fresh statistics.
      await tx.execute(sql`analyze address_points`);
      const duplicates = rows - report.count - imported;
      return {
        ok: true,
        message: `Imported ${count(imported)} address points${duplicates > 0 ? `; ${count(duplicates)} repeated addresses ignored` : ''}${report.count > 0 ? `; ${count(report.count)} bad rows skipped` : ''}`,
        rows,
        imported,
        ...badRows,
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}
