import { type DbOrTx, withReusedPlans } from '@portal/db';

/**
 * A statement that runs on most requests (the session, the dashboard's data version), built by
 * the query builder once per database handle and then only executed: building drizzle SQL costs
 * more CPU than PostgreSQL spends answering such a one-row lookup. Each is a lookup by a key, so
 * it runs where PostgreSQL keeps one plan for it (`withReusedPlans`): planning it again took
 * ten times as long as running it.
 */
export function preparedPerDatabase<Handle extends DbOrTx, Statement>(
  build: (db: Handle) => Statement,
): (db: Handle) => Statement {
  const built = new WeakMap<Handle, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(withReusedPlans(db));
      built.set(db, statement);
    }
    return statement;
  };
}
