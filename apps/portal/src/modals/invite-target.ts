import { type AddUserForm, fixedInviteRole, inviteOrganisation, type Role } from '@portal/domain';
import type { CurrentUser } from '../lib/current-user';

/**
 * The role an invite grants when the inviter has no choice (the server's `canInvite`): a
 * government admin invites government admins to the government, and only the campaign admin of
 * a campaign, including the one they are assuming in edit mode. Null when Admin or Staff may be
 * picked (campaign admins).
 */
export function fixedRoleFor(user: CurrentUser): Role | null {
  const inviter = user.me.permissions[0];
  if (!inviter) return null;
  const organisation = inviteOrganisation({
    campaignId: user.campaignId,
    governmentId: user.governmentId ?? inviter.governmentId,
  });
  return fixedInviteRole(inviter, organisation);
}

/**
 * The invite's organisation is the current campaign if one is set, otherwise the current
 * government (spec section 6).
 */
export function inviteTarget(user: CurrentUser, form: AddUserForm) {
  const person = { email: form.email, firstName: form.firstName, lastName: form.lastName };
  const fixedRole = fixedRoleFor(user);
  if (user.campaignId !== null) {
    const role = fixedRole === 'campaign_admin' ? fixedRole : form.role;
    return { ...person, role, campaignId: user.campaignId };
  }
  return {
    ...person,
    role: 'government_admin' as const,
    governmentId: user.governmentId ?? undefined,
  };
}

/** Whether the AddUser form offers Admin or Staff (hidden when the role is fixed). */
export function showsRolePicker(user: CurrentUser): boolean {
  return fixedRoleFor(user) === null;
}
