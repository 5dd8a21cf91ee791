import { DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import { deletePermission, findPermission, lockOrganisationAdmins } from '../../data/permissions';
import { deleteUserSessions } from '../../data/sessions';
import { adminProcedure } from '../../trpc';
import { canManagePermission, canViewMembers, organisationOf } from './access';

export const removePermissionInputSchema = z.object({
  permissionId: idSchema,
});

/**
 * Removes a user from an organisation (spec section 6: they no longer have access). Their
 * sessions end in the same transaction, so the removal takes effect on their next request.
 */
export const removePermission = adminProcedure
  .input(removePermissionInputSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const permission = await findPermission(tx, input.permissionId);
      if (!permission || !canViewMembers(ctx.user.permissions, organisationOf(permission))) {
        throw new DomainError('NOT_FOUND', 'User not found');
      }
      if (!canManagePermission(ctx.user.permissions, permission)) {
        throw new DomainError('FORBIDDEN', 'Only admins of this organisation may remove users');
      }
      if (permission.userId === ctx.user.id) {
        throw new DomainError('PRECONDITION_FAILED', 'You cannot remove yourself');
      }
      if (permission.role !== 'campaign_staff') {
        const admins = await lockOrganisationAdmins(tx, organisationOf(permission));
        if (admins.length <= 1) {
          throw new DomainError(
            'PRECONDITION_FAILED',
            permission.campaignId === null
              ? 'The government must keep at least one admin'
              : 'A campaign must keep at least one admin',
          );
        }
      }
      await deletePermission(tx, permission.id);
      await deleteUserSessions(tx, permission.userId);
    });
  });
