import { importAddressPoints } from '@portal/api/imports';
import { importFileCommand, readFileImportArguments, runImportCommand } from './cli-support';

const USAGE = 'Usage: import-address-points [--skip-bad-rows] <address-points.csv>';

/** Replaces the city's address points (used with GEOCODER=address-points). */
runImportCommand(USAGE, readFileImportArguments, async ({ filePath, skipBadRows }) => {
  const exitCode = await importFileCommand(filePath, (db, source, onProgress) =>
    importAddressPoints(db, source, { skipBadRows, onProgress }),
  );
  if (exitCode === 0)
    console.log('Run `npm run geocode -- --again` to re-place the addresses with them.');
  return exitCode;
});
