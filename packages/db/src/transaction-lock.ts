import { sql } from 'drizzle-orm';
import type { Transaction } from './client';
import { rowsOf } from './rows';

/**
 * Waits until no other transaction holds `key`, then holds it until this transaction ends: for a
 * read-then-write that two requests (or two server processes) must not interleave, such as a count
 * checked before an insert. It takes a transaction: on a pool the lock would end with its statement.
 */
export async function lockForTransaction(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Takes `key` for this transaction if no other transaction holds it: false at once otherwise,
 * for long work (an import) where a second request should be told, not kept waiting.
 */
export async function tryLockForTransaction(tx: Transaction, key: string): Promise<boolean> {
  const [row] = rowsOf<{ locked: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`),
  );
  return row?.locked === true;
}
