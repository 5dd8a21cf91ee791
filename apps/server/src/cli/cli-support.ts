import { createReadStream, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BadRow } from '@portal/api';
import { type Database, type DatabaseHandle, migrateDatabase, openDatabase } from '@portal/db';
import { isDomainError } from '@portal/domain';
import { EnvError, loadEnv } from '../env';

/** Bad rows printed in full; the count covers the rest. */
const BAD_ROWS_SHOWN = 20;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * One progress line. On a terminal it is rewritten in place a few times a second; in a log (no
 * TTY) a line every few seconds is enough and keeps the log readable.
 */
export function progressLine() {
  const terminal = process.stdout.isTTY === true;
  const everyMs = terminal ? 100 : 5000;
  let lastPrinted = 0;
  let lastLength = 0;
  return {
    /** Prints `text` unless a line was printed very recently (`force` prints anyway). */
    update(text: string, force = false) {
      const now = Date.now();
      if (!force && now - lastPrinted < everyMs) return;
      lastPrinted = now;
      if (terminal) {
        process.stdout.write(`\r${text.padEnd(lastLength)}`);
        lastLength = text.length;
      } else console.log(text);
    },
    end() {
      if (terminal && lastLength > 0) process.stdout.write('\n');
      lastLength = 0;
    },
  };
}

function printBadRows(badRows: readonly BadRow[], badRowCount: number): void {
  for (const badRow of badRows.slice(0, BAD_ROWS_SHOWN)) console.log(`  ${badRow.message}`);
  const notShown = badRowCount - Math.min(badRows.length, BAD_ROWS_SHOWN);
  if (notShown > 0) console.log(`  ... and ${notShown.toLocaleString('en-US')} more bad rows`);
}

/** The size of a regular file, or null when there is none at that path. */
function fileSize(path: string): number | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats.size : null;
  } catch {
    return null;
  }
}

/** `pnpm run <script> -- <args>` hands the `--` on to us; it separates nothing here. */
export const commandArguments = (): string[] => {
  const given = process.argv.slice(2);
  return given[0] === '--' ? given.slice(1) : given;
};

/**
 * Opens the configured database (PGlite in DATA_DIR while the server is stopped, or PostgreSQL
 * while it runs), brings it up to date, runs `work` and closes it. Null when nothing would last.
 */
export async function withOperatorDatabase<T>(
  describeWork: (where: string) => string,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T | null> {
  const env = loadEnv();
  if (!env.databaseUrl && env.pgliteDir === null) {
    console.error('DATA_DIR=memory keeps nothing: set DATA_DIR or DATABASE_URL.');
    return null;
  }
  console.log(
    describeWork(env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${env.pgliteDir})`),
  );
  const database = await openDatabase({
    url: env.databaseUrl,
    dataDir: env.pgliteDir ?? undefined,
  });
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

/** A usage mistake found while working (an unknown government): printed alone, exit code 2. */
export class UsageError extends Error {}

/** What every file import answers. */
interface FileImportResult {
  ok: boolean;
  message: string;
  badRows: readonly BadRow[];
  badRowCount: number;
}

/**
 * The common body of the import commands: checks the file, opens the configured database, runs
 * `load` on the file's stream with a progress line, prints the result and its bad rows, and
 * returns the exit code (0 imported, 1 refused, 2 usage).
 */
export async function importFileCommand<Result extends FileImportResult>(
  givenPath: string,
  load: (
    db: Database,
    source: NodeJS.ReadableStream & AsyncIterable<Buffer>,
    onProgress: (rows: number, bytes: number, saving?: boolean) => void,
  ) => Promise<Result>,
  explainRefusal: (result: Result) => string = () =>
    'Fix the rows, or run again with --skip-bad-rows to import the rest.',
): Promise<number> {
  const filePath = resolve(givenPath);
  const fileBytes = fileSize(filePath);
  if (fileBytes === null) {
    console.error(`Cannot read ${filePath}: no such file`);
    return 2;
  }
  const progress = progressLine();
  const exitCode = await withOperatorDatabase(
    (where) => `Importing ${filePath} into ${where}`,
    async (database) => {
      try {
        const result = await load(
          database.db,
          createReadStream(filePath),
          (rows, bytes, saving) => {
            const read = `Read ${rows.toLocaleString('en-US')} rows, ${megabytes(bytes)} of ${megabytes(fileBytes)} MB`;
            progress.update(saving ? `${read}; saving...` : read, saving);
          },
        );
        progress.end();
        console.log(result.message);
        printBadRows(result.badRows, result.badRowCount);
        if (!result.ok) console.log(explainRefusal(result));
        return result.ok ? 0 : 1;
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        console.error(error.message);
        return 2;
      } finally {
        progress.end();
      }
    },
  );
  return exitCode ?? 2;
}

/** The one file a command names among its positional arguments. */
export function onlyFile(positionals: readonly string[]): string {
  const [filePath, ...extra] = positionals;
  if (!filePath || extra.length > 0) throw new UsageError('Name exactly one CSV file.');
  return filePath;
}

/** The arguments of an import command that takes `[--skip-bad-rows] <file.csv>` alone. */
export function readFileImportArguments() {
  const { values, positionals } = parseArgs({
    args: commandArguments(),
    options: { 'skip-bad-rows': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  return { filePath: onlyFile(positionals), skipBadRows: values['skip-bad-rows'] };
}

/**
 * Runs an import command: its arguments as `readArguments` reads them (a mistake is printed with
 * the usage, exit code 2), then `importWith` them.
 */
export function runImportCommand<Arguments>(
  usage: string,
  readArguments: () => Arguments,
  importWith: (parsed: Arguments) => Promise<number>,
): void {
  runCommand(async () => {
    let parsed: Arguments;
    try {
      parsed = readArguments();
    } catch (error) {
      console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
      return 2;
    }
    return importWith(parsed);
  }, 'The import failed');
}

/** Runs an operator command: a refused file or bad configuration prints its message only. */
export function runCommand(main: () => Promise<number>, failure: string): void {
  main().then(
    (exitCode) => {
      process.exitCode = exitCode;
    },
    (error: unknown) => {
      if (isDomainError(error) || error instanceof EnvError) console.error(error.message);
      else console.error(`${failure}:`, error);
      process.exitCode = 1;
    },
  );
}
