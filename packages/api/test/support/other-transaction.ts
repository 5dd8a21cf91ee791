import { type Database, rowsOf, type Transaction } from '@portal/db';
import { sql } from 'drizzle-orm';

/**
 * What a concurrent request holds: a transaction on another connection (PostgreSQL) that runs
 * `hold` (takes a row or advisory lock, writes without committing) and stays open until
 * `release` commits it.
 */
export async function holdInAnotherTransaction(
  db: Database,
  hold: (tx: Transaction) => Promise<unknown>,
): Promise<{ release: () => Promise<void> }> {
  let held = () => {};
  let letGo = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const done = db.transaction(async (tx) => {
    await hold(tx);
    held();
    await released;
  });
  await Promise.race([holding, done]);
  return {
    release: async () => {
      letGo();
      await done;
    },
  };
}

/**
 * Runs `run` while every insert into `table` (those `when` selects, a condition on `new`) fails
 * as a database error would: for proving that nothing of a failed write is left behind.
 */
export async function whileInsertsFail<T>(
  db: Database,
  table: 'permissions' | 'email_outbox' | 'user_codes',
  run: () => Promise<T>,
  when = 'true',
): Promise<T> {
  const refuse = sql.identifier(`refuse_${table}_inserts`);
  await db.execute(sql`
    create function ${refuse}() returns trigger language plpgsql as
    $$ begin raise exception 'refused for the test'; end $$`);
  await db.execute(sql`
    create trigger ${refuse} before insert on ${sql.identifier(table)}
    for each row when (${sql.raw(when)}) execute function ${refuse}()`);
  try {
    return await run();
  } finally {
    await db.execute(sql`drop trigger ${refuse} on ${sql.identifier(table)}`);
    await db.execute(sql`drop function ${refuse}()`);
  }
}

/** Until `count` statements of this database wait for a lock (at most 10 s). */
export async function waitForLockWaiters(db: Database, count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const [row] = rowsOf<{ waiting: number }>(
      await db.execute(sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if ((row?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Fewer than ${count} statements waited for a lock`);
}
