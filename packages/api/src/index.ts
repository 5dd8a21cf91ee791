import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { type AppRouter, appRouter } from './root';
import { createCallerFactory } from './trpc';

export * from './address-points';
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
export {
  dashboardAnswerVersion,
  type VersionedQueryCall,
} from './data/dashboard-answer-versions';
export { geoFeatureCollectionSchema } from './data/dashboard-geo';
export { EXACT_COUNT_LIMIT } from './data/list-count';
export type { PermissionView } from './data/permissions';
export { DATABASE_UNAVAILABLE_MESSAGE, type HttpError, toHttpError } from './errors';
export { bulkContributionsTemplate, exportFileName } from './exports';
export * from './external-contributions';
export * from './geocoding';
export {
  type BadRow,
  importKnownContributors,
  type KnownContributorsImportProgress,
  type KnownContributorsImportResult,
  type KnownContributorsSource,
} from './known-contributors';
export * from './mail';
export { campaignsFile, contributionsFile, type OpenDataFormat } from './open-data/files';
export { BULK_IMPORT_FAILED, type BulkImportResult } from './routers/contributions/bulk-import';
export type { GeoFeed } from './routers/dashboard/geo';
export { INVITATION_MESSAGES } from './routers/users/invitation-limit';
export {
  API_TOKEN_PREFIX,
  type ApiTokenVerification,
  issueApiToken,
  verifyApiToken,
} from './security/api-tokens';
export {
  DEFAULT_PASSWORD_HASHING_LIMITS,
  PASSWORD_HASHING_BUSY_MESSAGE,
  PasswordHashingBusyError,
  type PasswordHashingLimits,
  PasswordHashingPool,
} from './security/password-hashing';
export { retryAfterSecondsOf } from './security/rate-limits';
export { type AppRouter, appRouter };

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Server-side calls (REST adapters, tests): `createCaller(await createContext(...))`. */
export const createCaller = createCallerFactory(appRouter);
