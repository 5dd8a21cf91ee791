import {
  activityListOutput,
  chosenMatchOutput,
  contributionOutput,
  contributionReadOutput,
  contributionSyncOutput,
  expenditureOutput,
  expenditureReadOutput,
  expenditureSyncOutput,
  matchEntryOutput,
} from '@portal/api/records';
import type { RecordCollection } from '@portal/domain';
import type { ErrorStatus } from './components';
import { IDEMPOTENCY_KEY_HEADER, type OperationDoc, type OperationDocs } from './operation';

type Kind = RecordCollection;

const IF_MATCH = {
  name: 'If-Match',
  description:
    'The version the client read (`"3"`); a stale one answers 412 instead of overwriting ' +
    "someone else's change. `*` or no header skips the check.",
  schema: { type: 'string' },
};

const COMMENT_PARTS = {
  properties: {
    comment: { type: 'string', description: 'The message.' },
    attachment: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'At most one file.',
    },
  },
  required: ['comment'],
};

const READ_ONE: readonly ErrorStatus[] = [400, 401, 404, 503];
const CHANGE: readonly ErrorStatus[] = [400, 401, 403, 404, 409, 412, 422, 503];

/** Create, read, update, archive and comment: the same five calls for both kinds of record. */
function recordOperations(kind: Kind): OperationDocs {
  const tag = kind === 'contributions' ? 'Contributions' : 'Expenditures';
  const noun = kind === 'contributions' ? 'contribution' : 'expenditure';
  const record = kind === 'contributions' ? contributionOutput : expenditureOutput;
  const common = {
    tag,
    signedIn: true,
    choicesFrom: record,
  } as const satisfies Partial<OperationDoc>;
  return {
    [`POST /${kind}/new`]: {
      ...common,
      summary: `Create a ${noun} (as a draft)`,
      procedure: `${kind}.create`,
      output: record,
      headers: [IDEMPOTENCY_KEY_HEADER],
      errors: [400, 401, 403, 404, 422, 503],
    },
    [`GET /${kind}`]: {
      ...common,
      summary: `The ${kind} the caller may see, in the order they last changed, by cursor`,
      description:
        'For scripts that keep a copy: pass `nextCursor` as `cursor` until it is null (a row ' +
        'written meanwhile comes later, so none is skipped or repeated; a row changed meanwhile ' +
        'comes again with its new state). `updatedSince` (an ISO 8601 instant) keeps to rows ' +
        'created or changed since, archiving included (status `archived`). `limit` 1-500, ' +
        'default 100. Send `If-None-Match` with the `ETag` to get 304.',
      procedure: `${kind}.sync`,
      input: 'query',
      output: kind === 'contributions' ? contributionSyncOutput : expenditureSyncOutput,
      responseHeaders: {
        ETag: { description: 'The tag of this page.', schema: { type: 'string' } },
      },
      otherResponses: { '304': { description: 'Not modified since the ETag sent.' } },
      errors: [400, 401, 503],
    },
    [`GET /${kind}/:id`]: {
      ...common,
      summary: `Read a ${noun}`,
      procedure: `${kind}.get`,
      output: kind === 'contributions' ? contributionReadOutput : expenditureReadOutput,
      errors: READ_ONE,
    },
    [`PUT /${kind}/:id`]: {
      ...common,
      summary: `Update a ${noun}: changed fields and an optional status`,
      procedure: `${kind}.update`,
      headers: [IF_MATCH],
      adapterFields: ['ifMatch'],
      errors: CHANGE,
    },
    [`DELETE /${kind}/:id`]: {
      ...common,
      summary: `Archive a ${noun}`,
      procedure: `${kind}.archive`,
      errors: CHANGE.filter((status) => status !== 412),
    },
    [`POST /${kind}/:id/comments`]: {
      ...common,
      summary: `Comment on a ${noun}, with an optional attachment`,
      description:
        'Multipart (`comment` and one file) as the Reply box sends it, or JSON with the file ' +
        'base64-encoded.',
      procedure: `${kind}.comment`,
      multipart: COMMENT_PARTS,
      headers: [IDEMPOTENCY_KEY_HEADER],
      errors: [400, 401, 403, 404, 422, 503],
    },
  };
}

export const recordOperationDocs: OperationDocs = {
  ...recordOperations('contributions'),
  ...recordOperations('expenditures'),
  'POST /activities': {
    summary: 'The history of a record, a campaign or the government, a page at a time',
    tag: 'Activities',
    procedure: 'activities.list',
    output: activityListOutput,
    signedIn: true,
    errors: [400, 401, 403, 404, 503],
  },
  'GET /matches/:id': {
    summary: "A contribution's match entry: strength, candidates and whether it is in Portland",
    tag: 'Matching',
    procedure: 'matching.get',
    output: matchEntryOutput,
    signedIn: true,
    errors: READ_ONE,
  },
  'POST /matches': {
    summary: 'Choose the match of a contribution',
    tag: 'Matching',
    procedure: 'matching.choose',
    bodyNames: { id: 'contributionId' },
    output: chosenMatchOutput,
    signedIn: true,
    errors: [400, 401, 403, 404, 409, 503],
  },
};
