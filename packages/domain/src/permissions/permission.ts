import type { Role } from '../enums/lists';

/** The parts of a permission the rules need; both the server's rows and `auth.me` fit it. */
export interface PermissionLike {
  role: Role;
  governmentId: number;
  campaignId: number | null;
  campaignName?: string | null;
}

/** The first permission decides the user's campaign and whether they count as admin (spec 3, 6). */
export const primaryPermission = <P extends PermissionLike>(permissions: readonly P[]): P | null =>
  permissions[0] ?? null;

/** Admin only if the first permission is government_admin or campaign_admin (spec section 6). */
export const isAdmin = (permissions: readonly PermissionLike[]): boolean => {
  const role = primaryPermission(permissions)?.role;
  return role === 'government_admin' || role === 'campaign_admin';
};

export const holdsRole = (permissions: readonly PermissionLike[], role: Role): boolean =>
  permissions.some((permission) => permission.role === role);

export const isGovernmentAdmin = (permissions: readonly PermissionLike[]): boolean =>
  primaryPermission(permissions)?.role === 'government_admin';

/** Only admins see the Manage action in Settings (spec section 6). */
export const canManageUsers = isAdmin;

/**
 * Only admins invite (spec section 6: staff cannot), and the server's users.invite asks the same
 * of the first permission, so staff are not offered Add New User or Invite User at all.
 */
export const canInviteUsers = isAdmin;

/** Government admins cannot add contributions or expenses or bulk import (spec section 6). */
export const canAddRecords = (permissions: readonly PermissionLike[]): boolean => {
  const role = primaryPermission(permissions)?.role;
  return role === 'campaign_admin' || role === 'campaign_staff';
};

/**
 * May see a campaign and its records: a government admin of the campaign's government, or anyone
 * with a permission on the campaign itself.
 */
export const canViewCampaign = (
  permissions: readonly PermissionLike[],
  campaign: { id: number; governmentId: number },
): boolean =>
  permissions.some((permission) =>
    permission.role === 'government_admin'
      ? permission.governmentId === campaign.governmentId
      : permission.campaignId === campaign.id,
  );

/** May see a government's users and records: its government admins only. */
export const canViewGovernment = (
  permissions: readonly PermissionLike[],
  governmentId: number,
): boolean =>
  permissions.some(
    (permission) =>
      permission.role === 'government_admin' && permission.governmentId === governmentId,
  );
