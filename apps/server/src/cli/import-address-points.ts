import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importAddressPoints } from '@portal/api';
import {
  commandArguments,
  fileSize,
  megabytes,
  printBadRows,
  progressLine,
  runCommand,
  withOperatorDatabase,
} from './cli-support';

const USAGE = 'Usage: import-address-points [--skip-bad-rows] <address-points.csv>';

/** Replaces the city's address points (used with GEOCODER=address-points). */
async function main(): Promise<number> {
  let filePath: string;
  let skipBadRows: boolean;
  try {
    const { values, positionals } = parseArgs({
      args: commandArguments(),
      options: { 'skip-bad-rows': { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new Error('Name exactly one CSV file.');
    filePath = resolve(file);
    skipBadRows = values['skip-bad-rows'];
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
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
        const result = await importAddressPoints(database.db, createReadStream(filePath), {
          skipBadRows,
          onProgress: (rows, bytes) =>
            progress.update(
              `Read ${rows.toLocaleString('en-US')} rows, ${megabytes(bytes)} of ${megabytes(fileBytes)} MB`,
            ),
        });
        progress.end();
        console.log(result.message);
        printBadRows(result.badRows, result.badRowCount);
        if (!result.ok)
          console.log('Fix the rows, or run again with --skip-bad-rows to import the rest.');
        else console.log('Run `npm run geocode -- --again` to re-place addresses with them.');
        return result.ok ? 0 : 1;
      } finally {
        progress.end();
      }
    },
  );
  return exitCode ?? 2;
}

runCommand(main, 'The import failed');
