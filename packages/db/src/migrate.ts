import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle } from './client';
import { fillNameSkeletons } from './name-skeletons';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Applies the committed migrations, then fills what they cannot compute (the lookalike keys of
 * names); safe to run on every start (already-applied ones are skipped).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // Imported here: it brings PGlite's engine with it (see pglite-engine.ts).
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, { migrationsFolder });
  }
  await fillNameSkeletons(handle.db);
}
