import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { toHttpError } from '@portal/api';
import {
  firstPrototypeKey,
  mayHoldPrototypeKey,
  notUtf8BodyMessage,
  type Utf8Fault,
  unknownKeyMessage,
  utf8Scanner,
} from '@portal/domain';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A body the parser refuses is answered as tRPC answers its own unparsable input: the same
 * mapping gives it the same status and text ('The request could not be read'), because the
 * parser's words describe the server's insides, not what the caller should change.
 */
export function unreadableBody(cause: Error): Error & { statusCode: number } {
  const { status, body } = toHttpError(new TRPCError({ code: 'PARSE_ERROR', cause }));
  return Object.assign(new Error(body.message, { cause }), { statusCode: status });
}

/** A refusal the error handler answers as a 400 with the message under `validationErrors` too. */
export type FieldRefusal = Error & { statusCode: 400; validationErrors: Record<string, string> };

/**
 * The refusal of a JSON body (REST or tRPC, body or `input` query) holding a `__proto__`,
 * `constructor` or `prototype` key: a 400 naming it, in the same words as a procedure's refusal of
 * a key it does not read, or null. Fastify's parser would call it unreadable and superjson would
 * drop `__proto__` without a word, so both transports ask here first. `inputsOf` finds the
 * inputs inside an envelope (tRPC's), so the key's path is named from the input.
 */
export function prototypeKeyRefusal(
  json: string,
  inputsOf: (parsed: unknown) => unknown[] = (parsed) => [parsed],
): FieldRefusal | null {
  if (!mayHoldPrototypeKey(json)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const found = inputsOf(parsed)
    .map((input) => firstPrototypeKey(input))
    .find((key) => key !== null);
  if (!found) return null;
  const message = unknownKeyMessage(found);
  return Object.assign(new Error(message), {
    statusCode: 400 as const,
    validationErrors: { form: message },
  });
}

const JSON_CONTENT_TYPE = /^\s*application\/json\s*(;|$)/i;

/** Where each JSON body stopped being UTF-8, kept only as long as its request. */
const notUtf8Bodies = new WeakMap<FastifyRequest, Utf8Fault>();

/**
 * The refusal of a JSON body that was not UTF-8 (400, naming the line), or null for one that
 * was. Known once the body has been read: the REST parser and tRPC's context ask.
 */
export function notUtf8Body(request: FastifyRequest): (Error & { statusCode: 400 }) | null {
  const fault = notUtf8Bodies.get(request);
  return fault
    ? Object.assign(new Error(notUtf8BodyMessage(fault)), { statusCode: 400 as const })
    : null;
}

/**
 * The body's bytes pass through a UTF-8 check on their way to whichever parser reads them (ours
 * below, or tRPC's own under /trpc). Both decode as UTF-8 and would put U+FFFD where a byte is
 * not, so a Latin-1 é would be stored as that; the first fault is kept for the parser to refuse.
 */
function checkingUtf8(request: FastifyRequest, payload: NodeJS.ReadableStream) {
  const scanner = utf8Scanner();
  const keep = (fault: Utf8Fault | null) => {
    if (fault && !notUtf8Bodies.has(request)) notUtf8Bodies.set(request, fault);
  };
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      keep(scanner.push(chunk));
      callback(null, chunk);
    },
    flush(callback) {
      keep(scanner.end());
      callback();
    },
  });
  // A failing request stream (the client left) fails the checked one, which the parser reads.
  pipeline(payload, checked).catch(() => {});
  return checked;
}

/**
 * JSON bodies for the whole app (spec section 7: bodies are JSON). A client that sends the JSON
 * content type on every call, also on `DELETE /permissions/{id}` and others without a payload,
 * sends an empty body: that is no body, so the route behaves as if the header were not there.
 * Anything else goes to Fastify's own parser with the server's prototype-poisoning settings;
 * the body limits stay the server's, as the parser is added without a limit of its own.
 */
export const jsonBodyPlugin = fp(
  async (fastify) => {
    // The defaults are Fastify's own; its config always holds a value, the type just says maybe.
    const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = fastify.initialConfig;
    const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
    fastify.addHook('preParsing', async (request, _reply, payload) =>
      JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? '')
        ? checkingUtf8(request, payload)
        : payload,
    );
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body: string, done) => {
        if (body.length === 0) return done(null, undefined);
        const refusal = notUtf8Body(request) ?? prototypeKeyRefusal(body);
        if (refusal) return done(refusal);
        parseJson(request, body, (error, parsed) =>
          error ? done(unreadableBody(error)) : done(null, parsed),
        );
      },
    );
  },
  { name: 'json-body' },
);
