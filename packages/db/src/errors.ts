/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * The error, or one of its causes, that carries PostgreSQL's SQLSTATE `code`: postgres.js and
 * PGlite both put it in `code`, and drizzle wraps their error in `cause`.
 */
function carrierOf(error: unknown, code: string): object | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return null;
    if (Reflect.get(current, 'code') === code) return current;
    current = Reflect.get(current, 'cause');
  }
  return null;
}

/** True when a query failed on a unique index (named `indexName` when given). */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  const carrier = carrierOf(error, UNIQUE_VIOLATION);
  if (!carrier || !indexName) return carrier !== null;
  const constraint = Reflect.get(carrier, 'constraint_name') ?? Reflect.get(carrier, 'constraint');
  return constraint === indexName;
}

/** PostgreSQL's SQLSTATE lock_not_available: a wait for a lock ended by `lock_timeout`. */
const LOCK_NOT_AVAILABLE = '55P03';

/** True when a query gave up waiting for a lock (`lock_timeout`). */
export const isLockTimeout = (error: unknown): boolean =>
  carrierOf(error, LOCK_NOT_AVAILABLE) !== null;

/** The unique index on a campaign's folded name per government (migration campaign_name_unique). */
export const CAMPAIGN_NAME_UNIQUE_INDEX = 'campaigns_government_folded_name_key';

/** The unique indexes that keep a government's campaign names from looking alike. */
export const CAMPAIGN_NAME_INDEXES: readonly string[] = [
  CAMPAIGN_NAME_UNIQUE_INDEX,
  'campaigns_government_name_skeleton_key',
  'campaigns_government_name_caseless_skeleton_key',
];

/** The unique indexes that keep a user's tokens in use from having names that look alike. */
export const API_TOKEN_NAME_INDEXES: readonly string[] = [
  'api_tokens_user_name_skeleton_key',
  'api_tokens_user_name_caseless_skeleton_key',
];
