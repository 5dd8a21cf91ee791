import type { DbOrTx } from '@portal/db';
import type { SQL } from 'drizzle-orm';

/** Raw rows: PGlite answers `{ rows }`, postgres.js an array. */
export async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}
