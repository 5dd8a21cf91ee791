import { type Database, type DbOrTx, sessions } from '@portal/db';
import { and, eq, ne } from 'drizzle-orm';
import { hashToken, randomToken } from '../security/tokens';
import { sessionWithUserPermissions } from './permissions';

export type SessionRecord = typeof sessions.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

export function sessionExpiry(now: Date, ttlHours: number): Date {
  return new Date(now.getTime() + ttlHours * HOUR_MS);
}

/** Starts a session; the caller puts the returned token in the cookie, the table keeps its hash. */
export async function createSession(
  db: DbOrTx,
  userId: number,
  options: { now: Date; ttlHours: number },
) {
  const token = randomToken();
  const expiresAt = sessionExpiry(options.now, options.ttlHours);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: options.now,
      lastSeenAt: options.now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Inserting a session returned no row');
  return { id: row.id, token, expiresAt };
}

/**
 * The session behind a cookie's token, with its user and their permissions, in one prepared
 * query built once per database handle: every signed-in request starts with this lookup.
 */
export const findSessionWithUser = (db: Database, token: string) =>
  sessionWithUserPermissions(db, hashToken(token));

/** Sliding expiry: activity pushes the end of the session forward. */
export async function renewSession(db: DbOrTx, id: number, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: DbOrTx, id: number) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the user, or every one but the session making the request. */
export async function deleteUserSessions(
  db: DbOrTx,
  userId: number,
  options: { exceptSessionId?: number } = {},
) {
  const { exceptSessionId } = options;
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
    );
}

/** Edit mode: the campaign this one session acts as, or null to stop. */
export async function setAssumedCampaign(db: DbOrTx, id: number, campaignId: number | null) {
  await db.update(sessions).set({ assumedCampaignId: campaignId }).where(eq(sessions.id, id));
}

/** Ends edit mode in every session of the user (they lost their government admin role). */
export async function clearAssumedCampaigns(db: DbOrTx, userId: number) {
  await db.update(sessions).set({ assumedCampaignId: null }).where(eq(sessions.userId, userId));
}
