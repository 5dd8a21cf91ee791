import { sendDueDigests } from '@portal/api/alerts';
import type { Mailer } from '@portal/api/mail';
import type { Database } from '@portal/db';
import type { FastifyPluginAsync } from 'fastify';
import { isLocalDirectRequest } from './dev-outbox';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /dev/alert-digests`: sends now the digests the job would send tomorrow morning, today's
 * activity included, so a developer can follow an alert from subscribing to its digest in the
 * outbox without waiting a night. Those digests count as tomorrow's. Never registered in
 * production, and only for a local, direct caller, as the outbox.
 */
export const devAlertDigestRoutes: FastifyPluginAsync<{
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}> = async (fastify, { db, mailer, publicUrl }) => {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isLocalDirectRequest(request)) return reply.callNotFound();
  });
  fastify.post('/dev/alert-digests', async () => ({
    sent: await sendDueDigests({ db, mailer, publicUrl, now: new Date(Date.now() + DAY_MS) }),
  }));
};
