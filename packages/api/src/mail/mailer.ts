import { type Database, emailOutbox } from '@portal/db';
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (invitation, password reset), kept for the outbox. */
  link?: string | undefined;
  /** Extra headers, such as an alert's `List-Unsubscribe` (RFC 8058); kept in the outbox too. */
  headers?: Record<string, string> | undefined;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  /** nodemailer SMTP URL; without it the outbox table is the only delivery. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
}

export const DEFAULT_MAIL_FROM = 'City Portal <no-reply@example.org>';

/** Stands in for the link in the outbox copy of a delivered message. */
export const DELIVERED_LINK_PLACEHOLDER = '[link removed after delivery]';

/**
 * The outbox copy of a delivered message: the link carries a usable invitation or reset code,
 * and once the recipient has it, a copy in the database is only a way to take over the account.
 */
export function redactDeliveredText(message: MailMessage): string {
  if (!message.link) return message.text;
  return message.text.split(message.link).join(DELIVERED_LINK_PLACEHOLDER);
}

/**
 * Every message is written to the outbox first, so it can be read locally (/dev/outbox) and
 * audited. With SMTP the message is then delivered and marked sent, and the row keeps only a
 * copy without the link; a delivery failure is raised, leaving the outbox row unsent, so the
 * admin sees an error and can resend.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : null;
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    async send(message) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          link: message.link ?? null,
          headers: message.headers ?? null,
        })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) return;
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await options.db
        .update(emailOutbox)
        .set({ sentAt: new Date(), link: null, text: redactDeliveredText(message) })
        .where(eq(emailOutbox.id, row.id));
    },
  };
}
