/** Node socket errors and postgres.js connection errors: the server could not be reached. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not yet back: class 08 (connection
 * exception), 57P01-57P03 (shut down, crashed, starting up) and 53300 (too many connections).
 */
const isUnavailableSqlState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);

/**
 * True when an error (or any error it wraps: drizzle's query error, tRPC's error) says the
 * database cannot be reached, rather than that a query was wrong. Such a request can succeed
 * later unchanged, so the HTTP layer answers 503 instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); ) {
    seen.add(current);
    const code = Reflect.get(current, 'code');
    if (
      typeof code === 'string' &&
      (CONNECTION_ERROR_CODES.has(code) || isUnavailableSqlState(code))
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
