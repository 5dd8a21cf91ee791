import multipart from '@fastify/multipart';
import { DomainError, MAX_ATTACHMENT_BYTES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart bodies for comment attachments and the CSV uploads. The bulk CSV has its own 500 KB
 * rule (checked by the domain schema, with the spec's message); the domain's 10 MB attachment
 * rule is the outer bound for any one file.
 */

/** True for the plugin's error for a file past `limits.fileSize`. */
export const isFileTooLarge = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

export const UNREADABLE_UPLOAD_MESSAGE =
  'The upload could not be read: the form data ended early or is not well formed. Nothing was saved; please send it again.';

/**
 * The parser's words for a body it cannot follow: cut off before its closing boundary or inside
 * a part's headers, no boundary line at all, or a boundary missing from the content type or too
 * long to search for.
 */
const PARSER_REFUSAL = /multipart data|boundary|needle/i;

/**
 * A body the multipart parser cannot follow is the client's mistake: INVALID_INPUT (400) with
 * words a user can act on, where the parser's bare error became a 500. Its errors carry no code,
 * unlike the plugin's own (limits, a premature close: they have their status) and Node's stream
 * errors, which pass through unchanged, as does anything else.
 */
export function refuseUnreadableUpload(error: unknown): unknown {
  const fromParser =
    error instanceof Error && !('code' in error) && PARSER_REFUSAL.test(error.message);
  return fromParser ? new DomainError('INVALID_INPUT', UNREADABLE_UPLOAD_MESSAGE) : error;
}

/** One part of a multipart body; a file's `content` is null when it is past the size limit. */
export type UploadPart =
  | { type: 'field'; name: string; value: unknown }
  | { type: 'file'; name: string; fileName: string; contentType: string; content: Buffer | null };

/**
 * The parts of a multipart body in order, each file read whole. Reading stops after a file past
 * the size limit: the answer is known and the rest is not worth reading. A body the parser
 * cannot follow is refused (`refuseUnreadableUpload`), whichever part it breaks in.
 */
export async function* uploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    for (;;) {
      const next = await untilClientLeaves(request, parts.next());
      if (next.done) return;
      const part = next.value;
      if (part.type === 'field') {
        yield { type: 'field', name: part.fieldname, value: part.value };
        continue;
      }
      const content = await untilClientLeaves(request, part.toBuffer()).catch((error: unknown) => {
        if (isFileTooLarge(error)) return null;
        throw error;
      });
      const { fieldname: name, filename: fileName, mimetype: contentType } = part;
      yield { type: 'file', name, fileName, contentType, content };
      if (content === null) return;
    }
  } catch (error) {
    throw refuseUnreadableUpload(error);
  }
}

const clientLeft = () =>
  new Error('the client closed the connection before sending its whole body');

/**
 * `reading` (of an upload's body), or a rejection as soon as the client has gone before sending
 * the whole body. A request stream cut off before the parser began to read it ends with neither
 * data nor an error, so the handler would otherwise wait for ever; on PostgreSQL the caller's
 * authorization takes a round trip before the body is read, which leaves time for that. The
 * error handler logs the rejection as the client leaving.
 */
export function untilClientLeaves<T>(request: FastifyRequest, reading: Promise<T>): Promise<T> {
  const raw = request.raw;
  if (raw.destroyed && !raw.complete) {
    reading.catch(() => undefined);
    return Promise.reject(clientLeft());
  }
  let onClose: () => void = () => undefined;
  const gone = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!raw.complete) reject(clientLeft());
    };
    raw.once('close', onClose);
  });
  return Promise.race([reading, gone]).finally(() => raw.off('close', onClose));
}

export const multipartPlugin = fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 50, fieldSize: 100_000 },
    });
  },
  { name: 'multipart' },
);
