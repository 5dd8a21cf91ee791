import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A strong ETag of an answer's bytes. */
export const entityTagOf = (body: string | Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match holds the tag (weak comparison, RFC 9110 section 13.1.2) or `*`. */
export function ifNoneMatchHolds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
