import {
  API_TOKEN_MESSAGES,
  AUTH_MESSAGES,
  findUnsafeText,
  holdsRole,
  isAdmin,
} from '@portal/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Context } from './context';
import {
  clientMessageOf,
  fromDomainError,
  INTERNAL_ERROR_MESSAGE,
  validationErrorsFrom,
} from './errors';
import { unknownKeyRefusal } from './shared/strict-input';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const validationErrors =
      error.code === 'BAD_REQUEST' ? validationErrorsFrom(error.cause) : undefined;
    // No answer, in any mode, carries the server's internals: a server error's message, or any
    // error's stack (its frames name the server's files and the dependencies' versions, and
    // `npm start` runs without NODE_ENV). The host logs the original with its stack.
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: internal ? INTERNAL_ERROR_MESSAGE : clientMessageOf(error, validationErrors),
      data: { ...data, validationErrors },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Handlers and data code throw DomainError; this turns it into the matching tRPC error. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = fromDomainError(result.error);
    if (mapped !== result.error) throw mapped;
  }
  return result;
});

/**
 * The backstop of the input boundary: whatever a procedure's schema says, no control
 * character (NUL above all) in any string of the raw input reaches parsing or a query, and no
 * key that the procedure's schemas do not read is silently dropped (a typo would otherwise
 * change nothing, or widen a list to everything).
 */
const inputBoundary = t.middleware(async ({ getRawInput, next, path }) => {
  const rawInput = await getRawInput();
  const unknownKey = unknownKeyRefusal(path, rawInput);
  if (unknownKey) throw unknownKey;
  const unsafe = findUnsafeText(rawInput);
  if (unsafe) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: unsafe.message,
      // Shaped like a validation error, so the field gets the message in validationErrors.
      cause: Object.assign(new Error(unsafe.message), {
        issues: [{ path: unsafe.path, message: unsafe.message }],
      }),
    });
  }
  return next();
});

/**
 * API tokens: a refused token (unknown, revoked, expired, over its rate limit) answers
 * every procedure, public ones too, so a script learns at once that its token is bad; a read-only
 * token is refused on every mutation, whoever its user is. (The server's credential-free public
 * downloads and feeds build a context without the token, so it never reaches them.)
 */
const apiTokenGate = t.middleware(({ ctx, type, next }) => {
  if (ctx.credentialRefusal) throw ctx.credentialRefusal;
  if (type === 'mutation' && ctx.session?.kind === 'apiToken' && ctx.session.token.readOnly)
    throw new TRPCError({ code: 'FORBIDDEN', message: API_TOKEN_MESSAGES.readOnly });
  return next();
});

// A refused token is told so before anything about its input: the script must fix its token first.
export const publicProcedure = t.procedure.use(domainErrors).use(apiTokenGate).use(inputBoundary);

/**
 * Moves a public read to the request's read connection (`ctx.publicReads`, a replica when the
 * host has one fit): `ctx.db` below it is that connection. Signed-in requests stay on the
 * primary, so a user always reads their own writes. When the replica goes away during the read
 * (or cancels it to replay a change), the read runs again on the primary, so the caller sees no
 * error. Writes below it fail on a replica (read-only): route only reads through it.
 */
export const routePublicReads = t.middleware(async ({ ctx, next }) => {
  const choice = ctx.publicReads;
  if (!choice || ctx.session || choice.db === ctx.db) return next();
  const result = await next({ ctx: { db: choice.db, publicReads: undefined } });
  if (result.ok || !choice.failed(result.error)) return result;
  return next({ ctx: { publicReads: undefined } });
});

/**
 * The one way to ask for a public read connection: a public procedure whose `ctx.db` is a read
 * replica when one is configured and fit, the primary otherwise (see `routePublicReads`).
 */
export const publicReadProcedure = publicProcedure.use(routePublicReads);

/**
 * What only a person at the portal may do, never a script with an API token (creating tokens,
 * changing or resetting a password): FORBIDDEN with `message` when a token is presented.
 */
export const refuseApiTokens = (message: string) =>
  t.middleware(({ ctx, next }) => {
    if (ctx.session?.kind === 'apiToken') throw new TRPCError({ code: 'FORBIDDEN', message });
    return next();
  });

/** A valid session is required; UNAUTHORIZED carries the text that makes the portal sign out. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session || !ctx.user) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.sessionExpired });
  }
  return next({ ctx: { session: ctx.session, user: ctx.user } });
});

/** Signed in through the portal's cookie, not with an API token (see `refuseApiTokens`). */
export const browserSessionProcedure = (message: string) =>
  protectedProcedure.use(({ ctx, next }) => {
    if (ctx.session.kind !== 'cookie') throw new TRPCError({ code: 'FORBIDDEN', message });
    return next({ ctx: { session: ctx.session } });
  });

/** Spec section 6: a user counts as admin only when their first permission is an admin role. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isAdmin(ctx.user.permissions)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only admins may do this' });
  }
  return next();
});

/** City staff only: the caller holds a government_admin permission. */
export const governmentAdminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!holdsRole(ctx.user.permissions, 'government_admin')) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only government admins may do this' });
  }
  return next();
});
