import { AUTH_MESSAGES, DomainError, redeemInviteInputSchema } from '@portal/domain';
import { assertUsableCode, consumeCode } from '../../data/codes';
import { setPassword } from '../../data/users';
import { codeAttemptProcedure } from '../../security/code-attempts';
import { hashPassword } from '../../security/passwords';

export const redeemInvite = codeAttemptProcedure
  .input(redeemInviteInputSchema)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    await assertUsableCode(ctx.db, input.invitationCode, 'invitation', now);
    const passwordHash = await hashPassword(input.password);
    await ctx.db.transaction(async (tx) => {
      const userId = await consumeCode(tx, input.invitationCode, 'invitation', now);
      if (userId === null) throw new DomainError('INVALID_INPUT', AUTH_MESSAGES.invalidCode);
      await setPassword(tx, userId, {
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      });
    });
  });
