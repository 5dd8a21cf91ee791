import { API_TOKEN_MESSAGES, DomainError, updatePasswordInputSchema } from '@portal/domain';
import { deleteUserSessions } from '../../access/sessions';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { admitAttempt, LOGIN_POLICY, markAttemptsSucceeded } from '../../security/rate-limits';
import { browserSessionProcedure } from '../../trpc';
import { findUserById, holdUser, passwordSetSince, setPassword } from '../data/users';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * Changes the password while signed in. Each check of the current password counts under
 * LOGIN_POLICY as a sign-in from this client, a wrong one as a failed sign-in, so a borrowed
 * session cannot be used to guess the password, yet it throttles only this client, never the
 * account's owner elsewhere. Both hashes are computed in the hashing pool with no transaction
 * open; the user's other sessions end.
 */
export const updatePassword = browserSessionProcedure(API_TOKEN_MESSAGES.cannotChangePassword)
  .input(updatePasswordInputSchema)
  .mutation(({ ctx, input }) =>
    ctx.passwordHashing.admit(async (inSlot) => {
      const now = new Date();
      const keys = { email: ctx.user.email, ip: ctx.request.ip };
      const attemptIds = await admitAttempt(ctx.db, LOGIN_POLICY, keys, now);
      const cost = ctx.config.passwordHashCost;
      const checked = await findUserById(ctx.db, ctx.user.id);
      const checkedHash = checked?.passwordHash ?? null;
      const matches = await inSlot(() => verifyPassword(checkedHash, input.currentPassword, cost));
      if (!checked || !matches) throw new DomainError('INVALID_INPUT', WRONG_CURRENT_PASSWORD);
      const passwordHash = await inSlot(() => hashPassword(input.newPassword, cost));

      const changed = await ctx.db.transaction(async (tx) => {
        // Another change or a reset while the hashes were computed: the current password
        // checked is no longer the current one.
        const current = await holdUser(tx, ctx.user.id);
        if (!current || passwordSetSince(checked, current)) return false;
        await markAttemptsSucceeded(tx, attemptIds);
        await setPassword(tx, ctx.user.id, { passwordHash });
        await deleteUserSessions(tx, ctx.user.id, { exceptSessionId: ctx.session.id });
        return true;
      });
      if (!changed) throw new DomainError('INVALID_INPUT', WRONG_CURRENT_PASSWORD);
    }),
  );
