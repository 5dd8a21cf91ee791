import type { Database, DbOrTx } from '@portal/db';

/**
 * Runs `read` in one read-only snapshot: a figure that first checks the data (say, whether a
 * date range holds every gift) and then reads on that answer sees no write committed between
 * the two, so it never shows what no moment's data gives. Read-only repeatable read never fails
 * to serialise.
 */
export function inOneSnapshot<T>(db: Database, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
