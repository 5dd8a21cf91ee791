import { canViewCampaign, canViewGovernment, type PermissionLike } from '@portal/domain';
import type { Organisation } from '../../access/permissions';

/**
 * Who may see an organisation's users (the Settings table): anyone in that campaign and the
 * government admins of its government; a government's own admins only by its admins.
 */
export function canViewMembers(held: readonly PermissionLike[], organisation: Organisation) {
  return organisation.campaignId === null
    ? canViewGovernment(held, organisation.governmentId)
    : canViewCampaign(held, {
        id: organisation.campaignId,
        governmentId: organisation.governmentId,
      });
}

/**
 * Who may resend an invitation for, or remove, a permission: an admin of its campaign, or a
 * government admin of the government it belongs to (who created the campaign and its first
 * admin, and must be able to repair it).
 */
export function canManagePermission(held: readonly PermissionLike[], target: PermissionLike) {
  return held.some((permission) =>
    permission.role === 'government_admin'
      ? permission.governmentId === target.governmentId
      : permission.role === 'campaign_admin' &&
        target.campaignId !== null &&
        permission.campaignId === target.campaignId,
  );
}

export const organisationOf = (permission: PermissionLike): Organisation => ({
  governmentId: permission.governmentId,
  campaignId: permission.campaignId,
});
