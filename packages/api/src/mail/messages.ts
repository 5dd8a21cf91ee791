import { ROLES, type Role } from '@portal/domain';
import type { MailMessage } from './mailer';

/** Where a link in an e-mail leads; the portal's routes of spec section 2. */
export function invitationLink(
  publicUrl: string,
  invitation: { code: string; email: string; campaignName: string | null; governmentName: string },
) {
  const query = new URLSearchParams({ invitationCode: invitation.code, email: invitation.email });
  if (invitation.campaignName) query.set('campaign', invitation.campaignName);
  query.set('government', invitation.governmentName);
  return `${trimSlash(publicUrl)}/invitation?${query.toString()}`;
}

export function passwordResetLink(publicUrl: string, code: string) {
  return `${trimSlash(publicUrl)}/update-forgotten-password?${new URLSearchParams({ invitationCode: code })}`;
}

export function signInLink(publicUrl: string) {
  return `${trimSlash(publicUrl)}/sign-in`;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

interface InvitationMail {
  to: string;
  link: string;
  inviterName: string;
  organisationName: string;
  role: Role;
}

export function invitationMessage(mail: InvitationMail): MailMessage {
  return {
    to: mail.to,
    subject: `You are invited to ${mail.organisationName} on the City Portal`,
    link: mail.link,
    text: [
      `${mail.inviterName} has invited you to join ${mail.organisationName} on the City Portal as ${ROLES.labels[mail.role]}.`,
      '',
      'Open this link to set your password and finish creating your account:',
      mail.link,
      '',
      'The link works once and expires in 7 days. If you did not expect this invitation, ignore this e-mail.',
    ].join('\n'),
  };
}

/** For someone who already has an account and was given access to one more organisation. */
export function accessGrantedMessage(mail: InvitationMail): MailMessage {
  return {
    to: mail.to,
    subject: `You now have access to ${mail.organisationName} on the City Portal`,
    link: mail.link,
    text: [
      `${mail.inviterName} has given you access to ${mail.organisationName} on the City Portal as ${ROLES.labels[mail.role]}.`,
      '',
      'Sign in with your existing password:',
      mail.link,
    ].join('\n'),
  };
}

export function passwordResetMessage(mail: { to: string; link: string }): MailMessage {
  return {
    to: mail.to,
    subject: 'Reset your City Portal password',
    link: mail.link,
    text: [
      'Someone asked to reset the password of your City Portal account.',
      '',
      'Open this link to choose a new password:',
      mail.link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail; your password stays the same.',
    ].join('\n'),
  };
}
