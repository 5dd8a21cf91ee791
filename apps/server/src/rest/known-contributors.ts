import type { FastifyInstance } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { registerCsvImport } from './csv-upload';

/**
 * `POST /known-contributors/import` (multipart: `skipBadRows` 'true'/'false', then `file`): a
 * government admin loads the voter file while the server runs. 200 with the counts; 400 with
 * `{ message, badRows, badRowCount }` when the file is refused (nothing imported); 401 / 403.
 */
export function registerKnownContributorsImport(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  registerCsvImport(
    fastify,
    createRequestContext,
    '/known-contributors/import',
    async (caller, upload) => {
      const result = await caller.knownContributors.import({
        file: upload.file,
        skipBadRows: upload.field('skipBadRows') === 'true',
      });
      if (result.ok) return { ok: true, body: result };
      const { message, badRows, badRowCount } = result;
      return { ok: false, body: { message, badRows, badRowCount } };
    },
  );
}
