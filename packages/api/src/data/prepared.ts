import type { DbOrTx } from '@portal/db';

/**
 * A statement that runs on most requests (the session, the dashboard's data version), built by
 * the query builder once per database handle and then only executed: building drizzle SQL costs
 * more CPU than PostgreSQL spends answering such a one-row lookup.
 */
export function preparedPerDatabase<Handle extends DbOrTx, Statement>(
  build: (db: Handle) => Statement,
): (db: Handle) => Statement {
  const built = new WeakMap<Handle, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
