import { createCaller } from '@portal/api';
import {
  attachmentDisposition,
  COMMENT_MESSAGES,
  DomainError,
  type RecordCollection,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadParts } from '../plugins/multipart';
import type { RequestContextFactory } from '../request-context';
import {
  bodyOf,
  callProcedure,
  fromBody,
  fromIdParam,
  numericParam,
  type RestRoute,
  refuseUnknownFormFields,
  refuseUnknownQuery,
  restRoute,
  sendClientError,
} from './rest-route';

/** The Reply box's text fields (spec section 7: comment, and a file as `attachment`). */
const COMMENT_FORM_FIELDS = ['comment'];

interface CommentBody {
  comment: string;
  attachment?: { fileName: string; contentType: string; contentBase64: string };
}

/**
 * The Reply box's multipart body: a `comment` field and at most one file. A JSON body with the
 * same names is accepted too. The multipart plugin stops a file at 10 MB with its own generic 413
 * 'request file too large'; the Reply box reads the procedure's message for a too-large
 * attachment instead.
 */
async function readComment(request: FastifyRequest): Promise<CommentBody> {
  if (!request.isMultipart()) {
    // Every key goes to the procedure, whose schema refuses one it does not read.
    const body = bodyOf<Partial<CommentBody>>(request);
    return { ...body, comment: typeof body.comment === 'string' ? body.comment : '' };
  }
  const result: CommentBody = { comment: '' };
  const fieldNames: string[] = [];
  for await (const part of uploadParts(request)) {
    if (part.type === 'file') {
      if (part.content === null) throw new DomainError('INVALID_INPUT', COMMENT_MESSAGES.tooLarge);
      if (part.fileName)
        result.attachment = {
          fileName: part.fileName,
          contentType: part.contentType,
          contentBase64: part.content.toString('base64'),
        };
    } else {
      fieldNames.push(part.name);
      if (part.name === 'comment' && typeof part.value === 'string') result.comment = part.value;
    }
  }
  // Once the whole body is read, so the answer never races the upload.
  refuseUnknownFormFields(fieldNames, COMMENT_FORM_FIELDS);
  return result;
}

/**
 * `If-Match: "3"` names the version the client read, so a script's `PUT` cannot silently
 * overwrite someone else's change: the procedure answers 412 when the version is stale (a stale
 * `version` in the body answers 409, like any other conflict). It wins
 * over a `version` in the body. `*` (any version) and no header leave the body as it is; a value
 * that is not a version becomes NaN, which the procedure's schema refuses with a 400.
 */
function versionFromIfMatch(request: FastifyRequest): { version?: number; ifMatch?: true } {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return {};
  const match = /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(header);
  return { version: match ? Number(match[1]) : Number.NaN, ifMatch: true };
}

/**
 * One kind's create, read, update, archive and comment calls (spec section 7): the same five
 * routes for contributions and expenditures, each over its own router of the same name.
 */
function recordRoutes(kind: RecordCollection): RestRoute[] {
  return [
    restRoute(`POST /${kind}/new`, 201, fromBody(kind, 'create')),
    restRoute(`GET /${kind}/:id`, 200, fromIdParam(kind, 'get')),
    restRoute(
      `PUT /${kind}/:id`,
      204,
      callProcedure(kind, 'update', (request) => ({
        ...bodyOf<object>(request),
        ...versionFromIfMatch(request),
        id: numericParam(request, 'id'),
      })),
    ),
    restRoute(`DELETE /${kind}/:id`, 204, fromIdParam(kind, 'archive')),
    restRoute(
      `POST /${kind}/:id/comments`,
      204,
      callProcedure(kind, 'comment', async (request) => ({
        ...(await readComment(request)),
        id: numericParam(request, 'id'),
      })),
    ),
  ];
}

/** Contributions and expenditures, then the history of either (spec section 7). */
export const recordsRoutes: readonly RestRoute[] = [
  ...recordRoutes('contributions'),
  ...recordRoutes('expenditures'),
  restRoute('POST /activities', 200, fromBody('activities', 'list')),
];

/**
 * `GET /attachments/{id}`: the file as a download, never rendered by the browser in the portal's
 * origin, and only for users who may see its record (everyone else gets 404).
 */
export function registerAttachmentDownload(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  fastify.get('/attachments/:id', async (request, reply) => {
    try {
      refuseUnknownQuery(request);
      const caller = createCaller(await createRequestContext(request, reply));
      const file = await caller.activities.attachment({ id: numericParam(request, 'id') });
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(Buffer.from(file.content));
    } catch (error) {
      return sendClientError(request, reply, error);
    }
  });
}
