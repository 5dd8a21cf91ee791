import type { DbOrTx } from '@portal/db';
import { DomainError } from '@portal/domain';
import { issueCode } from '../../data/codes';
import { addPermission, findUserPermissionIn } from '../../data/permissions';
import { findOrCreateInvitedUser } from '../../data/users';
import { type InviteTarget, organisationName } from './invite-target';

/**
 * The database half of an invitation, to run inside the caller's transaction: an e-mail that
 * already has an account gets the new permission instead of a second account; a new code is
 * issued only while the account is still 'invited'. The caller e-mails after commit.
 */
export async function grantInvitation(
  tx: DbOrTx,
  invitee: { email: string; firstName: string; lastName: string },
  target: InviteTarget,
  now: Date,
) {
  const organisation = organisationName(target);
  const user = await findOrCreateInvitedUser(tx, invitee);
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
