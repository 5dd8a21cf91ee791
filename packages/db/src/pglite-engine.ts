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

/**
 * PostgreSQL settings the embedded engine starts with, after PGlite's own. The shared buffer
 * cache is allocated and zeroed inside PGlite's WebAssembly memory as the engine starts, so its
 * size is resident memory of the server's process from the first second, however little data
 * there is: PostgreSQL's 128 MB (which initdb writes into postgresql.conf) held 151 MB of a
 * 420 MB idle server on the demo data, 16 MB holds 29 MB. Pages that do not fit are read from
 * the data directory's files, which the operating system caches.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** A PGlite engine with the portal's extensions and settings. */
export const newPglite = (
  options: Omit<PGliteOptions, 'extensions' | 'startParams'> = {},
): PGlite =>
  new PGlite({
    ...options,
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });

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
