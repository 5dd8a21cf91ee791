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

/** The Retry-After header of a tRPC answer: the longest wait among the batch's errors. */
export function retryAfterHeader(errors: readonly unknown[]): Record<string, string> {
  const waits = errors.map(retryAfterSecondsOf).filter((wait) => wait !== null);
  return waits.length > 0 ? { 'retry-after': String(Math.max(...waits)) } : {};
}
