import { DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import { listUserPermissions } from '../../access/permissions';
import { adminProcedure } from '../../trpc';
import { issueCode } from '../data/codes';
import { findUserById, holdUser } from '../data/users';
import { canManagePermission } from './access';
import { countInvitationEmail } from './invitation-limit';
import { mailInvitation } from './invitation-mail';

export const resendInviteInputSchema = z.object({ userId: idSchema });

const ALREADY_ACTIVE = 'This user has already finished creating their account';

/** Sends a new invitation code (counted under INVITATION_POLICY); the codes sent before stop working. */
export const resendInvite = adminProcedure
  .input(resendInviteInputSchema)
  .mutation(async ({ ctx, input }) => {
    const user = await findUserById(ctx.db, input.userId);
    const managed = user
      ? (await listUserPermissions(ctx.db, user.id)).find((permission) =>
          canManagePermission(ctx.user.permissions, permission),
        )
      : undefined;
    // Users outside the caller's organisations are reported as missing, not as forbidden.
    if (!user || !managed) throw new DomainError('NOT_FOUND', 'User not found');
    if (user.status !== 'invited') throw new DomainError('CONFLICT', ALREADY_ACTIVE);
    const now = new Date();
    const code = await ctx.db.transaction(async (tx) => {
      // The invitation may have been accepted since the row was read.
      if ((await holdUser(tx, user.id))?.status !== 'invited')
        throw new DomainError('CONFLICT', ALREADY_ACTIVE);
      await countInvitationEmail(tx, { recipient: user.email, senderId: ctx.user.id }, now);
      return issueCode(tx, user.id, 'invitation', now);
    });
    await mailInvitation(ctx, { to: user.email, code, target: managed, inviter: ctx.user });
  });
