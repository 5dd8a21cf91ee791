import type { Database } from '@portal/db';
import { listUserPermissions, type PermissionView } from './data/permissions';
import { deleteSession, findSessionByToken, renewSession, sessionExpiry } from './data/sessions';
import { findUserById } from './data/users';
import { fromDomainError } from './errors';
import type { Mailer } from './mail/mailer';

export interface ApiConfig {
  /** Base of links in e-mails, e.g. https://portal.example.org. */
  publicUrl: string;
  /** Idle lifetime of a session. */
  sessionTtlHours: number;
  production: boolean;
  /** Base-map tile URL template for the public dashboard; none means the map draws no tiles. */
  mapTileUrl?: string | undefined;
}

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
  cookies: SessionCookies;
  request: RequestInfo;
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

export interface ActiveSession {
  id: number;
  userId: number;
  assumedCampaignId: number | null;
}

export interface Context extends CreateContextOptions {
  session: ActiveSession | null;
  user: SessionUser | null;
}

/** Sliding expiry is written at most once a minute, not on every request. */
const RENEW_AFTER_MS = 60 * 1000;

export async function createContext(options: CreateContextOptions): Promise<Context> {
  const signedIn = options.sessionToken
    ? await resumeSession(options, options.sessionToken).catch((error: unknown) => {
        // Reading the session is the first query of most requests: a database that is away
        // must answer 503 here too, not a bare 500.
        throw fromDomainError(error);
      })
    : null;
  if (options.sessionToken && !signedIn) options.cookies.clearSession();
  return { ...options, session: signedIn?.session ?? null, user: signedIn?.user ?? null };
}

async function resumeSession(options: CreateContextOptions, token: string) {
  const { db, config } = options;
  const now = new Date();
  const stored = await findSessionByToken(db, token);
  if (!stored) return null;
  if (stored.expiresAt <= now) {
    await deleteSession(db, stored.id);
    return null;
  }
  const account = await findUserById(db, stored.userId);
  const permissions = account ? await listUserPermissions(db, account.id) : [];
  // Someone whose last permission was removed no longer has access to the portal.
  if (!account || permissions.length === 0) return null;

  if (now.getTime() - stored.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    const expiresAt = sessionExpiry(now, config.sessionTtlHours);
    await renewSession(db, stored.id, now, expiresAt);
    options.cookies.setSession(token, expiresAt);
  }
  const user: SessionUser = {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    title: account.title,
    status: account.status,
    permissions,
  };
  const session: ActiveSession = {
    id: stored.id,
    userId: stored.userId,
    assumedCampaignId: stored.assumedCampaignId,
  };
  return { session, user };
}
