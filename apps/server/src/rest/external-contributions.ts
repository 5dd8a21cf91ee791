import type { RouterInputs } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { registerCsvImport } from './csv-upload';

/**
 * The `offices` field: JSON `[{ filerId, office }]`. Its shape is only claimed here; the
 * procedure's schema checks it and names what is wrong.
 */
type CommitteeOffices = RouterInputs['externalContributions']['import']['offices'];

const officesField = (text: string | undefined): CommitteeOffices => {
  if (text === undefined || text.trim() === '') return [];
  try {
    return JSON.parse(text) as CommitteeOffices;
  } catch {
    // Not JSON: the schema names what is wrong with it.
    return text as unknown as CommitteeOffices;
  }
};

/**
 * `POST /external-contributions/import` (multipart: `governmentId`, `skipBadRows`
 * 'true'/'false', `offices` JSON `[{ filerId, office }]`, then `file`): a government admin loads
 * the state's export of non-participants' filings. 200 with the counts; 400 with
 * `{ message, badRows, badRowCount, unknownCommittees }` when refused (nothing imported).
 */
export function registerExternalContributionsImport(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  registerCsvImport(
    fastify,
    createRequestContext,
    '/external-contributions/import',
    async (caller, upload) => {
      const result = await caller.externalContributions.import({
        governmentId: Number(upload.field('governmentId')),
        file: upload.file,
        skipBadRows: upload.field('skipBadRows') === 'true',
        offices: officesField(upload.field('offices')),
      });
      if (result.ok) return { ok: true, body: result };
      const { message, badRows, badRowCount, unknownCommittees } = result;
      return { ok: false, body: { message, badRows, badRowCount, unknownCommittees } };
    },
  );
}
