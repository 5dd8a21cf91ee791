import { type DbOrTx, emailOutbox } from '@portal/db';
import { desc } from 'drizzle-orm';

/** The newest e-mails first: the local stand-in for a mailbox when there is no SMTP server. */
export function listOutbox(db: DbOrTx, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      link: emailOutbox.link,
      headers: emailOutbox.headers,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
