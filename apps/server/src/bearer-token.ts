import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer(?:\s+(.*))?$/i;

/**
 * The API token of an `Authorization: Bearer <token>` header (RFC 6750), or null when the
 * request has none. A Bearer header with nothing after it gives '', which is refused as unknown
 * rather than silently falling back to the cookie.
 */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = BEARER.exec(header.trim());
  return match ? (match[1] ?? '').trim() : null;
}
