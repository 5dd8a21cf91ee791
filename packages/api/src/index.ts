import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { type AppRouter, appRouter } from './root';
import { createCallerFactory } from './trpc';

export type { PermissionView } from './access/permissions';
export { INVITATION_MESSAGES } from './accounts/users/invitation-limit';
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
} from './dashboard/answer-versions';
export { geoFeatureCollectionSchema } from './dashboard/data/geo';
export type { GeoFeed } from './dashboard/geo';
export { campaignsFile, contributionsFile, type OpenDataFormat } from './dashboard/open-data/files';
export { DATABASE_UNAVAILABLE_MESSAGE, type HttpError, toHttpError } from './errors';
export * from './geocoding';
export * from './imports/address-points';
export * from './imports/external-contributions';
export {
  type BadRow,
  importKnownContributors,
  type KnownContributorsImportProgress,
  type KnownContributorsImportResult,
  type KnownContributorsSource,
} from './imports/known-contributors';
export * from './mail';
export { BULK_IMPORT_FAILED, type BulkImportResult } from './records/contributions/bulk-import';
export { bulkContributionsTemplate, exportFileName } from './records/exports';
export { EXACT_COUNT_LIMIT } from './records/list-engine/list-count';
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
