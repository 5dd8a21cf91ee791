import { type DbOrTx, lockForTransaction } from '@portal/db';
import { DomainError } from '@portal/domain';
import { issueCode } from '../../data/codes';
import { addPermission, findUserPermissionIn } from '../../data/permissions';
import { findOrCreateInvitedUser } from '../../data/users';
import { type InviteTarget, organisationName } from './invite-target';

export const governmentAdminInCampaign = (email: string, governmentName: string) =>
  `${email} is a government admin of ${governmentName}, who review its campaigns, and cannot join one`;

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
  // Two invitations of one person at once would each find no permission and both add one.
  await lockForTransaction(tx, `permissions of user:${user.id}`);
  if (target.campaignId !== null) {
    // A permission on a campaign decides a person's role on its records (`actorFor`): a campaign
    // that took in one of the city's reviewers would take away their review of it.
    const reviewer = await findUserPermissionIn(tx, user.id, {
      governmentId: target.governmentId,
      campaignId: null,
    });
    if (reviewer)
      throw new DomainError(
        'CONFLICT',
        governmentAdminInCampaign(user.email, target.governmentName),
      );
  }
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
