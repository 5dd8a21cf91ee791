import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useBulkWriteSettings } from '../src/bulk-write';
import { type DatabaseHandle, type DbOrTx, openDatabase, withReusedPlans } from '../src/client';
import { rowsOf } from '../src/rows';
import { testPostgresUrl } from '../src/testing';

/**
 * The list pages run as statements prepared on each connection. PostgreSQL's default would plan
 * such a statement once for any values after five runs; a campaign's deep page under a date range
 * then took 182 ms where its own plan takes 12 ms. The portal's connections plan every run for
 * its values, as an unprepared statement is; a second pool keeps plans, for the statements whose
 * best plan is the same for any values (`withReusedPlans`).
 */
const url = testPostgresUrl();

/** The plan of a statement prepared on `db`, after `runs` runs (eight unless told), for 7. */
const planAfterRuns = (db: DbOrTx, runs = 8) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`prepare plan_probe(int) as
      select count(*) from generate_series(1, 10) as n where n > $1`);
    for (let run = 0; run < runs; run += 1) await tx.execute(sql.raw(`execute plan_probe(${run})`));
    const explained = await tx.execute(sql`explain (costs off) execute plan_probe(7)`);
    await tx.execute(sql`deallocate plan_probe`);
    return JSON.stringify(explained);
  });

describe.skipIf(!url)('statements prepared on the portal connections (PostgreSQL only)', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => handle?.close());

  it('are planned for the values of each run, not once for all', async () => {
    handle = await openDatabase({ url, maxConnections: 1 });
    const plans = await planAfterRuns(handle.db);
    // A plan made for the run's value shows the value; a plan for any value shows `$1`.
    expect(plans).toContain('> 7');
    expect(plans).not.toContain('$1');
  });

  it('keep one plan for any values where a statement is run with reused plans', async () => {
    handle ??= await openDatabase({ url, maxConnections: 1 });
    const reusing = withReusedPlans(handle.db);
    expect(reusing).not.toBe(handle.db);
    expect(await planAfterRuns(reusing)).toContain('$1');
    // From its first run, not only once PostgreSQL's default judges that plan as cheap as each
    // run's own, which it never did for a campaign's page under a date range.
    expect(await planAfterRuns(reusing, 0)).toContain('$1');
    // A transaction is its own connection: it has no second pool.
    await handle.db.transaction(async (tx) => expect(withReusedPlans(tx)).toBe(tx));
  });
});

describe.skipIf(!url)('a bulk write’s settings (PostgreSQL only)', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => handle?.close());

  const settings = async (db: DbOrTx) =>
    rowsOf<{ jit: string; plans: string }>(
      await db.execute(
        sql`select current_setting('jit') as jit, current_setting('plan_cache_mode') as plans`,
      ),
    )[0];

  it('reuse plans and compile nothing until the transaction ends, then are as before', async () => {
    handle = await openDatabase({ url, maxConnections: 1 });
    const db = handle.db;
    const before = await settings(db);
    expect(before?.plans).toBe('force_custom_plan');
    const during = await db.transaction(async (tx) => {
      await useBulkWriteSettings(tx);
      return settings(tx);
    });
    expect(during).toEqual({ jit: 'off', plans: 'auto' });
    expect(await settings(db)).toEqual(before);
  });
});
