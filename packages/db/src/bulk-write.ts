import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Settings for a transaction that writes thousands of rows at once (a bulk import), kept until
 * it ends:
 * - No JIT: the statements each touch a few thousand rows by index, yet the match search of a
 *   chunk of donors is costed past the threshold where PostgreSQL compiles a query (~20 ms each
 *   time, more than the search itself saves).
 * - Plans reused again (`plan_cache_mode = auto`): the portal's connections plan every run of a
 *   prepared statement for its values (`force_custom_plan`, `client.ts`), and PostgreSQL checks
 *   each foreign key of each inserted row with such a statement. A 3,000-row import planned its
 *   21,000 checks of the history lines and 9,000 of the contributions one by one: the history
 *   lines' insert took 250 ms instead of 85 at a million contributions. A key lookup has one
 *   right plan whatever the key.
 */
export async function useBulkWriteSettings(tx: DbOrTx): Promise<void> {
  await tx.execute(
    sql`select set_config('jit', 'off', true), set_config('plan_cache_mode', 'auto', true)`,
  );
}
