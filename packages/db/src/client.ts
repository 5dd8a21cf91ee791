import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database, DatabaseHandle, DatabaseOptions, DbOrTx } from './database-types';
import * as schema from './schema';

// The engines' shared types live apart so the embedded engine's module can use them without a circle.
export type {
  Database,
  DatabaseHandle,
  DatabaseKind,
  DatabaseOptions,
  DbOrTx,
  Schema,
  Transaction,
} from './database-types';

/**
 * Each PostgreSQL handle's second pool (`openDatabase`), whose connections plan a statement
 * prepared there once, for any values (`force_generic_plan`). PostgreSQL's default would keep
 * planning it for each run's values wherever the plan for any values looks costlier than those:
 * a campaign's page under a date range planned in 0.8 ms on every run and ran in 0.5, where its
 * one plan for any values (the same index range) ran in 0.24.
 */
const planReusingPools = new WeakMap<DbOrTx, Database>();

/**
 * Where to run a statement whose best plan is the same whatever its values: a lookup by a unique
 * key, a page that is one ordered range of one index, or a campaign walk placed by the kept
 * totals (a scan of the campaigns, then one index range each). On PostgreSQL that is the handle's
 * plan-reusing pool; a transaction, or PGlite, runs it itself. Planning those again on every
 * run was half of PostgreSQL's time for a list page (the session lookup planned in 0.7 ms and
 * run in 0.05; the page planned in 1.4 ms and run in 2.0).
 */
export const withReusedPlans = <Handle extends DbOrTx>(db: Handle): Handle =>
  (planReusingPools.get(db) as Handle | undefined) ?? db;

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const max = options.maxConnections ?? 10;
    const pool = (connections: number, planCacheMode: 'force_generic_plan' | 'force_custom_plan') =>
      postgres(options.url as string, {
        max: connections,
        onnotice: () => {},
        // While PostgreSQL is away, queries wait for the next connection attempt: retry within
        // 2 s (postgres.js backs off up to 20 s) and give up on a silent host after 10 s, so
        // requests fail fast with 503 and the pool is back soon after the database is.
        backoff: (retries: number) => Math.min(0.25 * 2 ** retries, 2),
        connect_timeout: 10,
        connection: { plan_cache_mode: planCacheMode },
      });
    // The list pages' statements run prepared per connection, and PL/pgSQL triggers and
    // foreign-key checks keep theirs. After five runs PostgreSQL's default would plan one for
    // any values, and a campaign's deep page under a date range took 15 times its own plan: the
    // main pool plans every run for its values.
    const client = pool(max, 'force_custom_plan');
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    // Half as many connections (made on first use) for the statements `withReusedPlans` names.
    const reusingClient = pool(Math.max(1, Math.ceil(max / 2)), 'force_generic_plan');
    planReusingPools.set(db, drizzlePostgres(reusingClient, { schema }) as unknown as Database);
    const close = async () => {
      await Promise.all([client.end({ timeout: 5 }), reusingClient.end({ timeout: 5 })]);
    };
    return { db, kind: 'postgres', close };
  }
  const { openPglite } = await import('./pglite-engine');
  return openPglite(options);
}
