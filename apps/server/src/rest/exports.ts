import { createCaller, type RouterInputs } from '@portal/api';
import { BULK_IMPORT_FAILED, bulkContributionsTemplate, exportFileName } from '@portal/api/records';
import { BULK_UPLOAD_MESSAGE_HEADER, EXPORT_MESSAGES, type RecordCollection } from '@portal/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBodyShape, sendErrorAnswer } from '../plugins/error-handler';
import { uploadParts } from '../plugins/multipart';
import type { RequestContextFactory } from '../request-context';
import { bodyOf, refuseUnknownFormFields, refuseUnknownQuery, sendClientError } from './rest-route';
import { readAheadBody } from './stream-body';

type Caller = ReturnType<typeof createCaller>;
type ListBody = RouterInputs['contributions']['exportXml'] & { format?: unknown };

/**
 * Runs a procedure for a hand-written route: client errors answer with the procedure's status and
 * message (the body passed through `shape`), server errors go to the route's or the app's error
 * handler (logged, details hidden).
 */
async function withCaller(
  createRequestContext: RequestContextFactory,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: (caller: Caller) => Promise<FastifyReply>,
  shape?: ErrorBodyShape,
): Promise<FastifyReply> {
  try {
    return await answer(createCaller(await createRequestContext(request, reply)));
  } catch (error) {
    return sendClientError(request, reply, error, shape);
  }
}

/**
 * The CSV, streamed. Its header line and first batch of rows are read before the status is sent
 * (`readAheadBody`), so a database that fails at the start answers 503, not a 200 cut short.
 */
const csvDownload = async (
  reply: FastifyReply,
  fileName: string,
  chunks: AsyncIterable<string>,
) => {
  const body = await readAheadBody(chunks);
  return reply
    .code(200)
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(body);
};

/**
 * About three documents of 2,000 transactions: the next is written while the client still reads
 * the last, so the cursor and the XML writer do not wait for the socket after every document.
 */
const XML_BUFFER_BYTES = 2 * 2 ** 20;

/**
 * The ORESTAR documents' JSON, streamed a document at a time. Its opening and first document are
 * read before the status is sent, so a failure of the first rows is still a clean error.
 */
const xmlDocumentsAnswer = async (reply: FastifyReply, chunks: AsyncIterable<string>) =>
  reply
    .code(200)
    .header('Content-Type', 'application/json; charset=utf-8')
    .send(await readAheadBody(chunks, { bufferBytes: XML_BUFFER_BYTES }));

/**
 * `POST /contributions` and `POST /expenditures` (spec section 7): the list as JSON, or with
 * `format: 'csv'` a streamed download, or with `format: 'xml'` (and a Filer Id) the ORESTAR
 * documents.
 */
function registerListAndExport(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
  kind: RecordCollection,
) {
  fastify.post(`/${kind}`, (request, reply) =>
    withCaller(createRequestContext, request, reply, async (caller) => {
      refuseUnknownQuery(request);
      // `format` chooses the answer and `filerId` is the XML export's (spec section 7): the JSON
      // list and the CSV accept the Filer Id a script sends with every format, and ignore it.
      const { format, filerId, ...body } = bodyOf<ListBody>(request);
      const procedures = caller[kind];
      if (format === 'csv') {
        // The call validates the body and settles the caller's scope before any byte is sent.
        const chunks = await procedures.exportCsv(body);
        return csvDownload(reply, exportFileName(kind, 'csv', new Date()), chunks);
      }
      if (format === 'xml')
        return xmlDocumentsAnswer(
          reply,
          await procedures.exportXmlStream({
            ...body,
            filerId,
          } as RouterInputs['contributions']['exportXml']),
        );
      if (format !== undefined && format !== null && format !== 'json')
        return reply.code(400).send({ message: `Unknown export format ${String(format)}` });
      return reply.code(200).send(await procedures.list(body));
    }),
  );
}

interface BulkUpload {
  campaignId: string | null;
  fileName: string;
  contentType: string | null;
  /** The file as uploaded: the procedure checks it is UTF-8 text, in its order of rules. */
  csvBytes: Buffer;
  tooLarge: boolean;
}

/**
 * The bulk upload's text fields (spec section 7: governmentId, campaignId, currentUserId,
 * filename, then the file). Only campaignId is used: the government is the campaign's and the
 * file's own name is the one kept; another field is refused by name.
 */
const BULK_UPLOAD_FORM_FIELDS = ['governmentId', 'campaignId', 'filename'];

/** The BulkImport modal's multipart body: campaignId and one file. */
async function readBulkUpload(request: FastifyRequest): Promise<BulkUpload | null> {
  let upload: BulkUpload | null = null;
  let campaignId: string | null = null;
  const fieldNames: string[] = [];
  for await (const part of uploadParts(request)) {
    if (part.type === 'file') {
      upload = {
        campaignId: null,
        fileName: part.fileName,
        contentType: part.contentType,
        csvBytes: part.content ?? Buffer.alloc(0),
        tooLarge: part.content === null,
      };
    } else {
      fieldNames.push(part.name);
      if (part.name === 'campaignId' && typeof part.value === 'string') campaignId = part.value;
    }
  }
  // Once the whole body is read, so the answer never races the upload.
  refuseUnknownFormFields(fieldNames, BULK_UPLOAD_FORM_FIELDS);
  return upload ? { ...upload, campaignId } : null;
}

const uploadFailed = (reply: FastifyReply, issues: string[]) =>
  reply.code(400).send({ message: BULK_IMPORT_FAILED, contributions: [], issues });

/**
 * Spec section 7: a failed upload answers "message, contributions, issues", also when it fails
 * before any row is read (no session, no access, a malformed campaignId). The BulkImport modal
 * lists `issues`, so the message is the one issue.
 */
const bulkUploadFailure: ErrorBodyShape = (body) => ({
  ...body,
  contributions: [],
  issues: [body.message],
});

/** One bulk upload as the caller: 200 with the created contributions, else 400 with issues. */
async function uploadContributions(caller: Caller, request: FastifyRequest, reply: FastifyReply) {
  // The session first, as every other call: a signed-out or expired caller is told so (401) and
  // logged out, rather than told about the file, and no file is read for them.
  await caller.auth.me();
  if (!request.isMultipart()) return uploadFailed(reply, [EXPORT_MESSAGES.fileRequired]);
  const upload = await readBulkUpload(request);
  if (!upload?.fileName) return uploadFailed(reply, [EXPORT_MESSAGES.fileRequired]);
  if (upload.tooLarge) return uploadFailed(reply, [EXPORT_MESSAGES.fileSize]);
  const result = await caller.contributions.bulkImport({
    // A form field is text: the id schema reads its digits, and refuses anything else by name.
    campaignId: upload.campaignId ? upload.campaignId : null,
    fileName: upload.fileName,
    contentType: upload.contentType,
    csvText: upload.csvBytes,
  });
  if (!result.ok) return uploadFailed(reply, result.issues);
  return reply
    .code(200)
    .header(BULK_UPLOAD_MESSAGE_HEADER, result.message)
    .send(result.contributions);
}

/**
 * `POST /contributions/bulk-upload`: 200 with the created contributions (and the server's message
 * in a header), else the failure's status with message, contributions and issues. The route's own
 * error handler gives the same fields to failures no procedure raised (a body that cannot be
 * read, multipart limits, server errors).
 */
function registerBulkUpload(fastify: FastifyInstance, createRequestContext: RequestContextFactory) {
  const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    sendErrorAnswer(request, reply, error, bulkUploadFailure);
  fastify.post('/contributions/bulk-upload', { errorHandler }, (request, reply) =>
    withCaller(
      createRequestContext,
      request,
      reply,
      (caller) => uploadContributions(caller, request, reply),
      bulkUploadFailure,
    ),
  );
}

/** Exports, bulk upload and its template (spec section 7). */
export function registerExportRoutes(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  registerListAndExport(fastify, createRequestContext, 'contributions');
  registerListAndExport(fastify, createRequestContext, 'expenditures');
  registerBulkUpload(fastify, createRequestContext);
  fastify.get('/bulk-contributions.csv', (_request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="bulk-contributions.csv"')
      .send(bulkContributionsTemplate()),
  );
}
