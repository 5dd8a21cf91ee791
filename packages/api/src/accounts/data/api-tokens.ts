import {
  API_TOKEN_NAME_INDEXES,
  apiTokens,
  type DbOrTx,
  isUniqueViolation,
  nameWithSkeletons,
} from '@portal/db';
import { API_TOKEN_MESSAGES, DomainError } from '@portal/domain';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { IssuedApiToken } from '../../security/api-tokens';
import { isSameName, lookalikeOf, mayLookLike } from './lookalike-names';

/** What the owner sees of a token: never the secret or its hash. */
const listedColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  readOnly: apiTokens.readOnly,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

export type ListedApiToken = Pick<typeof apiTokens.$inferSelect, keyof typeof listedColumns>;

const nameConflict = (existing: string, name: string) =>
  new DomainError(
    'CONFLICT',
    isSameName(existing, name)
      ? API_TOKEN_MESSAGES.nameTaken
      : API_TOKEN_MESSAGES.nameLookalike(existing),
  );

/**
 * Refuses with CONFLICT a name that looks like the name of one of the user's tokens in use (not
 * revoked; an expired one too, until it is revoked), naming that token.
 */
export async function assertTokenNameLooksNew(db: DbOrTx, userId: number, name: string) {
  const candidates = await db
    .select({ id: apiTokens.id, name: apiTokens.name })
    .from(apiTokens)
    .where(
      and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), mayLookLike(apiTokens, name)),
    );
  const existing = lookalikeOf(candidates, name);
  if (existing) throw nameConflict(existing.name, name);
}

/** Inserts a token with its name's lookalike keys, which the database keeps unique per user. */
export async function insertApiToken(
  db: DbOrTx,
  token: {
    userId: number;
    name: string;
    readOnly: boolean;
    expiresAt: Date | null;
    createdAt: Date;
  } & Pick<IssuedApiToken, 'prefix' | 'tokenHash'>,
): Promise<ListedApiToken> {
  try {
    const [row] = await db
      .insert(apiTokens)
      .values({ ...token, ...nameWithSkeletons(token.name) })
      .returning(listedColumns);
    if (!row) throw new Error('Inserting an API token returned no row');
    return row;
  } catch (error) {
    if (API_TOKEN_NAME_INDEXES.some((index) => isUniqueViolation(error, index)))
      throw nameConflict(token.name, token.name);
    throw error;
  }
}

/** Tokens neither revoked nor expired. */
export async function countActiveApiTokens(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .select({ active: count() })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
      ),
    );
  return row?.active ?? 0;
}

/** The user's tokens, newest first, revoked ones included so the owner sees what happened. */
export async function listApiTokens(db: DbOrTx, userId: number): Promise<ListedApiToken[]> {
  return db
    .select(listedColumns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/**
 * Revokes one of the user's tokens; false when the user has no such token (another user's token
 * is as unknown as a missing one). Revoking twice keeps the first moment.
 */
export async function revokeApiToken(db: DbOrTx, userId: number, id: number, now: Date) {
  const [owned] = await db
    .select({ id: apiTokens.id, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .limit(1);
  if (!owned) return false;
  if (!owned.revokedAt)
    await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, id));
  return true;
}

/** Edit mode of a script: the campaign this token acts as, or null to stop. */
export async function setApiTokenAssumedCampaign(
  db: DbOrTx,
  id: number,
  campaignId: number | null,
) {
  await db.update(apiTokens).set({ assumedCampaignId: campaignId }).where(eq(apiTokens.id, id));
}

/** Ends edit mode of every token of the user (they lost their government admin role). */
export async function clearApiTokenAssumedCampaigns(db: DbOrTx, userId: number) {
  await db.update(apiTokens).set({ assumedCampaignId: null }).where(eq(apiTokens.userId, userId));
}

/**
 * Revokes every live token of the user: on a password reset (whoever knew the old password may
 * have made one) and when they lose their last permission (a later invitation must not bring
 * old tokens back to life).
 */
export async function revokeUserApiTokens(db: DbOrTx, userId: number, now = new Date()) {
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}
