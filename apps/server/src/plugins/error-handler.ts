import { DATABASE_UNAVAILABLE_MESSAGE } from '@portal/api';
import { isDatabaseUnavailable } from '@portal/db';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS } from '../throttling';

const INTERNAL_ERROR = { message: 'Internal server error' } as const;

/** Shapes an error body for a route whose failures the spec gives more fields than `message`. */
export type ErrorBodyShape = (body: { message: string }) => object;

/**
 * Client errors keep their message (the client can act on it); server errors are logged with
 * their details and answered with a fixed text, so no stack, SQL or path reaches a browser. A
 * database that cannot be reached is 503 with a message saying so: the request can be repeated.
 * A route with its own error body (`shape`) calls this as its route-level error handler.
 */
export function sendErrorAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  error: FastifyError,
  shape: ErrorBodyShape = (body) => body,
): FastifyReply {
  // One line, no stack: while the database is away every request lands here.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: { message: error.message } }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(shape({ message: DATABASE_UNAVAILABLE_MESSAGE }));
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(shape(INTERNAL_ERROR));
  }
  return reply.code(status).send(shape({ message: error.message }));
}

export const errorHandlerPlugin = fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) =>
      sendErrorAnswer(request, reply, error),
    );
  },
  { name: 'error-handler' },
);
