import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/client';

/** Raw query rows: PGlite answers `{ rows }`, postgres.js an array, so tests read both alike. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
