import { parseArgs } from 'node:util';
import { geocodeOneBatch, geocodingStatus, requeueGeocoding } from '@portal/api/geocoding';
import { loadEnv } from '../env';
import { createGeocoder } from '../geocoder';
import { commandArguments, progressLine, runCommand, withOperatorDatabase } from './cli-support';

const USAGE = 'Usage: geocode [--again]';

/**
 * Places every address not yet on the map with the configured geocoder, now, with progress;
 * `--again` re-places every address (after the geocoder changed). Server workers share the work
 * through the same queue if they are running.
 */
async function main(): Promise<number> {
  let again: boolean;
  try {
    const { values } = parseArgs({
      args: commandArguments(),
      options: { again: { type: 'boolean', default: false } },
    });
    again = values.again;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  const exitCode = await withOperatorDatabase(
    (where) => `Geocoding addresses in ${where} (GEOCODER=${env.geocoding.geocoder})`,
    async (database) => {
      const geocoder = createGeocoder(env, database.db);
      const queued = await requeueGeocoding(database.db, { scope: again ? 'all' : 'unplaced' });
      const progress = progressLine();
      const done = { placed: 0, unplaceable: 0, retrying: 0 };
      const line = () =>
        `${done.placed + done.unplaceable} of ${queued} addresses: ${done.placed} placed, ${done.unplaceable} unplaceable, ${done.retrying} to retry later`;
      try {
        for (;;) {
          const round = await geocodeOneBatch(database.db, geocoder);
          if (round.claimed === 0) break;
          done.placed += round.placed;
          done.unplaceable += round.unplaceable;
          done.retrying += round.retrying;
          progress.update(line());
        }
        progress.update(line(), true);
      } finally {
        progress.end();
      }
      const status = await geocodingStatus(database.db, undefined);
      console.log(
        `On the map: ${status.placed.address} at address precision, ${status.placed.zip} at ZIP precision; ${status.unplaceable} unplaceable; ${status.waiting} waiting`,
      );
      for (const reason of status.unplaceableReasons)
        console.log(`  ${reason.count} unplaceable: ${reason.reason}`);
      return 0;
    },
  );
  return exitCode ?? 2;
}

runCommand(main, 'Geocoding failed');
