import { AUTH_MESSAGES, isDomainError } from '@portal/domain';
import { publicProcedure } from '../trpc';
import { admitAttempt, CODE_POLICY, markAttemptsSucceeded } from './rate-limits';

const codeWasUnusable = (error: { cause?: unknown }) =>
  isDomainError(error.cause) && error.cause.message === AUTH_MESSAGES.invalidCode;

/**
 * A procedure that uses a reset or invitation code, under CODE_POLICY. The attempt is recorded
 * as a failure before the handler runs, in the transaction that checks the limit (so a parallel
 * burst queues on the lock instead of slipping under it), and cleared unless the code was unusable.
 */
export const codeAttemptProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const attemptIds = await admitAttempt(ctx.db, CODE_POLICY, { ip: ctx.request.ip }, new Date());
  const result = await next();
  if (result.ok || !codeWasUnusable(result.error)) {
    await markAttemptsSucceeded(ctx.db, attemptIds);
  }
  return result;
});
