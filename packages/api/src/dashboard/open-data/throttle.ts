import {
  type AttemptPolicy,
  recordAttempt,
  ThrottledError,
  throttledFor,
} from '../../security/rate-limits';
import { publicProcedure, routePublicReads } from '../../trpc';

export const OPEN_DATA_MESSAGES = {
  tooManyDownloads:
    'Too many downloads from your address. Please wait a few minutes and try again.',
};

/**
 * A full download recomputes the public data, so each client address gets 30 in 10 minutes
 * (a script pulling every few minutes stays far below). Conditional requests answered 304 never
 * reach this: they cost one fingerprint query.
 */
export const OPEN_DATA_POLICY: AttemptPolicy = {
  kind: 'open_data',
  rules: ({ ip }) => [{ subject: `ip:${ip}`, max: 30, windowMs: 10 * 60 * 1000 }],
};

/**
 * A public read under OPEN_DATA_POLICY, counted in the database like sign-in attempts (on the
 * primary: the count is a write), then read from the request's public read connection.
 */
export const openDataProcedure = publicProcedure
  .use(async ({ ctx, next }) => {
    const keys = { ip: ctx.request.ip };
    const waitSeconds = await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const wait = await throttledFor(tx, OPEN_DATA_POLICY, keys, now);
      if (wait === null) await recordAttempt(tx, OPEN_DATA_POLICY, keys, true, now);
      return wait;
    });
    if (waitSeconds !== null)
      throw new ThrottledError(waitSeconds, OPEN_DATA_MESSAGES.tooManyDownloads);
    return next();
  })
  .use(routePublicReads);
