import type { RecordCollection } from '@portal/domain';
import type { OperationDocs } from './operation';
import { BINARY_FILE, CSV_TEXT, IDEMPOTENCY_KEY_HEADER, JSON_OBJECT } from './operation';

const CSV_FILE = { type: 'string', contentMediaType: 'text/csv', description: 'The CSV file.' };
const TRUE_OR_FALSE = { type: 'string', enum: ['true', 'false'] };

/** `POST /contributions` and `POST /expenditures`: the list, or the same scope as a file. */
function listAndExport(kind: RecordCollection, tag: 'Contributions' | 'Expenditures') {
  return {
    summary: `List ${kind} (JSON), or export them as CSV or ORESTAR XML`,
    description:
      '`format: "csv"` streams a CSV download; `format: "xml"` (with `filerId`) answers the ' +
      'ORESTAR documents as JSON; otherwise the page of rows and the total.',
    tag,
    procedure: `${kind}.exportXml`,
    signedIn: true,
    extraBody: { format: { type: 'string', enum: ['json', 'csv', 'xml'] } },
    responseContent: { 'application/json': { schema: JSON_OBJECT }, ...CSV_TEXT },
    errors: [400, 401, 403, 404, 503],
  } as const;
}

/** Lists and exports, uploads and imports, attachments (spec section 7 and the portal's own). */
export const fileOperationDocs: OperationDocs = {
  'POST /contributions': listAndExport('contributions', 'Contributions'),
  'POST /expenditures': listAndExport('expenditures', 'Expenditures'),
  'POST /contributions/bulk-upload': {
    summary: 'Create contributions from a CSV file (at most 500 KB)',
    description:
      'All rows or none. Every failure answers `message`, `contributions` (empty) and `issues`: ' +
      'a refused file gets 400 with one issue per bad row; any other failure keeps its status ' +
      'and has its message as the one issue.',
    tag: 'Contributions',
    procedure: 'contributions.bulkImport',
    input: 'none',
    signedIn: true,
    multipart: {
      properties: { campaignId: { type: 'string', pattern: '^\\d+$' }, file: CSV_FILE },
      required: ['file'],
    },
    responseContent: { 'application/json': { schema: { type: 'array', items: JSON_OBJECT } } },
    headers: [IDEMPOTENCY_KEY_HEADER],
    errors: [400, 401, 403, 404, 422, 503],
  },
  'GET /bulk-contributions.csv': {
    summary: 'The template CSV for a bulk upload',
    tag: 'Contributions',
    signedIn: false,
    responseContent: CSV_TEXT,
    errors: [],
  },
  'GET /attachments/:id': {
    summary: "Download a comment's attachment",
    tag: 'Activities',
    procedure: 'activities.attachment',
    signedIn: true,
    responseContent: { 'application/octet-stream': { schema: BINARY_FILE } },
    errors: [400, 401, 404, 503],
  },
  'POST /known-contributors/import': {
    summary: 'Load the voter file (known contributors) for matching',
    description:
      'Multipart, fields before the file. A refused file answers 400 with `message`, `badRows` ' +
      'and `badRowCount`; nothing is imported. While another voter file is being imported it ' +
      'answers 409 at once (on PostgreSQL; the embedded database waits for the first).',
    tag: 'Imports',
    procedure: 'knownContributors.import',
    input: 'none',
    signedIn: true,
    multipart: { properties: { skipBadRows: TRUE_OR_FALSE, file: CSV_FILE }, required: ['file'] },
    headers: [IDEMPOTENCY_KEY_HEADER],
    errors: [400, 401, 403, 409, 422, 503],
  },
  'POST /external-contributions/import': {
    summary: "Load the state filing system's export of non-participants' contributions",
    description:
      'Multipart, fields before the file. `offices` is JSON `[{ "filerId", "office" }]`. A ' +
      'refused file answers 400 with `message`, `badRows`, `badRowCount` and `unknownCommittees`. ' +
      "While another import of the government's filings runs it answers 409 at once (on " +
      'PostgreSQL; the embedded database waits for the first).',
    tag: 'Imports',
    procedure: 'externalContributions.import',
    input: 'none',
    signedIn: true,
    multipart: {
      properties: {
        governmentId: { type: 'string', pattern: '^\\d+$' },
        skipBadRows: TRUE_OR_FALSE,
        offices: { type: 'string', description: 'JSON: [{ "filerId": "...", "office": "Mayor" }]' },
        file: CSV_FILE,
      },
      required: ['governmentId', 'file'],
    },
    headers: [IDEMPOTENCY_KEY_HEADER],
    errors: [400, 401, 403, 409, 422, 503],
  },
};
