import { BlockList, isIP } from 'node:net';
import { listOutbox } from '@portal/api/mail';
import type { Database } from '@portal/db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1; BlockList also matches 127.x written IPv4-mapped (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address === undefined ? 0 : isIP(address);
  if (address === undefined || family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Headers a proxy adds when it passes a request on. A proxy on this computer connects from
 * loopback whoever its client is, so a request that carries one came from somewhere else.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-real-ip',
  'via',
] as const;

/**
 * Only a browser on this computer, talking to the server directly, reads the outbox. The peer is
 * the socket's, never request.ip: with TRUST_PROXY that is X-Forwarded-For, which the caller
 * writes. A forwarded request is refused even from loopback (see FORWARDING_HEADERS).
 */
export function isLocalDirectRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
}

/**
 * Local stand-in for a mailbox: the e-mails the portal would send (invitations, resets), newest
 * first, so their links can be followed without SMTP. Never registered in production; anyone
 * but a local, direct caller gets the 404 of a path that does not exist, since the e-mails hold
 * invitation and reset codes, which sign their holder in.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isLocalDirectRequest(request)) return reply.callNotFound();
  });
  fastify.get('/dev/outbox', async () => {
    const emails = await listOutbox(db);
    return emails.map(({ id, to, subject, text, link, headers, createdAt }) => ({
      id,
      to,
      subject,
      text,
      link,
      headers: headers ?? {},
      createdAt,
    }));
  });
};
