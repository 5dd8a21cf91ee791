import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * Multipart bodies for comment attachments and the bulk contribution upload. The bulk CSV has its
 * own 500 KB rule (checked by the domain schema, with the spec's message); this is the outer
 * bound for any one attachment.
 */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const multipartPlugin = fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 50, fieldSize: 100_000 },
    });
  },
  { name: 'multipart' },
);
