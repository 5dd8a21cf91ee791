import { API_TOKEN_MESSAGES, DomainError, updatePasswordInputSchema } from '@portal/domain';
import { deleteUserSessions } from '../../data/sessions';
import { findUserById, setPassword } from '../../data/users';
import { underAttemptLimit } from '../../security/attempt-limit';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { LOGIN_POLICY } from '../../security/rate-limits';
import { browserSessionProcedure } from '../../trpc';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * Changes the password while signed in. Wrong current passwords count as failed sign-ins from this
 * client, so a borrowed session cannot be used to guess the password, yet they throttle only this
 * client (see LOGIN_POLICY), never the account's owner elsewhere; the user's other sessions end.
 */
export const updatePassword = browserSessionProcedure(API_TOKEN_MESSAGES.cannotChangePassword)
  .input(updatePasswordInputSchema)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    const keys = { email: ctx.user.email, ip: ctx.request.ip };
    const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHashCost);
    // Only wrong passwords count: a change is not a sign-in.
    const outcome = await underAttemptLimit(ctx.db, LOGIN_POLICY, keys, now, async (tx, record) => {
      const user = await findUserById(tx, ctx.user.id);
      const matches = await verifyPassword(
        user?.passwordHash ?? null,
        input.currentPassword,
        ctx.config.passwordHashCost,
      );
      if (!matches) {
        await record(false);
        return { kind: 'wrongPassword' } as const;
      }
      await setPassword(tx, ctx.user.id, { passwordHash });
      await deleteUserSessions(tx, ctx.user.id, { exceptSessionId: ctx.session.id });
      return { kind: 'updated' } as const;
    });
    if (outcome.kind === 'wrongPassword')
      throw new DomainError('INVALID_INPUT', WRONG_CURRENT_PASSWORD);
  });
