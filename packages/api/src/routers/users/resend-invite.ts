import { DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import { issueCode } from '../../data/codes';
import { listUserPermissions } from '../../data/permissions';
import { findUserById } from '../../data/users';
import { adminProcedure } from '../../trpc';
import { canManagePermission } from './access';
import { mailInvitation } from './invitation-mail';

export const resendInviteInputSchema = z.object({ userId: idSchema });

/** Sends a new invitation code; the codes sent before stop working. */
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
    if (user.status !== 'invited') {
      throw new DomainError('CONFLICT', 'This user has already finished creating their account');
    }
    const code = await issueCode(ctx.db, user.id, 'invitation', new Date());
    await mailInvitation(ctx, { to: user.email, code, target: managed, inviter: ctx.user });
  });
