import { openDatabase, rowsOf } from '@portal/db';
import { sql } from 'drizzle-orm';

/**
 * The contributions a run's bulk imports add (3,000 a call, into the demo staff member's
 * campaign), removed once the run is over with their history lines and geocoding jobs, so that
 * each run times the database as it was seeded. Kept, they grew one campaign by 180,000 rows over
 * sixty runs, and each import then matched its donors against every earlier run's. PostgreSQL
 * only: on PGlite the server holds the database, and the rows stay.
 */
export async function importedRowsRemover(databaseUrl: string) {
  const handle = await openDatabase({ url: databaseUrl });
  const [last] = rowsOf<{ id: number | string }>(
    await handle.db.execute(sql`select coalesce(max(id), 0) as id from contributions`),
  );
  const lastBefore = Number(last?.id ?? 0);
  // The bench file's donors are all named 'Bench ...' (bulk-file.ts).
  const added = sql`select id from contributions where id > ${lastBefore} and last_name like 'Bench %'`;
  return {
    /**
     * Deletes them in one transaction and answers how many contributions went; then vacuums the
     * tables they were in, since the 18,000 dead rows a run leaves in a table of a million stay
     * below autovacuum's threshold (a fifth of the table) for ten runs, slowing the geocoding
     * worker's claims and the next run's imports meanwhile.
     */
    remove: async (): Promise<number> => {
      try {
        const removed = await handle.db.transaction(async (tx) => {
          await tx.execute(sql`delete from activities where contribution_id in (${added})`);
          await tx.execute(
            sql`delete from geocoding_jobs where target = 'contribution' and target_id in (${added})`,
          );
          const deleted = rowsOf<{ id: number }>(
            await tx.execute(sql`delete from contributions where id in (${added}) returning id`),
          );
          return deleted.length;
        });
        try {
          await handle.db.execute(sql`vacuum (analyze) contributions, activities, geocoding_jobs`);
        } catch (error) {
          // The rows are gone either way; the next run is only slower without it.
          console.error('The vacuum after removing the imported rows failed:', error);
        }
        return removed;
      } finally {
        await handle.close();
      }
    },
  };
}
