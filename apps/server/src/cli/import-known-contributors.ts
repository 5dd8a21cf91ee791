import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  importKnownContributors,
  type KnownContributorsImportProgress,
  type KnownContributorsImportResult,
} from '@portal/api';
import {
  commandArguments,
  fileSize,
  megabytes,
  printBadRows,
  progressLine,
  runCommand,
  withOperatorDatabase,
} from './cli-support';

const USAGE = 'Usage: import-known-contributors [--skip-bad-rows] <voter-file.csv>';

function printResult(result: KnownContributorsImportResult): void {
  console.log(result.message);
  printBadRows(result.badRows, result.badRowCount);
  if (!result.ok)
    console.log('Fix the rows, or run again with --skip-bad-rows to import the rest.');
}

const progressText = (progress: KnownContributorsImportProgress, fileBytes: number) => {
  const read = `Read ${progress.rows.toLocaleString('en-US')} rows, ${megabytes(progress.bytes)} of ${megabytes(fileBytes)} MB`;
  return progress.stage === 'merging' ? `${read}; saving...` : read;
};

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
  const progress = progressLine();
  const exitCode = await withOperatorDatabase(
    (where) => `Importing ${filePath} into ${where}`,
    async (database) => {
      try {
        const result = await importKnownContributors(database.db, createReadStream(filePath), {
          skipBadRows: parsed.skipBadRows,
          onProgress: (update) =>
            progress.update(progressText(update, fileBytes), update.stage === 'merging'),
        });
        progress.end();
        printResult(result);
        return result.ok ? 0 : 1;
      } finally {
        progress.end();
      }
    },
  );
  return exitCode ?? 2;
}

function readArguments() {
  const { values, positionals } = parseArgs({
    args: commandArguments(),
    options: { 'skip-bad-rows': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [filePath, ...extra] = positionals;
  if (!filePath || extra.length > 0) throw new Error('Name exactly one CSV file.');
  return { filePath, skipBadRows: values['skip-bad-rows'] };
}

runCommand(main, 'The import failed');
