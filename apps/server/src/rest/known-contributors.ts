import { type BadRow, createCaller, type KnownContributorsSource, toHttpError } from '@portal/api';
import {
  DomainError,
  KNOWN_CONTRIBUTOR_FILE_MAX_BYTES,
  KNOWN_CONTRIBUTOR_FILE_MESSAGES,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContextFactory } from '../request-context';

/** Room for the multipart boundaries and the small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const refusedUpload = (message: string) => new DomainError('INVALID_INPUT', message);

/**
 * The uploaded file's bytes as they arrive. A body that says it is too large is refused before
 * anything is read (read only after the caller is authorized). Past the limit the multipart
 * parser just stops delivering, so a cut-off file must fail here, not import as if it had ended.
 */
async function* wholeUpload(
  file: NodeJS.ReadableStream & { truncated?: boolean },
  declaredBytes: number,
) {
  if (declaredBytes > KNOWN_CONTRIBUTOR_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw refusedUpload(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileTooLarge);
  for await (const chunk of file) yield chunk as Buffer;
  if (file.truncated) throw refusedUpload(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileTooLarge);
}

/** Read only after the caller is authorized, so a stranger learns 401/403, not this. */
const missingUpload = (): KnownContributorsSource => ({
  [Symbol.asyncIterator]: () => ({
    next: () => Promise.reject(refusedUpload(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileRequired)),
  }),
});

/** A refused file answers 400 with the same shape however it was refused. */
const refused = (reply: FastifyReply, message: string, badRows: BadRow[] = [], badRowCount = 0) =>
  reply.code(400).send({ message, badRows, badRowCount });

async function importUpload(
  createRequestContext: RequestContextFactory,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const caller = createCaller(await createRequestContext(request, reply));
  // This route's own bound: every other upload keeps the multipart plugin's 10 MB.
  const upload = request.isMultipart()
    ? await request.file({ limits: { fileSize: KNOWN_CONTRIBUTOR_FILE_MAX_BYTES, files: 1 } })
    : undefined;
  // Fields sent before the file are known when it starts; the portal sends skipBadRows first.
  const skipField = upload?.fields.skipBadRows;
  const skipBadRows =
    !Array.isArray(skipField) && skipField?.type === 'field' && skipField.value === 'true';
  const result = await caller.knownContributors.import({
    file: upload
      ? wholeUpload(upload.file, Number(request.headers['content-length'] ?? 0))
      : missingUpload(),
    skipBadRows,
  });
  if (!result.ok) return refused(reply, result.message, result.badRows, result.badRowCount);
  return reply.code(200).send(result);
}

/**
 * `POST /known-contributors/import` (multipart: `skipBadRows` 'true'/'false', then `file`): a
 * government admin loads the voter file while the server runs. 200 with the counts; 400 with
 * `{ message, badRows, badRowCount }` when the file is refused (nothing imported); 401 / 403.
 */
export function registerKnownContributorsImport(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  fastify.post('/known-contributors/import', async (request, reply) => {
    try {
      return await importUpload(createRequestContext, request, reply);
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) throw error;
      if (status === 400) return refused(reply, body.message);
      return reply.code(status).send(body);
    } finally {
      // A refused upload stops being read part-way; the rest is drained so the client, still
      // sending, gets the answer instead of a stalled connection.
      if (!request.raw.readableEnded) request.raw.resume();
    }
  });
}
