import { externalFilingsImportOutput, knownContributorsImportOutput } from '@portal/api/imports';
import {
  contributionListOutput,
  contributionOutput,
  expenditureListOutput,
  expenditureOutput,
  orestarDocumentsOutput,
} from '@portal/api/records';
import {
  CONTRIBUTION_FILTER_STATUSES,
  contributionListFilterSchema,
  EXPENDITURE_STATUSES,
  expenditureListFilterSchema,
  type RecordCollection,
  TEXT_LIMITS,
} from '@portal/domain';
import { z } from 'zod';
import { type JsonSchema, jsonSchemaOf, procedureInput } from './json-schema';
import type { OperationDocs } from './operation';
import { BINARY_FILE, CSV_TEXT, IDEMPOTENCY_KEY_HEADER } from './operation';

const CSV_FILE = { type: 'string', contentMediaType: 'text/csv', description: 'The CSV file.' };
const TRUE_OR_FALSE = { type: 'string', enum: ['true', 'false'] };

/** The ORESTAR export's own fields (`filerId`, `all`), read only with `format: "xml"`. */
const xmlExportFields = (kind: RecordCollection): Record<string, JsonSchema> => {
  const properties = procedureInput(`${kind}.exportXml`)?.properties as Record<string, object>;
  return {
    filerId: {
      ...properties.filerId,
      description: 'The Filer Id (required with `format: "xml"`).',
    },
    all: {
      ...properties.all,
      description: 'With `format: "xml"`: ignore the filter, keep the scope.',
    },
  };
};

const CALENDAR_DATE = { type: ['string', 'null'], format: 'date', description: 'YYYY-MM-DD' };

/**
 * The list's paging, sort and filter as the domain's list state reads them (one schema for the
 * portal's list and the REST body): allowed sort fields, statuses and page sizes listed.
 */
const listStateFields = (kind: RecordCollection): Record<string, JsonSchema> => {
  const state = jsonSchemaOf(
    kind === 'contributions' ? contributionListFilterSchema : expenditureListFilterSchema,
    'input',
  );
  const { sort, page, perPage, status } = state.properties as Record<string, JsonSchema>;
  const statuses =
    kind === 'contributions' ? CONTRIBUTION_FILTER_STATUSES : EXPENDITURE_STATUSES.values;
  const filter = {
    type: 'object',
    properties: {
      from: CALENDAR_DATE,
      to: { ...CALENDAR_DATE, description: 'YYYY-MM-DD, not before `from`' },
      status: { ...status, enum: ['all', ...statuses], description: 'Read in any case.' },
      name: {
        type: ['string', 'null'],
        maxLength: TEXT_LIMITS.search,
        description:
          `Part of the ${kind === 'contributions' ? "contributor's" : "payee's"} name as the list ` +
          'shows it, anywhere in it, in any case and with or without accents. Empty: no search.',
      },
    },
  };
  return {
    filter: { anyOf: [filter, { type: 'null' }] },
    sort: { anyOf: [sort, { type: 'null' }] },
    page: page ?? {},
    perPage: { ...perPage, description: 'Also read from its digits as text.' },
  };
};

/** `POST /contributions` and `POST /expenditures`: the list, or the same scope as a file. */
function listAndExport(kind: RecordCollection, tag: 'Contributions' | 'Expenditures') {
  const page = kind === 'contributions' ? contributionListOutput : expenditureListOutput;
  return {
    summary: `List ${kind} (JSON), or export them as CSV or ORESTAR XML`,
    description:
      '`format: "csv"` streams a CSV download; `format: "xml"` (with `filerId`) answers the ' +
      'ORESTAR documents as JSON; otherwise the page of rows and the total.',
    tag,
    procedure: `${kind}.list`,
    signedIn: true,
    choicesFrom: kind === 'contributions' ? contributionOutput : expenditureOutput,
    extraBody: {
      ...listStateFields(kind),
      format: { type: 'string', enum: ['json', 'csv', 'xml'] },
      ...xmlExportFields(kind),
    },
    responseContent: {
      'application/json': {
        schema: jsonSchemaOf(z.union([page, orestarDocumentsOutput]), 'output'),
      },
      ...CSV_TEXT,
    },
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
    output: z.array(contributionOutput),
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
    description: 'The file in the type it was uploaded with, always as a download.',
    responseContent: { '*/*': { schema: BINARY_FILE } },
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
    output: knownContributorsImportOutput,
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
    output: externalFilingsImportOutput,
    headers: [IDEMPOTENCY_KEY_HEADER],
    errors: [400, 401, 403, 409, 422, 503],
  },
};
