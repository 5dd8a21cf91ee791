import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle, DatabaseOptions } from './database-types';
import * as schema from './schema';

// The embedded engine in a module of its own, imported only when it is used: loading PGlite's
// JavaScript costs a server on PostgreSQL about 40 MB of resident memory it would never use.

/** PostgreSQL contrib modules the migrations enable; PGlite must be told to load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** A PGlite engine with the portal's extensions. */
export const newPglite = (options: Omit<PGliteOptions, 'extensions'> = {}): PGlite =>
  new PGlite({ ...options, extensions: PGLITE_EXTENSIONS });

/** Opens the embedded database (in `dataDir`, else in memory) and waits until it is ready. */
export async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = newPglite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  return pgliteHandle(client);
}

/** Wraps an open PGlite engine; closing the handle closes the engine. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}
