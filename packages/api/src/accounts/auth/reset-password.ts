import { API_TOKEN_MESSAGES, resetPasswordInputSchema } from '@portal/domain';
import { deleteUserSessions } from '../../access/sessions';
import { codeAttemptProcedure } from '../../security/code-attempts';
import { refuseApiTokens } from '../../trpc';
import { revokeUserApiTokens } from '../data/api-tokens';
import { invalidateCodes } from '../data/codes';
import { setPassword } from '../data/users';
import { redeemCodeWithPassword } from './redeem-code';

/** Sets a forgotten password from an e-mailed code, signs the user out everywhere and revokes their API tokens. */
export const resetPassword = codeAttemptProcedure
  .use(refuseApiTokens(API_TOKEN_MESSAGES.cannotChangePassword))
  .input(resetPasswordInputSchema)
  .mutation(({ ctx, input }) =>
    redeemCodeWithPassword(ctx, input, 'password_reset', async (tx, userId, passwordHash, now) => {
      // The codes before the user's row, the order accepting an invitation takes them in (its
      // code, then the user), so the two at once wait for each other rather than deadlock. An
      // invitation accepted this way is spent: its link must not set the password again.
      await invalidateCodes(tx, userId, 'password_reset', now);
      await invalidateCodes(tx, userId, 'invitation', now);
      await setPassword(tx, userId, { passwordHash });
      await deleteUserSessions(tx, userId);
      await revokeUserApiTokens(tx, userId, now);
    }),
  );
