import { lockForTransaction, type Transaction } from '@portal/db';
import { DomainError } from '@portal/domain';
import {
  addPermission,
  findUserPermissionIn,
  listUserPermissions,
  type PermissionView,
} from '../../access/permissions';
import { issueCode } from '../data/codes';
import { findOrCreateInvitedUser } from '../data/users';
import { countInvitationEmail } from './invitation-limit';
import { type InviteTarget, organisationName } from './invite-target';

/**
 * The database half of an invitation, to run inside the caller's transaction: an e-mail that
 * already has an account gets the new permission instead of a second account; a new code is
 * issued only while the account is still 'invited'. The caller e-mails after commit. The
 * e-mail counts under INVITATION_POLICY first: over a limit, nothing is written (429).
 */
export async function grantInvitation(
  tx: Transaction,
  invitee: { email: string; firstName: string; lastName: string },
  target: InviteTarget,
  { now, senderId }: { now: Date; senderId: number },
) {
  await countInvitationEmail(tx, { recipient: invitee.email, senderId }, now);
  const organisation = organisationName(target);
  const user = await findOrCreateInvitedUser(tx, invitee);
  // Two invitations of one person at once would each find no permission and both add one.
  await lockForTransaction(tx, `permissions of user:${user.id}`);
  const conflict = reviewerAndMemberConflict(await listUserPermissions(tx, user.id), target);
  if (conflict) throw new DomainError('CONFLICT', conflict(user.email));
  const existing = await findUserPermissionIn(tx, user.id, target);
  if (existing && existing.role !== target.role) {
    throw new DomainError('CONFLICT', `${user.email} already has a role in ${organisation}`);
  }
  if (existing && user.status !== 'invited') {
    throw new DomainError('CONFLICT', `${user.email} already has access to ${organisation}`);
  }
  const permission =
    existing ??
    (await addPermission(tx, {
      userId: user.id,
      role: target.role,
      governmentId: target.governmentId,
      campaignId: target.campaignId,
    }));
  const code = user.status === 'invited' ? await issueCode(tx, user.id, 'invitation', now) : null;
  return { user, permission, code };
}

/**
 * A permission on a campaign decides a person's role on its records (`actorFor`), so one person
 * cannot both review a government's campaigns and belong to one of them: a campaign that took in
 * one of the city's reviewers would end their review of it. The refusal's text, or null.
 */
function reviewerAndMemberConflict(
  held: readonly PermissionView[],
  target: InviteTarget,
): ((email: string) => string) | null {
  const inGovernment = held.filter((permission) => permission.governmentId === target.governmentId);
  if (target.campaignId !== null) {
    return inGovernment.some((permission) => permission.role === 'government_admin')
      ? (email) =>
          `${email} is a government admin of ${target.governmentName} and reviews its campaigns, so cannot be added to one`
      : null;
  }
  const member = inGovernment.find((permission) => permission.campaignId !== null);
  return member
    ? (email) =>
        `${email} belongs to ${member.campaignName}, a campaign of ${target.governmentName}, so cannot review its campaigns as a government admin`
    : null;
}
