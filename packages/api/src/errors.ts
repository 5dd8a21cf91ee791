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

/**
 * Field -> first message, from a zod (or any standard-schema) validation error, so the portal can
 * put each message under its form field (spec section 5: "validationErrors").
 */
export function validationErrorsFrom(cause: unknown): Record<string, string> | undefined {
  const issues = typeof cause === 'object' && cause !== null ? Reflect.get(cause, 'issues') : null;
  if (!isIssueList(issues) || issues.length === 0) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
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
  if (!validationErrors) return { status, body: { message: trpcError.message } };
  const [firstMessage] = Object.values(validationErrors);
  return { status, body: { message: firstMessage ?? trpcError.message, validationErrors } };
}
