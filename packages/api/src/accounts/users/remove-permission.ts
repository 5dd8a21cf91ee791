import { DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import {
  deletePermission,
  findPermission,
  listUserPermissions,
  lockOrganisationAdmins,
} from '../../access/permissions';
import { clearAssumedCampaigns, deleteUserSessions } from '../../access/sessions';
import { adminProcedure } from '../../trpc';
import { clearApiTokenAssumedCampaigns, revokeUserApiTokens } from '../data/api-tokens';
import { canManagePermission, canViewMembers, organisationOf } from './access';

export const removePermissionInputSchema = z.object({
  permissionId: idSchema,
});

/**
 * Removes a user from an organisation (spec section 6: they no longer have access). Every request
 * reads the user's permissions afresh, so access to that organisation ends with their next
 * request, while their other campaigns and their government stay signed in. Someone left with no
 * permission at all is signed out; someone who lost their government role leaves edit mode.
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
        throw new DomainError('CONFLICT', 'You cannot remove yourself');
      }
      if (permission.role !== 'campaign_staff') {
        const admins = await lockOrganisationAdmins(tx, organisationOf(permission));
        if (admins.length <= 1) {
          throw new DomainError(
            'CONFLICT',
            permission.campaignId === null
              ? 'The government must keep at least one admin'
              : 'A campaign must keep at least one admin',
          );
        }
      }
      await deletePermission(tx, permission.id);
      const remaining = await listUserPermissions(tx, permission.userId);
      if (remaining.length === 0) {
        await deleteUserSessions(tx, permission.userId);
        await revokeUserApiTokens(tx, permission.userId);
      } else if (!remaining.some((left) => left.role === 'government_admin')) {
        await clearAssumedCampaigns(tx, permission.userId);
        await clearApiTokenAssumedCampaigns(tx, permission.userId);
      }
    });
  });
