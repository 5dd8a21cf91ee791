import type { KnownContributorsImportResult } from '@portal/api';
import type { CsvImport } from './csv-upload';

/**
 * `POST /known-contributors/import` (multipart: `skipBadRows` 'true'/'false', then `file`): a
 * government admin loads the voter file while the server runs. 200 with the counts; 400 with
 * `{ message, badRows, badRowCount }` when the file is refused (nothing imported); 401 / 403.
 */
export const knownContributorsImport: CsvImport<KnownContributorsImportResult> = {
  path: '/known-contributors/import',
  fields: ['skipBadRows'],
  run: (caller, upload) =>
    caller.knownContributors.import({ file: upload.file, skipBadRows: upload.skipBadRows }),
  refusal: ({ message, badRows, badRowCount }) => ({ message, badRows, badRowCount }),
};
