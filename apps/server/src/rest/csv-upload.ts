import { createCaller, toHttpError } from '@portal/api';
import type { KnownContributorsSource } from '@portal/api/imports';
import {
  DomainError,
  KNOWN_CONTRIBUTOR_FILE_MAX_BYTES,
  KNOWN_CONTRIBUTOR_FILE_MESSAGES,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseUnreadableUpload, untilClientLeaves } from '../plugins/multipart';
import type { RequestContextFactory } from '../request-context';
import { type Caller, refuseUnknownFormFields, sendClientError } from './rest-route';

/** Room for the multipart boundaries and the small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const refusedUpload = (message: string) => new DomainError('INVALID_INPUT', message);

/**
 * The uploaded file's bytes as they arrive. A body that says it is too large is refused before
 * anything is read (read only after the caller is authorized). Past the limit the multipart
 * parser just stops delivering, so a cut-off file must fail here, not import as if it had ended;
 * a body that ends before the file's closing boundary fails here too.
 */
async function* wholeUpload(
  request: FastifyRequest,
  file: NodeJS.ReadableStream & { truncated?: boolean },
  declaredBytes: number,
) {
  if (declaredBytes > KNOWN_CONTRIBUTOR_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw refusedUpload(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileTooLarge);
  try {
    const chunks = file[Symbol.asyncIterator]();
    for (;;) {
      const next = await untilClientLeaves(request, chunks.next());
      if (next.done) break;
      yield next.value as Buffer;
    }
  } catch (error) {
    throw refuseUnreadableUpload(error);
  }
  if (file.truncated) throw refusedUpload(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileTooLarge);
}

/** Read only after the caller is authorized, so a stranger learns 401/403, not this. */
const refusedSource = (refusal: Error): KnownContributorsSource => ({
  [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(refusal) }),
});

const missingUpload = () =>
  refusedSource(refusedUpload(KNOWN_CONTRIBUTOR_FILE_MESSAGES.fileRequired));

/** The refusal of the first text field the import does not read, or null. */
function unknownFieldRefusal(fields: Record<string, unknown>, reads: readonly string[]) {
  const names = Object.entries(fields).flatMap(([name, value]) =>
    !Array.isArray(value) && (value as { type?: unknown })?.type === 'field' ? [name] : [],
  );
  try {
    refuseUnknownFormFields(names, reads);
    return null;
  } catch (error) {
    // As the import's other refusals of its upload are, so it answers in their shape.
    return refusedUpload((error as Error).message);
  }
}

/** One CSV upload as the import procedure sees it: the file stream and the fields before it. */
export interface CsvUpload {
  file: KnownContributorsSource;
  /** The `skipBadRows` field: 'true' imports the good rows of a file with bad ones. */
  skipBadRows: boolean;
  /** A text field sent before the file, or undefined. */
  field(name: string): string | undefined;
}

/**
 * `POST path` (multipart: text fields first, then `file`): a streamed CSV import, run through the
 * caller's procedure. 200 with the result; 400 with `refusal` of a refused result (at least
 * `{ message, badRows, badRowCount }`: nothing was imported); 401 / 403.
 */
export interface CsvImport<Result extends { ok: boolean }> {
  path: string;
  /** The text fields the import reads; another is refused by name. */
  fields: readonly string[];
  run: (caller: Caller, upload: CsvUpload) => Promise<Result>;
  refusal: (result: Extract<Result, { ok: false }>) => object;
}

export function registerCsvImport<Result extends { ok: boolean }>(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
  { path, fields, run, refusal }: CsvImport<Result>,
): void {
  const refused = (reply: FastifyReply, message: string) =>
    reply.code(400).send({ message, badRows: [], badRowCount: 0 });

  const importUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = createCaller(await createRequestContext(request, reply));
    // This route's own bound: every other upload keeps the multipart plugin's 10 MB.
    const upload = request.isMultipart()
      ? await untilClientLeaves(
          request,
          request.file({ limits: { fileSize: KNOWN_CONTRIBUTOR_FILE_MAX_BYTES, files: 1 } }),
        ).catch((error: unknown) => {
          throw refuseUnreadableUpload(error);
        })
      : undefined;
    const field = (name: string) => {
      const value = upload?.fields[name];
      return !Array.isArray(value) && value?.type === 'field' ? String(value.value) : undefined;
    };
    // Refused where the file is first read, after the procedure has authorized the caller.
    const unknownField = upload ? unknownFieldRefusal(upload.fields, fields) : null;
    const result = await run(caller, {
      file: unknownField
        ? refusedSource(unknownField)
        : upload
          ? wholeUpload(request, upload.file, Number(request.headers['content-length'] ?? 0))
          : missingUpload(),
      skipBadRows: field('skipBadRows') === 'true',
      field,
    });
    if (result.ok) return reply.code(200).send(result);
    return reply.code(400).send(refusal(result as Extract<Result, { ok: false }>));
  };

  fastify.post(path, async (request, reply) => {
    try {
      return await importUpload(request, reply);
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) throw error;
      if (status === 400) return refused(reply, body.message);
      return sendClientError(request, reply, error);
    } finally {
      // A refused upload stops being read part-way; the rest is drained so the client, still
      // sending, gets the answer instead of a stalled connection.
      if (!request.raw.readableEnded) request.raw.resume();
    }
  });
}
