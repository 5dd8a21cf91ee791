import { canInviteWithAny, DomainError, inviteUserInputSchema, ROLES } from '@portal/domain';
import { idempotent } from '../../security/idempotency';
import { adminProcedure } from '../../trpc';
import { grantInvitation } from './grant-invitation';
import { mailInvitation } from './invitation-mail';
import { organisationName, resolveInviteTarget } from './invite-target';
import { userRowOutput } from './outputs';

/**
 * Invites someone into a campaign or the government (spec section 6). An e-mail that already
 * has an account gets the new permission instead of a second account; a new code is sent only
 * while the account is still 'invited'.
 */
export const invite = adminProcedure
  .input(inviteUserInputSchema)
  .output(userRowOutput)
  .mutation(
    idempotent('users.invite', async ({ ctx, input }) => {
      const target = await resolveInviteTarget(ctx.db, input);
      const organisation = organisationName(target);
      if (!canInviteWithAny(ctx.user.permissions, target)) {
        throw new DomainError(
          'FORBIDDEN',
          `You may not invite a ${ROLES.labels[target.role]} to ${organisation}`,
        );
      }
      const now = new Date();
      const { user, permission, code } = await ctx.db.transaction((tx) =>
        grantInvitation(tx, input, target, { now, senderId: ctx.user.id }),
      );

      await mailInvitation(ctx, { to: user.email, code, target, inviter: ctx.user });
      return {
        id: permission.id,
        userId: user.id,
        roleId: permission.id,
        firstName: user.firstName,
        lastName: user.lastName,
        title: user.title,
        email: user.email,
        role: permission.role,
        userStatus: user.status,
      };
    }),
  );
