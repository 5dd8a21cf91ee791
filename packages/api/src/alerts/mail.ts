import { ALERT_CONFIRMATION_HOURS } from '@portal/domain';
import type { MailMessage } from '../mail/mailer';

/** Every alert e-mail's subject starts so; the retention of their outbox copies looks for it. */
export const ALERT_SUBJECT_PREFIX = 'City Portal alerts:';

/** The e-mail of the double opt-in: nothing is sent to the address again until its link is opened. */
export function confirmationMessage(mail: {
  to: string;
  link: string;
  following: string;
}): MailMessage {
  return {
    to: mail.to,
    subject: `${ALERT_SUBJECT_PREFIX} confirm you want updates on ${mail.following}`,
    link: mail.link,
    text: [
      `Someone, hopefully you, asked for daily e-mail updates on ${mail.following} from the City Portal.`,
      '',
      'Open this link to confirm:',
      mail.link,
      '',
      `The link expires in ${ALERT_CONFIRMATION_HOURS} hours. If you did not ask for this, ignore this e-mail: you will get nothing more, and the address is forgotten.`,
    ].join('\n'),
  };
}

/**
 * A digest: the activity paragraphs, and the way out in the text and in the headers mail clients
 * offer as a button (RFC 2369 `List-Unsubscribe`, RFC 8058 one-click POST).
 */
export function digestMessage(mail: {
  to: string;
  day: string;
  paragraphs: string[];
  unsubscribeLink: string;
}): MailMessage {
  return {
    to: mail.to,
    subject: `${ALERT_SUBJECT_PREFIX} new public activity up to ${mail.day}`,
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      'New public activity in the campaigns you follow (counts and totals; no donor is named):',
      '',
      ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
      'Unsubscribe from every alert in one click:',
      mail.unsubscribeLink,
    ].join('\n'),
  };
}
