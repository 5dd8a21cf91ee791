import type { DatabaseHandle } from './client';
import { createPgliteTestDatabase } from './testing/pglite-template';
import { createPostgresTestDatabase } from './testing/postgres-template';

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again on close). Both are
 * copies of a migrated template, so a test file pays well under a second for its database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  // Tests are the one place besides the server's env module that read the environment.
  const url = process.env.DATABASE_URL;
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}

/** True when the database suites run on real PostgreSQL (DATABASE_URL set, as `.ci/run` does). */
export function testsRunOnPostgres(): boolean {
  return Boolean(testPostgresUrl());
}

/** The PostgreSQL server the database suites run on, when they do. */
export function testPostgresUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}
