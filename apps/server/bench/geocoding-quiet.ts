import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, rowsOf } from '@portal/db';
import { sql } from 'drizzle-orm';

/**
 * Waits, through a connection of the bench's own, until the server's geocoding worker has placed
 * every address that is due: the background work an import leaves (3,000 addresses, a few
 * hundred milliseconds of updates) would otherwise run beside the next timed import. PostgreSQL
 * only (PGlite allows one process, the server's).
 */
export async function geocodingQuiet(databaseUrl: string) {
  const handle = await openDatabase({ url: databaseUrl });
  const due = async () => {
    const result = await handle.db.execute<{ due: boolean }>(sql`
      select exists (
        select 1 from geocoding_jobs where state = 'waiting' and run_after <= now()
      ) as due`);
    return rowsOf<{ due: boolean }>(result)[0]?.due === true;
  };
  return {
    /** Resolves once nothing is due, or after `limitMs` with a warning that the run is not alone. */
    wait: async (limitMs = 60_000) => {
      const until = Date.now() + limitMs;
      while (await due()) {
        if (Date.now() >= until) {
          console.error(`geocoding still due after ${limitMs} ms: this run is not timed alone`);
          return;
        }
        await sleep(100);
      }
    },
    close: () => handle.close(),
  };
}
