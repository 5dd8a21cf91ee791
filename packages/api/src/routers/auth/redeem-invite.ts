import { AUTH_MESSAGES, DomainError, redeemInviteInputSchema } from '@portal/domain';
import { consumeCode } from '../../data/codes';
import { setPassword } from '../../data/users';
import { codeAttemptProcedure } from '../../security/code-attempts';
import { hashPassword } from '../../security/passwords';

export const redeemInvite = codeAttemptProcedure
  .input(redeemInviteInputSchema)
  .mutation(async ({ ctx, input }) => {
    const passwordHash = await hashPassword(input.password);
    await ctx.db.transaction(async (tx) => {
      const userId = await consumeCode(tx, input.invitationCode, 'invitation', new Date());
      if (userId === null) throw new DomainError('INVALID_INPUT', AUTH_MESSAGES.invalidCode);
      await setPassword(tx, userId, {
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      });
    });
  });
