import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { batchesOf } from '../batches';
import type { DbOrTx, Transaction } from '../client';

/** Rows per insert statement: large enough to be fast, far below PostgreSQL's parameter limit. */
const BATCH_SIZE = 500;

export async function insertInBatches<TTable extends PgTable>(
  tx: DbOrTx,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<void> {
  for (const batch of batchesOf(rows, BATCH_SIZE)) await tx.insert(table).values(batch);
}

/**
 * Takes `count` ids from a serial column's sequence, so rows can be linked (activities to
 * contributions) before they are inserted, without relying on the order of RETURNING.
 */
export async function reserveIds(
  tx: Transaction,
  tableName: string,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({
      id: sql<number>`nextval(pg_get_serial_sequence(${tableName}, 'id'))`.mapWith(Number),
    })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
