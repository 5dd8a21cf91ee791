import { isDatabaseUnavailable } from '@portal/db';
import { type DomainErrorCode, isDomainError } from '@portal/domain';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

/** The one place where domain error codes become tRPC (and so HTTP) codes. */
export const TRPC_CODE_OF_DOMAIN_CODE = {
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  INVALID_INPUT: 'BAD_REQUEST',
  INVALID_TRANSITION: 'UNPROCESSABLE_CONTENT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
} as const satisfies Record<DomainErrorCode, TRPCError['code']>;

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
export const UNREADABLE_REQUEST_MESSAGE = 'The request could not be read';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The portal cannot reach its database just now. Nothing was changed; please try again in a minute.';

/**
 * Returns the error itself when it is no domain error, so callers can rethrow it unchanged. A
 * database that cannot be reached is SERVICE_UNAVAILABLE (503): the request may be repeated.
 */
export function fromDomainError(error: unknown): unknown {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (
    isDatabaseUnavailable(cause) &&
    !(error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE')
  ) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      cause,
    });
  }
  if (!isDomainError(cause)) return error;
  return new TRPCError({
    code: TRPC_CODE_OF_DOMAIN_CODE[cause.code],
    message: cause.message,
    cause,
  });
}

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

const isIssueList = (value: unknown): value is IssueLike[] =>
  Array.isArray(value) &&
  value.every((issue) => typeof issue === 'object' && issue !== null && 'message' in issue);

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Field -> first message, from a zod (or any standard-schema) validation error, so the portal can
 * put each message under its form field (spec section 5: "validationErrors").
 */
export function validationErrorsFrom(cause: unknown): Record<string, string> | undefined {
  const issues = typeof cause === 'object' && cause !== null ? Reflect.get(cause, 'issues') : null;
  if (!isIssueList(issues) || issues.length === 0) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    // A client may name its fields __proto__ or prototype; such keys cannot be answered safely.
    const field = path.some((name) => PROTOTYPE_KEYS.has(name)) ? 'form' : path.join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The message a client sees for a client error: the first validation message when there is one
 * (never zod's JSON dump of its issues), ours when we raised it, and a fixed text when a library
 * raised it while reading the request (JSON or superjson parsing), whose own words mean nothing
 * to a user and describe the server's insides.
 */
export function clientMessageOf(
  error: TRPCError,
  validationErrors: Record<string, string> | undefined,
): string {
  const [firstMessage] = Object.values(validationErrors ?? {});
  if (firstMessage) return firstMessage;
  const { cause } = error;
  if (cause instanceof Error && !isDomainError(cause) && cause.message === error.message)
    return UNREADABLE_REQUEST_MESSAGE;
  return error.message;
}

export interface HttpError {
  status: number;
  body: { message: string; validationErrors?: Record<string, string> };
}

/**
 * For REST adapters: the HTTP status and JSON body for an error raised by a procedure. Server
 * errors never reveal their internals.
 */
export function toHttpError(error: unknown): HttpError {
  const mapped = fromDomainError(error);
  const trpcError =
    mapped instanceof TRPCError
      ? mapped
      : validationErrorsFrom(mapped)
        ? new TRPCError({ code: 'BAD_REQUEST', cause: mapped })
        : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: mapped });
  const status = getHTTPStatusCodeFromError(trpcError);
  if (trpcError.code === 'SERVICE_UNAVAILABLE')
    return { status, body: { message: trpcError.message } };
  if (status >= 500) return { status, body: { message: INTERNAL_ERROR_MESSAGE } };
  const validationErrors =
    trpcError.code === 'BAD_REQUEST' ? validationErrorsFrom(trpcError.cause) : undefined;
  const message = clientMessageOf(trpcError, validationErrors);
  return { status, body: validationErrors ? { message, validationErrors } : { message } };
}
