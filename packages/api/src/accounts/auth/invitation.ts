import { AUTH_MESSAGES, DomainError, redeemInviteInputSchema } from '@portal/domain';
import { listUserPermissions } from '../../access/permissions';
import { codeAttemptProcedure } from '../../security/code-attempts';
import { findCodeOwner } from '../data/codes';
import { findUserById } from '../data/users';
import { invitationOutput } from './outputs';

/**
 * The invite landing page's details. Each invitation issues a new code, so the newest
 * permission is the organisation the latest invitation named.
 */
export const invitation = codeAttemptProcedure
  .input(redeemInviteInputSchema.pick({ invitationCode: true }))
  .output(invitationOutput)
  .query(async ({ ctx, input }) => {
    const userId = await findCodeOwner(ctx.db, {
      code: input.invitationCode,
      purpose: 'invitation',
      now: new Date(),
    });
    const user = userId === null ? null : await findUserById(ctx.db, userId);
    const newest = user ? (await listUserPermissions(ctx.db, user.id)).at(-1) : undefined;
    if (!user || !newest) throw new DomainError('NOT_FOUND', AUTH_MESSAGES.invalidCode);
    return {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      campaignName: newest.campaignName,
      governmentName: newest.governmentName,
    };
  });
