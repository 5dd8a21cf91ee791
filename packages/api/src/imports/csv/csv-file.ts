import { DomainError } from '@portal/domain';
import { type KnownContributorsSource, readCsvRecords } from './csv-records';

/** A file format from the domain: how its header row is checked and how a data row is read. */
export interface CsvFileFormat<Layout, Row> {
  readHeader(
    cells: readonly string[],
  ): { ok: true; layout: Layout } | { ok: false; message: string };
  readRow(cells: readonly string[], layout: Layout): Row;
}

/** How far the reading is: data rows (the header not counted) and bytes of the file. */
export interface CsvFileProgress {
  rows: number;
  bytes: number;
}

/**
 * The data rows of a CSV import file whose first record is its header, each read against that
 * header, with the file line it starts on. An empty file or a wrong header throws INVALID_INPUT.
 * `progress` is updated as the file is read, so the import can report it between rows. Every
 * import reads its file this way; when the import stops early (a write failed), the source is
 * no longer read.
 */
export async function* readCsvFile<Layout, Row>(
  source: KnownContributorsSource,
  format: CsvFileFormat<Layout, Row>,
  progress: CsvFileProgress,
): AsyncGenerator<{ line: number; row: Row }> {
  const records = readCsvRecords(source, (bytes) => {
    progress.bytes += bytes;
  });
  try {
    const first = await records.next();
    if (first.done) {
      throw new DomainError('INVALID_INPUT', 'The file is empty: it has no header row');
    }
    const header = format.readHeader(first.value.cells);
    if (!header.ok) throw new DomainError('INVALID_INPUT', header.message);
    for await (const { cells, line } of records) {
      progress.rows += 1;
      yield { line, row: format.readRow(cells, header.layout) };
    }
  } finally {
    await records.return(undefined);
  }
}
