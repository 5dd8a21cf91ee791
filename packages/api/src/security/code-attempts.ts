import { AUTH_MESSAGES, isDomainError } from '@portal/domain';
import { publicProcedure } from '../trpc';
import {
  CODE_POLICY,
  markAttemptsSucceeded,
  recordAttempt,
  ThrottledError,
  throttledFor,
} from './rate-limits';

const codeWasUnusable = (error: { cause?: unknown }) =>
  isDomainError(error.cause) && error.cause.message === AUTH_MESSAGES.invalidCode;

/**
 * A procedure that uses a reset or invitation code, under CODE_POLICY. The attempt is recorded
 * as a failure before the handler runs, in the transaction that checks the limit (so a parallel
 * burst queues on the lock instead of slipping under it), and cleared unless the code was unusable.
 */
export const codeAttemptProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const keys = { ip: ctx.request.ip };
  const admitted = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const waitSeconds = await throttledFor(tx, CODE_POLICY, keys, now);
    if (waitSeconds !== null) return { kind: 'throttled', waitSeconds } as const;
    return {
      kind: 'admitted',
      attemptIds: await recordAttempt(tx, CODE_POLICY, keys, false, now),
    } as const;
  });
  if (admitted.kind === 'throttled') throw new ThrottledError(admitted.waitSeconds);
  const result = await next();
  if (result.ok || !codeWasUnusable(result.error)) {
    await markAttemptsSucceeded(ctx.db, admitted.attemptIds);
  }
  return result;
});
