/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when a query failed on a unique index (named `indexName` when given). postgres.js and
 * PGlite both put the SQLSTATE in `code`; drizzle wraps their error in `cause`.
 */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const code = Reflect.get(current, 'code');
    if (code === UNIQUE_VIOLATION) {
      if (!indexName) return true;
      const constraint =
        Reflect.get(current, 'constraint_name') ?? Reflect.get(current, 'constraint');
      return constraint === indexName;
    }
    current = Reflect.get(current, 'cause');
  }
  return false;
}

/** The unique index on a campaign's folded name per government (migration campaign_name_unique). */
export const CAMPAIGN_NAME_UNIQUE_INDEX = 'campaigns_government_folded_name_key';
