import { AUTH_MESSAGES, DomainError, redeemInviteInputSchema } from '@portal/domain';
import { codeAttemptProcedure } from '../../security/code-attempts';
import { findUserById, setPassword } from '../data/users';
import { redeemCodeWithPassword } from './redeem-code';

/** Accepts an invitation: the invited user sets their password and names. */
export const redeemInvite = codeAttemptProcedure
  .input(redeemInviteInputSchema)
  .mutation(({ ctx, input }) =>
    redeemCodeWithPassword(ctx, input, 'invitation', async (tx, userId, passwordHash) => {
      // An account that is active already (its password set by a reset) has no invitation left
      // to accept: an old link, forwarded or found in a shared mailbox, must not replace it.
      if ((await findUserById(tx, userId))?.status !== 'invited')
        throw new DomainError('INVALID_INPUT', AUTH_MESSAGES.invalidCode);
      await setPassword(tx, userId, {
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      });
    }),
  );
