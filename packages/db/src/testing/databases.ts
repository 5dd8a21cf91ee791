import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../client';
import { createPgliteTestDatabase } from './pglite-template';
import { createPostgresTestDatabase } from './postgres-template';

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

/**
 * How much work a randomised or bulk test does on each database. `npm test` runs the suites on
 * PGlite and has to stay quick on a two-core machine; CI then runs the same suites on PostgreSQL,
 * where the full count runs. Both counts find the faults the test is for; the larger finds rarer ones.
 */
export function testScale<T>(sizes: { pglite: T; postgres: T }): T {
  return testsRunOnPostgres() ? sizes.postgres : sizes.pglite;
}

/** The PostgreSQL server the database suites run on, when they do. */
export function testPostgresUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/**
 * A second, separate connection pool to the PostgreSQL test database of `handle`, as another
 * server process behind a load balancer would hold. PostgreSQL mode only.
 */
export async function openSecondPool(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || handle.kind !== 'postgres') throw new Error('A second pool needs PostgreSQL');
  const [row] = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    name: string;
  }[];
  const url = new URL(serverUrl);
  url.pathname = `/${row?.name ?? ''}`;
  return openDatabase({ url: url.toString(), maxConnections: 2 });
}
