import { listOutbox } from '@portal/api';
import type { Database } from '@portal/db';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Local stand-in for a mailbox: the e-mails the portal would send (invitations, resets), newest
 * first, so their links can be followed without SMTP. Never registered in production.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  fastify.get('/dev/outbox', async () => {
    const emails = await listOutbox(db);
    return emails.map(({ id, to, subject, text, link, createdAt }) => ({
      id,
      to,
      subject,
      text,
      link,
      createdAt,
    }));
  });
};
