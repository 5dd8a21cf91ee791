import { parseArgs } from 'node:util';
import { importAddressPoints } from '@portal/api';
import { commandArguments, importFileCommand, runCommand } from './cli-support';

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
    filePath = file;
    skipBadRows = values['skip-bad-rows'];
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const exitCode = await importFileCommand(filePath, (db, source, onProgress) =>
    importAddressPoints(db, source, { skipBadRows, onProgress }),
  );
  if (exitCode === 0)
    console.log('Run `npm run geocode -- --again` to re-place the addresses with them.');
  return exitCode;
}

runCommand(main, 'The import failed');
