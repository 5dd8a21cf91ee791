import multipart from '@fastify/multipart';
import { MAX_ATTACHMENT_BYTES } from '@portal/domain';
import fp from 'fastify-plugin';
import { unreadableBody } from './json-body';

/**
 * Multipart bodies for comment attachments and the bulk contribution upload. The bulk CSV has its
 * own 500 KB rule (checked by the domain schema, with the spec's message); the domain's 10 MB
 * attachment rule is the outer bound for any one file.
 */

/** True for the plugin's error for a file past `limits.fileSize`. */
export const isFileTooLarge = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** A multipart content type without its boundary: a body no one can read (busboy throws). */
const MULTIPART_WITHOUT_BOUNDARY = /^multipart\/form-data(?!.*;\s*boundary=)/is;

export const multipartPlugin = fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 50, fieldSize: 100_000 },
    });
    // Answered as any unreadable body (400), before a route reads its parts: busboy's own error
    // for it carries no status, so it became a 500.
    fastify.addHook('onRequest', async (request) => {
      if (MULTIPART_WITHOUT_BOUNDARY.test(request.headers['content-type'] ?? ''))
        throw unreadableBody(new Error('Multipart: Boundary not found'));
    });
  },
  { name: 'multipart' },
);
