import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Data helpers take either, so one procedure can write several tables atomically. */
export type DbOrTx = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  url?: string | undefined;
  /** PGlite data directory; when absent PGlite keeps everything in memory. */
  dataDir?: string | undefined;
  /** postgres.js pool size. */
  maxConnections?: number;
  /** PGlite only: start from this data directory archive (a `dumpDataDir()` result). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // While PostgreSQL is away, queries wait for the next connection attempt: retry within
      // 2 s (postgres.js backs off up to 20 s) and give up on a silent host after 10 s, so
      // requests fail fast with 503 and the pool is back soon after the database is.
      backoff: (retries: number) => Math.min(0.25 * 2 ** retries, 2),
      connect_timeout: 10,
      // List pages run as statements prepared per connection; after five runs PostgreSQL would
      // plan them once for any values, and a campaign's deep page took 15 times its own plan.
      connection: { plan_cache_mode: 'force_custom_plan' },
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { openPglite } = await import('./pglite-engine');
  return openPglite(options);
}
