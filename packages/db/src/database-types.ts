import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

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
  /** postgres.js pool size; the plan-keeping pool (`withReusedPlans`) has half, at least 1. */
  maxConnections?: number;
  /** PGlite only: start from this data directory archive (a `dumpDataDir()` result). */
  loadDataDir?: Blob | undefined;
}
