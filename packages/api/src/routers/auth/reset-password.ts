import {
  API_TOKEN_MESSAGES,
  AUTH_MESSAGES,
  DomainError,
  resetPasswordInputSchema,
} from '@portal/domain';
import { revokeUserApiTokens } from '../../data/api-tokens';
import { assertUsableCode, consumeCode, invalidateCodes } from '../../data/codes';
import { deleteUserSessions } from '../../data/sessions';
import { setPassword } from '../../data/users';
import { codeAttemptProcedure } from '../../security/code-attempts';
import { hashPassword } from '../../security/passwords';
import { refuseApiTokens } from '../../trpc';

/** Sets a forgotten password from an e-mailed code, signs the user out everywhere and revokes their API tokens. */
export const resetPassword = codeAttemptProcedure
  .use(refuseApiTokens(API_TOKEN_MESSAGES.cannotChangePassword))
  .input(resetPasswordInputSchema)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    await assertUsableCode(ctx.db, input.invitationCode, 'password_reset', now);
    const passwordHash = await hashPassword(input.password);
    await ctx.db.transaction(async (tx) => {
      const userId = await consumeCode(tx, input.invitationCode, 'password_reset', now);
      if (userId === null) throw new DomainError('INVALID_INPUT', AUTH_MESSAGES.invalidCode);
      await setPassword(tx, userId, { passwordHash });
      await invalidateCodes(tx, userId, 'password_reset', now);
      await deleteUserSessions(tx, userId);
      await revokeUserApiTokens(tx, userId, now);
    });
  });
