import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer kept as bytes, with what it is sent with. */
export interface StoredAnswer {
  body: Buffer;
  /** The same body compressed once, for the clients that take gzip (every browser). */
  gzipped: Buffer;
  /** The ETag of `body` without its quotes; the compressed body's adds a suffix. */
  tag: string;
  headers: [string, string][];
}

/**
 * Keeps tRPC's answer: its bytes, compressed once, and its headers. The body then goes out with
 * a length rather than as a stream, and the answer also varies on the encoding the client takes.
 */
export async function storedAnswerOf(answer: Response): Promise<StoredAnswer> {
  const body = Buffer.from(await answer.arrayBuffer());
  const headers = [...answer.headers.entries()].filter(
    ([name]) => name !== 'content-length' && name !== 'transfer-encoding' && name !== 'vary',
  );
  const vary = answer.headers.get('vary');
  headers.push(['vary', vary ? `${vary}, accept-encoding` : 'accept-encoding']);
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, gzipped: gzipSync(body), tag, headers };
}

/** Whether an Accept-Encoding header takes gzip: named, or `*` when not named, with q above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const qualities = new Map(
    header.split(',').map((part) => {
      const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const quality = parameters.find((parameter) => parameter.startsWith('q='));
      return [name.toLowerCase(), quality === undefined ? 1 : Number(quality.slice(2))] as const;
    }),
  );
  return (qualities.get('gzip') ?? qualities.get('*') ?? 0) > 0;
}

/** Sets a stored answer's headers for this client; gives its ETag and the body it takes. */
export function representationFor(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredAnswer,
): { etag: string; body: Buffer } {
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  for (const [name, value] of stored.headers) reply.header(name, value);
  if (gzip) reply.header('content-encoding', 'gzip');
  const etag = gzip ? `"${stored.tag}-gzip"` : `"${stored.tag}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache');
  return { etag, body: gzip ? stored.gzipped : stored.body };
}
