import { randomBytes } from 'node:crypto';
import { apiTokens, type DbOrTx } from '@portal/db';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { hashToken } from './tokens';

/**
 * Personal API tokens look like `cfp_` + 43 base62 characters (32 random bytes, 256
 * bits). The fixed prefix lets secret scanners recognise a leaked token; base62 keeps it in one
 * double-clickable word. Only the SHA-256 hash is stored, as for sessions and codes.
 */
export const API_TOKEN_PREFIX = 'cfp_';
const SECRET_LENGTH = 43;
/** Characters of the secret kept after `cfp_` as the token's displayable prefix. */
const DISPLAYED_SECRET_CHARACTERS = 8;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function base62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = BASE62[Number(value % 62n)] + text;
    value /= 62n;
  }
  return text.padStart(SECRET_LENGTH, '0');
}

export interface IssuedApiToken {
  /** Shown once to its owner, never stored. */
  token: string;
  prefix: string;
  tokenHash: string;
}

/** A new token, its displayable prefix and the hash to store. */
export function issueApiToken(): IssuedApiToken {
  const token = `${API_TOKEN_PREFIX}${base62(randomBytes(32))}`;
  return {
    token,
    prefix: token.slice(0, API_TOKEN_PREFIX.length + DISPLAYED_SECRET_CHARACTERS),
    tokenHash: hashToken(token),
  };
}

/** True for text shaped like one of our tokens; anything else is refused without a query. */
export const looksLikeApiToken = (text: string): boolean =>
  text.startsWith(API_TOKEN_PREFIX) && /^[0-9A-Za-z]+$/.test(text.slice(API_TOKEN_PREFIX.length));

export interface VerifiedApiToken {
  id: number;
  userId: number;
  name: string;
  prefix: string;
  readOnly: boolean;
  assumedCampaignId: number | null;
}

/** Where a token stands in its window: what a script reads from the RateLimit headers. */
export interface ApiTokenBudget {
  /** Calls the token may make in a window. */
  limit: number;
  windowSeconds: number;
  /** Calls left in the current window (0 once it is used up). */
  remaining: number;
  /** Seconds until the window ends and the budget is whole again. */
  resetSeconds: number;
}

export type ApiTokenVerification =
  | { outcome: 'valid'; token: VerifiedApiToken; budget: ApiTokenBudget }
  | {
      outcome: 'throttled';
      token: VerifiedApiToken;
      retryAfterSeconds: number;
      budget: ApiTokenBudget;
    }
  | { outcome: 'unknown' | 'revoked' | 'expired' };

export interface ApiTokenLimits {
  now: Date;
  /** Calls one token may make in a minute; more answer 429 until the minute is over. */
  requestsPerMinute: number;
  /**
   * The calls this request makes: one for a REST call, one per procedure of a tRPC batch, so a
   * batch cannot do in one request what the limit allows only in many. Default 1.
   */
  calls?: number;
}

const WINDOW_MS = 60 * 1000;
export const API_TOKEN_WINDOW_SECONDS = WINDOW_MS / 1000;

/**
 * Checks a presented token and counts the request's calls against the token's rate limit, in one
 * statement: the row is updated only when the token is live, and the update also moves
 * `last_used_at`, so a valid request costs one indexed UPDATE. The row lock serialises concurrent
 * requests of one token, so parallel requests cannot all slip under the limit. Only failures
 * read the row again, to say why the token was refused.
 */
export async function verifyApiToken(
  db: DbOrTx,
  presented: string,
  { now, requestsPerMinute, calls = 1 }: ApiTokenLimits,
): Promise<ApiTokenVerification> {
  if (!looksLikeApiToken(presented)) return { outcome: 'unknown' };
  const tokenHash = hashToken(presented);
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const windowOpen = sql`${apiTokens.rateWindowStartedAt} > ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .update(apiTokens)
    .set({
      lastUsedAt: now,
      rateWindowStartedAt: sql`case when ${windowOpen} then ${apiTokens.rateWindowStartedAt} else ${now.toISOString()}::timestamptz end`,
      rateWindowRequests: sql`case when ${windowOpen} then ${apiTokens.rateWindowRequests} + ${calls}::integer else ${calls}::integer end`,
    })
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    )
    .returning({
      id: apiTokens.id,
      userId: apiTokens.userId,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      readOnly: apiTokens.readOnly,
      assumedCampaignId: apiTokens.assumedCampaignId,
      rateWindowStartedAt: apiTokens.rateWindowStartedAt,
      rateWindowRequests: apiTokens.rateWindowRequests,
    });
  if (!row) return { outcome: await whyRefused(db, tokenHash) };
  const { rateWindowStartedAt, rateWindowRequests, ...token } = row;
  const windowEnds = (rateWindowStartedAt ?? now).getTime() + WINDOW_MS;
  const resetSeconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
  const budget: ApiTokenBudget = {
    limit: requestsPerMinute,
    windowSeconds: API_TOKEN_WINDOW_SECONDS,
    remaining: Math.max(0, requestsPerMinute - rateWindowRequests),
    resetSeconds,
  };
  if (rateWindowRequests > requestsPerMinute)
    return { outcome: 'throttled', token, retryAfterSeconds: resetSeconds, budget };
  return { outcome: 'valid', token, budget };
}

async function whyRefused(
  db: DbOrTx,
  tokenHash: string,
): Promise<'unknown' | 'revoked' | 'expired'> {
  const [stored] = await db
    .select({ revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  if (!stored) return 'unknown';
  return stored.revokedAt ? 'revoked' : 'expired';
}
