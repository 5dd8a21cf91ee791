import type { Context, SessionUser } from '../../context';
import {
  accessGrantedMessage,
  invitationLink,
  invitationMessage,
  signInLink,
} from '../../mail/messages';
import { retireCodesBefore } from '../data/codes';
import { type InviteTarget, organisationName } from './invite-target';

/**
 * E-mails the invitee: with a code, the link to set a password (the links sent before stop
 * working once it has gone out); without one (the account is already active), a note that they
 * now have access and can sign in.
 */
export async function mailInvitation(
  ctx: Pick<Context, 'db' | 'mailer' | 'config'>,
  mail: { to: string; code: string | null; target: InviteTarget; inviter: SessionUser },
) {
  const details = {
    to: mail.to,
    inviterName: `${mail.inviter.firstName} ${mail.inviter.lastName}`.trim(),
    organisationName: organisationName(mail.target),
    role: mail.target.role,
  };
  if (mail.code === null) {
    await ctx.mailer.send(
      accessGrantedMessage({ ...details, link: signInLink(ctx.config.publicUrl) }),
    );
    return;
  }
  const link = invitationLink(ctx.config.publicUrl, {
    code: mail.code,
    email: mail.to,
    campaignName: mail.target.campaignName,
    governmentName: mail.target.governmentName,
  });
  await ctx.mailer.send(invitationMessage({ ...details, link }));
  await retireCodesBefore(ctx.db, mail.code, 'invitation', new Date());
}
