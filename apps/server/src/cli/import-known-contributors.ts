import { createReadStream, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  importKnownContributors,
  type KnownContributorsImportProgress,
  type KnownContributorsImportResult,
} from '@portal/api';
import { migrateDatabase, openDatabase } from '@portal/db';
import { isDomainError } from '@portal/domain';
import { EnvError, loadEnv } from '../env';

const USAGE = 'Usage: import-known-contributors [--skip-bad-rows] <voter-file.csv>';
/** Bad rows printed in full; the count covers the rest. */
const BAD_ROWS_SHOWN = 20;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * One progress line. On a terminal it is rewritten in place a few times a second; in a log (no
 * TTY) a line every few seconds is enough and keeps the log readable.
 */
function progressPrinter(fileBytes: number) {
  const terminal = process.stdout.isTTY === true;
  const everyMs = terminal ? 100 : 5000;
  let lastPrinted = 0;
  let lastLength = 0;
  const print = (text: string) => {
    if (terminal) {
      process.stdout.write(`\r${text.padEnd(lastLength)}`);
      lastLength = text.length;
    } else console.log(text);
  };
  return {
    update(progress: KnownContributorsImportProgress) {
      const now = Date.now();
      if (progress.stage === 'reading' && now - lastPrinted < everyMs) return;
      lastPrinted = now;
      const read = `Read ${progress.rows.toLocaleString('en-US')} rows, ${megabytes(progress.bytes)} of ${megabytes(fileBytes)} MB`;
      print(progress.stage === 'merging' ? `${read}; saving...` : read);
    },
    end() {
      if (terminal && lastLength > 0) process.stdout.write('\n');
      lastLength = 0;
    },
  };
}

function printResult(result: KnownContributorsImportResult): void {
  console.log(result.message);
  for (const badRow of result.badRows.slice(0, BAD_ROWS_SHOWN)) console.log(`  ${badRow.message}`);
  const notShown = result.badRowCount - Math.min(result.badRows.length, BAD_ROWS_SHOWN);
  if (notShown > 0) console.log(`  ... and ${notShown.toLocaleString('en-US')} more bad rows`);
  if (!result.ok)
    console.log('Fix the rows, or run again with --skip-bad-rows to import the rest.');
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof readArguments>;
  try {
    parsed = readArguments();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const filePath = resolve(parsed.filePath);
  const fileBytes = fileSize(filePath);
  if (fileBytes === null) {
    console.error(`Cannot read ${filePath}: no such file`);
    return 2;
  }
  const env = loadEnv();
  if (!env.databaseUrl && env.pgliteDir === null) {
    console.error('DATA_DIR=memory keeps nothing: set DATA_DIR or DATABASE_URL to import.');
    return 2;
  }
  console.log(
    `Importing ${filePath} into ${env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${env.pgliteDir})`}`,
  );
  const database = await openDatabase({
    url: env.databaseUrl,
    dataDir: env.pgliteDir ?? undefined,
  });
  const progress = progressPrinter(fileBytes);
  try {
    await migrateDatabase(database);
    const result = await importKnownContributors(database.db, createReadStream(filePath), {
      skipBadRows: parsed.skipBadRows,
      onProgress: (update) => progress.update(update),
    });
    progress.end();
    printResult(result);
    return result.ok ? 0 : 1;
  } finally {
    progress.end();
    await database.close();
  }
}

function fileSize(path: string): number | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats.size : null;
  } catch {
    return null;
  }
}

function readArguments() {
  const given = process.argv.slice(2);
  // `pnpm run <script> -- <args>` hands the `--` on to us; it separates nothing here.
  const args = given[0] === '--' ? given.slice(1) : given;
  const { values, positionals } = parseArgs({
    args,
    options: { 'skip-bad-rows': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [filePath, ...extra] = positionals;
  if (!filePath || extra.length > 0) throw new Error('Name exactly one CSV file.');
  return { filePath, skipBadRows: values['skip-bad-rows'] };
}

main().then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    // A refused file or bad configuration is the operator's to fix: its message is enough.
    if (isDomainError(error) || error instanceof EnvError) console.error(error.message);
    else console.error('The import failed:', error);
    process.exitCode = 1;
  },
);
