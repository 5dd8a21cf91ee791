/**
 * The api's one entry for the router: its type and its procedures' input and output types (all
 * the portal may take), the router and `createCaller` for the server, and what the server needs
 * to build a request's context and answer its errors. The server's jobs and importers come from
 * the feature entries (`@portal/api/imports`, `/geocoding`, `/matching`, `/mail`, `/dashboard`,
 * `/records`, `/accounts`).
 */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { type AppRouter, appRouter } from './root';
import { createCallerFactory } from './trpc';

export type {
  ActiveSession,
  ApiConfig,
  ApiTokenSession,
  Context,
  CookieSession,
  CreateContextOptions,
  RequestInfo,
  SessionCookies,
  SessionUser,
} from './context';
export { createContext, DEFAULT_API_TOKEN_REQUESTS_PER_MINUTE } from './context';
export { DATABASE_UNAVAILABLE_MESSAGE, type HttpError, toHttpError } from './errors';
export type {
  BadRow,
  ExternalFilingsImportResult,
  KnownContributorsImportResult,
  UnknownCommittee,
} from './imports';
export type { ApiTokenBudget } from './security/api-tokens';
export { IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_MESSAGES } from './security/idempotency';
export {
  DEFAULT_PASSWORD_HASHING_LIMITS,
  PASSWORD_HASHING_BUSY_MESSAGE,
  PasswordHashingBusyError,
  type PasswordHashingLimits,
  PasswordHashingPool,
} from './security/password-hashing';
export {
  type RefusingLimit,
  refusingLimitOf,
  retryAfterSecondsOf,
} from './security/rate-limits';
export { type AppRouter, appRouter };

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Server-side calls (REST adapters, tests): `createCaller(await createContext(...))`. */
export const createCaller = createCallerFactory(appRouter);
