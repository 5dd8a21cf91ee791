import type { AddUserForm } from '@portal/domain';
import type { CurrentUser } from '../lib/current-user';

/**
 * The invite's organisation is the current campaign if one is set, otherwise the current
 * government; government admins inviting for their government always invite government admins
 * (spec section 6).
 */
export function inviteTarget(user: CurrentUser, form: AddUserForm) {
  const person = { email: form.email, firstName: form.firstName, lastName: form.lastName };
  if (user.campaignId !== null) {
    return { ...person, role: form.role, campaignId: user.campaignId };
  }
  return {
    ...person,
    role: 'government_admin' as const,
    governmentId: user.governmentId ?? undefined,
  };
}

/** Whether the AddUser form offers Admin or Staff (hidden when the role is fixed). */
export function showsRolePicker(user: CurrentUser): boolean {
  return user.campaignId !== null;
}
