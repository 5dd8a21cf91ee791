import { randomBytes } from 'node:crypto';
import { type ApiConfig, type Context, createContext, PasswordHashingPool } from '@portal/api';
import type { Mailer } from '@portal/api/mail';
import type { Database, PublicReadConnections } from '@portal/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readBearerToken } from './bearer-token';
import type { Env } from './env';
import type { PublicReadChooser } from './public-reads';
import { readSessionToken, sessionCookies } from './session-cookie';
import { rateLimitHeaders } from './throttling';

/** What the app needs from outside: built once by server.ts, or by a test around a test database. */
export interface AppDependencies {
  db: Database;
  mailer: Mailer;
  config: Env;
  /** The read replicas for public reads; without them the primary `db` serves every read. */
  publicReads?: PublicReadConnections | undefined;
}

export type RequestContextFactory = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: {
    /**
     * False for answers anyone may share (public data, `Cache-Control: public`): no session is
     * read or renewed (a renewal would put the caller's cookie on a shareable answer) and no
     * token is honoured or counted.
     */
    credentials?: boolean;
    /** The calls the request makes (a tRPC batch's procedures): what an API token is charged. */
    calls?: number;
  },
) => Promise<Context>;

/** The `Idempotency-Key` header as sent (the API checks its form); a repeated header counts once. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  return (Array.isArray(header) ? header[0] : header) ?? null;
}

/**
 * One way to turn an HTTP request into the API context, shared by tRPC and the REST adapters so
 * both see the same session, cookies and client address.
 */
export function requestContextFactory(
  { db, mailer, config }: AppDependencies,
  choosePublicRead: PublicReadChooser,
): RequestContextFactory {
  const apiConfig: ApiConfig = {
    publicUrl: config.publicUrl,
    sessionTtlHours: config.sessionTtlHours,
    production: config.production,
    mapTileUrl: config.mapTileUrl,
    // Unset: drawn once per process, so keys stay secret but change when the server restarts.
    openDataKeySecret: config.openDataKeySecret ?? randomBytes(32).toString('base64url'),
    apiTokenRequestsPerMinute: config.apiTokenRequestsPerMinute,
    passwordHashCost: config.passwordHashCost,
  };
  // One pool for the app's every request: argon2 work is bounded per server process.
  const passwordHashing = new PasswordHashingPool(config.passwordHashing);
  return async (request, reply, options) => {
    const credentials = options?.credentials !== false;
    const context = await createContext({
      db,
      mailer,
      config: apiConfig,
      sessionToken: credentials ? readSessionToken(request) : null,
      apiToken: credentials ? readBearerToken(request) : null,
      cookies: sessionCookies(request, reply, config.publicUrl),
      request: { ip: request.ip, origin: request.headers.origin },
      idempotencyKey: credentials ? idempotencyKeyOf(request) : null,
      passwordHashing,
      apiTokenCalls: options?.calls,
      publicReads: await choosePublicRead(request),
    });
    // On the reply before any answer is written, so success, refusal and 429 all carry them.
    if (context.rateLimit) reply.headers(rateLimitHeaders(context.rateLimit));
    return context;
  };
}
