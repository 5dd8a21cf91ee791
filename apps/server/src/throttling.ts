import { retryAfterSecondsOf } from '@portal/api';
import type { FastifyRequest } from 'fastify';

/**
 * For an error from a throttled sign-in, reset or code attempt: logs the event (an operator sees
 * who is being throttled and where from) and returns the Retry-After seconds; null otherwise.
 */
export function throttledAttempt(request: FastifyRequest, error: unknown): number | null {
  const retryAfterSeconds = retryAfterSecondsOf(error);
  if (retryAfterSeconds !== null) {
    request.log.warn(
      { url: request.url.split('?')[0], remoteAddress: request.ip, retryAfterSeconds },
      'attempt throttled',
    );
  }
  return retryAfterSeconds;
}

/** When to try again while the database is away (503), on REST and tRPC alike. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const isServiceUnavailable = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'SERVICE_UNAVAILABLE';

/**
 * The Retry-After header of a tRPC answer: the longest wait among the batch's errors, a throttled
 * attempt's or the database's while it is away.
 */
export function retryAfterHeader(errors: readonly unknown[]): Record<string, string> {
  const waits = errors
    .map((error) =>
      isServiceUnavailable(error) ? DATABASE_RETRY_AFTER_SECONDS : retryAfterSecondsOf(error),
    )
    .filter((wait) => wait !== null);
  return waits.length > 0 ? { 'retry-after': String(Math.max(...waits)) } : {};
}
