import type { Role } from '../enums/lists';
import type { PermissionLike } from './permission';

/** The permission an invitation would create; governmentId is the campaign's for campaign roles. */
export interface InviteTarget {
  role: Role;
  governmentId: number;
  campaignId: number | null;
}

/**
 * Who may invite whom (spec section 6): campaign staff never; a campaign admin invites
 * campaign_admin or campaign_staff to their own campaign; a government admin invites
 * government_admin to their government, or the campaign_admin of a campaign of their government.
 */
export const canInvite = (inviter: PermissionLike, target: InviteTarget): boolean => {
  switch (inviter.role) {
    case 'campaign_staff':
      return false;
    case 'campaign_admin':
      return (
        target.role !== 'government_admin' &&
        inviter.campaignId !== null &&
        target.campaignId === inviter.campaignId
      );
    case 'government_admin':
      if (target.governmentId !== inviter.governmentId) return false;
      if (target.role === 'government_admin') return target.campaignId === null;
      return target.role === 'campaign_admin' && target.campaignId !== null;
  }
};

/** True when any of the user's permissions allows the invitation. */
export const canInviteWithAny = (
  permissions: readonly PermissionLike[],
  target: InviteTarget,
): boolean => permissions.some((permission) => canInvite(permission, target));

export type InviteOrganisation =
  | { type: 'campaign'; campaignId: number }
  | { type: 'government'; governmentId: number };

/** The organisation of an invite: the current campaign if one is set, else the government. */
export const inviteOrganisation = (current: {
  campaignId: number | null | undefined;
  governmentId: number;
}): InviteOrganisation =>
  current.campaignId
    ? { type: 'campaign', campaignId: current.campaignId }
    : { type: 'government', governmentId: current.governmentId };

/** The role of a government admin's invite is fixed; campaign admins pick Admin or Staff. */
export const fixedInviteRole = (
  inviter: PermissionLike,
  organisation: InviteOrganisation,
): Role | null =>
  inviter.role === 'government_admin'
    ? organisation.type === 'government'
      ? 'government_admin'
      : 'campaign_admin'
    : null;
