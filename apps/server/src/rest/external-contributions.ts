import type { ExternalFilingsImportResult, RouterInputs } from '@portal/api';
import type { CsvImport } from './csv-upload';

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
export const externalContributionsImport: CsvImport<ExternalFilingsImportResult> = {
  path: '/external-contributions/import',
  fields: ['governmentId', 'skipBadRows', 'offices'],
  run: (caller, upload) =>
    caller.externalContributions.import({
      governmentId: Number(upload.field('governmentId')),
      file: upload.file,
      skipBadRows: upload.skipBadRows,
      offices: officesField(upload.field('offices')),
    }),
  refusal: ({ message, badRows, badRowCount, unknownCommittees }) => ({
    message,
    badRows,
    badRowCount,
    unknownCommittees,
  }),
};
