import { redeemInviteInputSchema } from '@portal/domain';
import { setPassword } from '../../data/users';
import { codeAttemptProcedure } from '../../security/code-attempts';
import { redeemCodeWithPassword } from './redeem-code';

/** Accepts an invitation: the invited user sets their password and names. */
export const redeemInvite = codeAttemptProcedure
  .input(redeemInviteInputSchema)
  .mutation(({ ctx, input }) =>
    redeemCodeWithPassword(ctx, input, 'invitation', (tx, userId, passwordHash) =>
      setPassword(tx, userId, {
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      }),
    ),
  );
