import { toHttpError } from '@portal/api';
import { TRPCError } from '@trpc/server';
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
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body: string, done) => {
        if (body.length === 0) return done(null, undefined);
        parseJson(request, body, (error, parsed) =>
          error ? done(unreadableBody(error)) : done(null, parsed),
        );
      },
    );
  },
  { name: 'json-body' },
);
