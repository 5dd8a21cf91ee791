import { pipeline } from 'node:stream/promises';
import {
  DomainError,
  KNOWN_CONTRIBUTOR_FILE_MESSAGES,
  notUtf8FileMessage,
  utf8Scanner,
} from '@portal/domain';
import { CsvError, parse } from 'csv-parse';
import { z } from 'zod';

/** What an import reads: an upload stream, a file stream, or any async sequence of chunks. */
export type KnownContributorsSource = AsyncIterable<Uint8Array | string>;

const isStream = (value: unknown): value is KnownContributorsSource =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * An uploaded file as a stream. Procedures taking one are called in-process (the REST upload
 * passes the multipart file through `createCaller`); a JSON call over /trpc cannot carry one and
 * fails validation.
 */
export const fileSourceSchema = z.custom<KnownContributorsSource>(isStream, {
  error: KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileRequired,
});

export interface CsvRecord {
  cells: string[];
  /** The file's line on which the record starts (the header is line 1). */
  line: number;
}

/**
 * A voter-file row is a few hundred bytes; a far longer record means an unclosed quote, which
 * would otherwise make the parser hold the rest of the file as one cell.
 */
const MAX_RECORD_CHARACTERS = 64 * 1024;

const newlinesIn = (cells: readonly string[]) =>
  cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * The source's chunks, counted and checked to be UTF-8: a file in another encoding is refused
 * naming its first bad line, where the parser would put U+FFFD in place of each letter it could
 * not read. Text chunks are already decoded and need no check.
 */
async function* checkedChunks(
  source: KnownContributorsSource,
  onBytes: (bytes: number) => void,
): AsyncGenerator<Uint8Array | string> {
  const utf8 = utf8Scanner();
  for await (const chunk of source) {
    if (typeof chunk === 'string') onBytes(Buffer.byteLength(chunk));
    else {
      onBytes(chunk.byteLength);
      const fault = utf8.push(chunk);
      if (fault) throw new DomainError('INVALID_INPUT', notUtf8FileMessage(fault));
    }
    yield chunk;
  }
  const fault = utf8.end();
  if (fault) throw new DomainError('INVALID_INPUT', notUtf8FileMessage(fault));
}

const notCsv = (error: unknown) =>
  error instanceof CsvError
    ? new DomainError('INVALID_INPUT', `The file is not valid CSV: ${error.message}`)
    : error;

/**
 * The file's records one at a time, as the source delivers them: the parser pauses the source
 * while the caller is busy (writing a batch), so memory stays flat whatever the file's size.
 * Blank lines are skipped but still counted in the line numbers.
 */
export async function* readCsvRecords(
  source: KnownContributorsSource,
  onBytes: (bytes: number) => void,
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: MAX_RECORD_CHARACTERS,
  });
  // Source errors (a broken upload) reach the loop below through the parser, which pipeline
  // destroys with them; the promise's own rejection is therefore only observed, not rethrown.
  const feeding = pipeline(checkedChunks(source, onBytes), parser);
  feeding.catch(() => {});
  try {
    // With `info`, csv-parse yields { record, info } objects; its stream types do not say so.
    for await (const parsed of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { cells: parsed.record, line: parsed.info.lines - newlinesIn(parsed.record) };
    }
    await feeding;
  } catch (error) {
    throw notCsv(error);
  } finally {
    parser.destroy();
  }
}
