import type { Database, PasswordHashCost, PublicReadChoice } from '@portal/db';
import { API_TOKEN_MESSAGES, DomainError } from '@portal/domain';
import { type PermissionView, sessionUserPermissions } from './access/permissions';
import { deleteSession, findSessionWithUser, renewSession, sessionExpiry } from './access/sessions';
import { fromDomainError } from './errors';
import type { Mailer } from './mail/mailer';
import { type ApiTokenBudget, verifyApiToken } from './security/api-tokens';
import { PasswordHashingPool } from './security/password-hashing';
import { ThrottledError } from './security/rate-limits';

export interface ApiConfig {
  /** Base of links in e-mails, e.g. https://portal.example.org. */
  publicUrl: string;
  /** Idle lifetime of a session. */
  sessionTtlHours: number;
  production: boolean;
  /** Base-map tile URL template for the public dashboard; none means the map draws no tiles. */
  mapTileUrl?: string | undefined;
  /** The secret of the open-data files' stable keys (`rowKey`, `batchId`); see `stableFeedKeys`. */
  openDataKeySecret?: string | undefined;
  /** Requests one API token may make per minute (default `DEFAULT_API_TOKEN_REQUESTS_PER_MINUTE`). */
  apiTokenRequestsPerMinute?: number | undefined;
  /** argon2id's cost for new password hashes (default `DEFAULT_PASSWORD_HASH_COST`). */
  passwordHashCost?: PasswordHashCost | undefined;
}

export const DEFAULT_API_TOKEN_REQUESTS_PER_MINUTE = 300;

/** How procedures reach the session cookie; the HTTP host decides the cookie's attributes. */
export interface SessionCookies {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
}

export interface RequestInfo {
  ip: string;
  origin?: string | undefined;
}

export interface CreateContextOptions {
  db: Database;
  mailer: Mailer;
  config: ApiConfig;
  /** The session cookie's value, if the request carried one. */
  sessionToken?: string | null | undefined;
  /**
   * The `Authorization: Bearer` token, if the request carried one. It wins over the cookie: a
   * request with a token is the token's, whatever cookie rides along.
   */
  apiToken?: string | null | undefined;
  /** The calls the request makes (a tRPC batch's procedures), counted against the token's limit. */
  apiTokenCalls?: number | undefined;
  cookies: SessionCookies;
  request: RequestInfo;
  /**
   * The request's `Idempotency-Key` header: creates and imports run at most once per user and key
   * (see `security/idempotency`). Other procedures ignore it.
   */
  idempotencyKey?: string | null | undefined;
  /**
   * Where every argon2 call of a request runs: one pool per server process, made by the host.
   * Without one, the process-wide pool of default size.
   */
  passwordHashing?: PasswordHashingPool | undefined;
  /**
   * Where the host sends this request's public reads (a read replica, chosen once per request so
   * the dashboard's answer cache and the procedure read one server); absent, the primary `db`.
   * Procedures reach it only through `publicReadProcedure`, which keeps signed-in reads on the
   * primary.
   */
  publicReads?: PublicReadChoice | undefined;
}

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  status: string;
  /** Oldest first; the first one decides the user's campaign (spec section 3). */
  permissions: PermissionView[];
}

/** A signed-in browser: the session row behind the cookie. */
export interface CookieSession {
  kind: 'cookie';
  id: number;
  userId: number;
  assumedCampaignId: number | null;
}

/** A script: the API token it presented acts as its user. */
export interface ApiTokenSession {
  kind: 'apiToken';
  token: { id: number; name: string; prefix: string; readOnly: boolean };
  userId: number;
  /** Edit mode of the token, for a government admin's scripts. */
  assumedCampaignId: number | null;
}

export type ActiveSession = CookieSession | ApiTokenSession;

export interface Context extends CreateContextOptions {
  passwordHashing: PasswordHashingPool;
  session: ActiveSession | null;
  user: SessionUser | null;
  /**
   * Why the request's API token was refused (unknown, revoked, expired: 401; over its rate
   * limit: 429). Every procedure, public ones included, answers with it.
   */
  credentialRefusal: DomainError | null;
  /** The API token's rate-limit budget after this request, for the RateLimit headers; else null. */
  rateLimit: ApiTokenBudget | null;
}

/** Sliding expiry is written at most once a minute, not on every request. */
const RENEW_AFTER_MS = 60 * 1000;

/** Hosts that bring no pool of their own (tests, scripts) share this one. */
const processPasswordHashing = new PasswordHashingPool();

export async function createContext(given: CreateContextOptions): Promise<Context> {
  const options = { ...given, passwordHashing: given.passwordHashing ?? processPasswordHashing };
  // Reading the session or token is the first query of most requests: a database that is away
  // must answer 503 here too, not a bare 500.
  const asServiceError = (error: unknown) => {
    throw fromDomainError(error);
  };
  if (options.apiToken != null) {
    const byToken = await resumeApiToken(options, options.apiToken).catch(asServiceError);
    return { ...options, ...byToken };
  }
  const signedIn = options.sessionToken
    ? await resumeSession(options, options.sessionToken).catch(asServiceError)
    : null;
  if (options.sessionToken && !signedIn) options.cookies.clearSession();
  return {
    ...options,
    session: signedIn?.session ?? null,
    user: signedIn?.user ?? null,
    credentialRefusal: null,
    rateLimit: null,
  };
}

const TOKEN_REFUSALS = {
  unknown: API_TOKEN_MESSAGES.unknown,
  revoked: API_TOKEN_MESSAGES.revoked,
  expired: API_TOKEN_MESSAGES.expired,
} as const;

/**
 * The token's user with their permissions as they are now, so a removed permission takes effect
 * on the token's next request.
 */
async function resumeApiToken(
  options: CreateContextOptions,
  presented: string,
): Promise<Pick<Context, 'session' | 'user' | 'credentialRefusal' | 'rateLimit'>> {
  const refused = (credentialRefusal: DomainError, rateLimit: ApiTokenBudget | null = null) => ({
    session: null,
    user: null,
    credentialRefusal,
    rateLimit,
  });
  const verification = await verifyApiToken(options.db, presented, {
    now: new Date(),
    requestsPerMinute:
      options.config.apiTokenRequestsPerMinute ?? DEFAULT_API_TOKEN_REQUESTS_PER_MINUTE,
    calls: options.apiTokenCalls,
  });
  if (verification.outcome === 'throttled')
    return refused(
      new ThrottledError(verification.retryAfterSeconds, API_TOKEN_MESSAGES.throttled),
      verification.budget,
    );
  if (verification.outcome !== 'valid')
    return refused(new DomainError('UNAUTHENTICATED', TOKEN_REFUSALS[verification.outcome]));
  const { token } = verification;
  const user = await loadSessionUser(options.db, token.userId);
  if (!user)
    return refused(new DomainError('UNAUTHENTICATED', API_TOKEN_MESSAGES.userWithoutAccess));
  const session: ApiTokenSession = {
    kind: 'apiToken',
    token: { id: token.id, name: token.name, prefix: token.prefix, readOnly: token.readOnly },
    userId: token.userId,
    assumedCampaignId: token.assumedCampaignId,
  };
  return { session, user, credentialRefusal: null, rateLimit: verification.budget };
}

/** The user and their current permissions; null when they have no access to the portal. */
async function loadSessionUser(db: Database, userId: number): Promise<SessionUser | null> {
  // Someone whose last permission was removed no longer has access to the portal.
  const found = await sessionUserPermissions(db, userId);
  return found ? { ...found.account, permissions: found.permissions } : null;
}

async function resumeSession(options: CreateContextOptions, token: string) {
  const { db, config } = options;
  const now = new Date();
  // The session and its user in one query: this runs before every signed-in request.
  const found = await findSessionWithUser(db, token);
  if (!found) return null;
  const { session: stored } = found;
  if (stored.expiresAt <= now) {
    await deleteSession(db, stored.id);
    return null;
  }
  // Someone whose last permission was removed no longer has access to the portal.
  if (!found.user) return null;
  const user: SessionUser = { ...found.user.account, permissions: found.user.permissions };

  if (now.getTime() - stored.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    const expiresAt = sessionExpiry(now, config.sessionTtlHours);
    await renewSession(db, stored.id, now, expiresAt);
    options.cookies.setSession(token, expiresAt);
  }
  const session: CookieSession = {
    kind: 'cookie',
    id: stored.id,
    userId: stored.userId,
    assumedCampaignId: stored.assumedCampaignId,
  };
  return { session, user };
}
