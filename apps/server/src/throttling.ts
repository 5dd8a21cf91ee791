import {
  type ApiTokenBudget,
  PasswordHashingBusyError,
  refusingLimitOf,
  retryAfterSecondsOf,
} from '@portal/api';
import type { FastifyRequest } from 'fastify';

/**
 * For an error from a throttled attempt (sign-in, reset, code, invitation) or from password
 * hashing that is busy: logs the event (an operator sees who is being throttled and where from,
 * or that sign-ins outrun the hashing pool) and returns the Retry-After seconds; null otherwise.
 */
export function throttledAttempt(request: FastifyRequest, error: unknown): number | null {
  const retryAfterSeconds = retryAfterSecondsOf(error);
  if (retryAfterSeconds !== null) {
    request.log.warn(
      { url: request.url.split('?')[0], remoteAddress: request.ip, retryAfterSeconds },
      hashingWasBusy(error) ? 'password hashing busy' : 'attempt throttled',
    );
  }
  return retryAfterSeconds;
}

const hashingWasBusy = (error: unknown) =>
  error instanceof PasswordHashingBusyError ||
  (error instanceof Error && error.cause instanceof PasswordHashingBusyError);

/** When to try again while the database is away (503), on REST and tRPC alike. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const isServiceUnavailable = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'SERVICE_UNAVAILABLE';

/**
 * The Retry-After header of a tRPC answer: the longest wait among the batch's errors, the one a
 * refusal names (a throttled attempt, busy password hashing) or the database's while it is away.
 */
export function retryAfterHeader(errors: readonly unknown[]): Record<string, string> {
  const waits = errors
    .map(
      (error) =>
        retryAfterSecondsOf(error) ??
        (isServiceUnavailable(error) ? DATABASE_RETRY_AFTER_SECONDS : null),
    )
    .filter((wait) => wait !== null);
  return waits.length > 0 ? { 'retry-after': String(Math.max(...waits)) } : {};
}

/** The name of the API token's limit in the RateLimit headers. */
export const API_TOKEN_POLICY_NAME = 'api-token';

/**
 * The RateLimit-Policy and RateLimit headers of the IETF httpapi draft "RateLimit header fields
 * for HTTP" (structured fields, as in its drafts from -08 on): the policy names its quota `q` of
 * calls per window `w` in seconds, the state its remaining calls `r` and the seconds `t` until the
 * window ends. Every answer to a request with an API token carries them, the 429 too.
 */
export function rateLimitHeaders(budget: ApiTokenBudget): Record<string, string> {
  const name = `"${API_TOKEN_POLICY_NAME}"`;
  return {
    'ratelimit-policy': `${name};q=${budget.limit};w=${budget.windowSeconds}`,
    ratelimit: `${name};r=${budget.remaining};t=${budget.resetSeconds}`,
  };
}

/**
 * The RateLimit headers of a 429 an attempt rule gave (sign-in, reset e-mails, codes,
 * invitations, open data): the rule as the policy, nothing remaining until Retry-After. The
 * longest wait wins when a tRPC batch holds several refusals; none when no rule refused.
 */
export function refusedAttemptHeaders(errors: readonly unknown[]): Record<string, string> {
  let longest: { name: string; quota: number; window: number; wait: number } | null = null;
  for (const error of errors) {
    const limit = refusingLimitOf(error);
    const wait = retryAfterSecondsOf(error);
    if (!limit || wait === null || (longest && longest.wait >= wait)) continue;
    longest = { name: limit.policy, quota: limit.quota, window: limit.windowSeconds, wait };
  }
  if (!longest) return {};
  const name = `"${longest.name}"`;
  return {
    'ratelimit-policy': `${name};q=${longest.quota};w=${longest.window}`,
    ratelimit: `${name};r=0;t=${longest.wait}`,
  };
}
