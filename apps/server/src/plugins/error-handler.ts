import { DATABASE_UNAVAILABLE_MESSAGE } from '@portal/api';
import { isDatabaseUnavailable } from '@portal/db';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS } from '../throttling';

const INTERNAL_ERROR = { message: 'Internal server error' } as const;

/** Shapes an error body for a route whose failures the spec gives more fields than `message`. */
export type ErrorBodyShape = (body: { message: string }) => object;

/**
 * True when the client went away before it had sent its whole request: the connection closed
 * mid-body (an upload cancelled, a tab closed, a network that dropped). Whatever failed then
 * failed for want of the rest of the body, so it is no fault of the server or its database,
 * though the error says ECONNRESET ('aborted'), premature close or busboy's unexpected end.
 */
export const clientLeftMidRequest = (request: FastifyRequest): boolean =>
  !request.raw.complete && request.raw.destroyed;

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
  // Checked first: the request stream's abort error has ECONNRESET, a code the database check
  // knows as a lost database connection. Nobody reads this answer; the log says what happened.
  if (clientLeftMidRequest(request)) {
    request.log.info(
      { err: { message: error.message, code: error.code } },
      'client closed the connection before the request was complete',
    );
    return reply.code(400).send(shape({ message: 'The request was not complete' }));
  }
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
  const { validationErrors } = error as { validationErrors?: unknown };
  const fields =
    typeof validationErrors === 'object' && validationErrors ? { validationErrors } : {};
  return reply.code(status).send(shape({ message: error.message, ...fields }));
}

export const errorHandlerPlugin = fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) =>
      sendErrorAnswer(request, reply, error),
    );
  },
  { name: 'error-handler' },
);
