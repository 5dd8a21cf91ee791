import { AUTH_MESSAGES, DomainError, updatePasswordInputSchema } from '@portal/domain';
import { deleteUserSessions } from '../../data/sessions';
import { findUserById, setPassword } from '../../data/users';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { isRateLimited, LOGIN_LIMIT, recordAttempt } from '../../security/rate-limits';
import { protectedProcedure } from '../../trpc';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * Changes the password while signed in. Wrong current passwords count as failed sign-ins, so a
 * borrowed session cannot be used to guess the password; the user's other sessions end.
 */
export const updatePassword = protectedProcedure
  .input(updatePasswordInputSchema)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    const keys = { email: ctx.user.email, ip: ctx.request.ip };
    const passwordHash = await hashPassword(input.newPassword);
    const outcome = await ctx.db.transaction(async (tx) => {
      if (await isRateLimited(tx, LOGIN_LIMIT, keys, now)) return 'limited' as const;
      const user = await findUserById(tx, ctx.user.id);
      const matches = await verifyPassword(user?.passwordHash ?? null, input.currentPassword);
      if (!matches) {
        await recordAttempt(tx, LOGIN_LIMIT, keys, false, now);
        return 'wrongPassword' as const;
      }
      await setPassword(tx, ctx.user.id, { passwordHash });
      await deleteUserSessions(tx, ctx.user.id, { exceptSessionId: ctx.session.id });
      return 'updated' as const;
    });
    if (outcome === 'limited') {
      throw new DomainError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);
    }
    if (outcome === 'wrongPassword') throw new DomainError('INVALID_INPUT', WRONG_CURRENT_PASSWORD);
  });
