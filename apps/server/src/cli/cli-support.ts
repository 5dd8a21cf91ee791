import { statSync } from 'node:fs';
import type { BadRow } from '@portal/api';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@portal/db';
import { isDomainError } from '@portal/domain';
import { EnvError, loadEnv } from '../env';

/** Bad rows printed in full; the count covers the rest. */
const BAD_ROWS_SHOWN = 20;

export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

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

export function printBadRows(badRows: readonly BadRow[], badRowCount: number): void {
  for (const badRow of badRows.slice(0, BAD_ROWS_SHOWN)) console.log(`  ${badRow.message}`);
  const notShown = badRowCount - Math.min(badRows.length, BAD_ROWS_SHOWN);
  if (notShown > 0) console.log(`  ... and ${notShown.toLocaleString('en-US')} more bad rows`);
}

/** The size of a regular file, or null when there is none at that path. */
export function fileSize(path: string): number | null {
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
