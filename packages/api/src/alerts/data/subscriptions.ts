import {
  alertDigests,
  alertSubscriptions,
  alertUnsubscribeCodes,
  type DbOrTx,
  emailOutbox,
} from '@portal/db';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';

/** Who follows what: a government's programme (campaign null) or one campaign. */
export interface AlertTarget {
  governmentId: number;
  campaignId: number | null;
}

const sameTarget = (email: string, target: AlertTarget) =>
  and(
    eq(alertSubscriptions.email, email),
    eq(alertSubscriptions.governmentId, target.governmentId),
    target.campaignId === null
      ? isNull(alertSubscriptions.campaignId)
      : eq(alertSubscriptions.campaignId, target.campaignId),
  );

export async function findSubscription(db: DbOrTx, email: string, target: AlertTarget) {
  const [row] = await db.select().from(alertSubscriptions).where(sameTarget(email, target));
  return row ?? null;
}

export async function countSubscriptions(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.email, email));
  return row?.total ?? 0;
}

/** A new unconfirmed subscription, or a waiting one given a new code (and a new expiry). */
export async function saveUnconfirmed(
  db: DbOrTx,
  email: string,
  target: AlertTarget,
  confirmTokenHash: string,
  now: Date,
) {
  // The unique index is on an expression (a programme has no campaign), which the query
  // builder's conflict target cannot name.
  await db.execute(sql`
    insert into alert_subscriptions (email, government_id, campaign_id, confirm_token_hash, created_at)
    values (${email}, ${target.governmentId}, ${target.campaignId}, ${confirmTokenHash}, ${now.toISOString()}::timestamptz)
    on conflict (email, government_id, coalesce(campaign_id, 0)) do update
      set confirm_token_hash = excluded.confirm_token_hash, created_at = excluded.created_at
      where alert_subscriptions.confirmed_at is null`);
}

/**
 * Confirms the subscription whose code hashes to `confirmTokenHash`, if it was asked for after
 * `notBefore`; its digests start with the day it is confirmed. Returns it, or null.
 */
export async function confirmByCode(
  db: DbOrTx,
  confirmTokenHash: string,
  notBefore: Date,
  now: Date,
  firstDay: Date,
) {
  const [row] = await db
    .update(alertSubscriptions)
    .set({ confirmTokenHash: null, confirmedAt: now, sentThrough: firstDay })
    .where(
      and(
        eq(alertSubscriptions.confirmTokenHash, confirmTokenHash),
        gte(alertSubscriptions.createdAt, notBefore),
      ),
    )
    .returning({
      email: alertSubscriptions.email,
      governmentId: alertSubscriptions.governmentId,
      campaignId: alertSubscriptions.campaignId,
    });
  return row ?? null;
}

export async function saveUnsubscribeCode(db: DbOrTx, codeHash: string, email: string, now: Date) {
  await db.insert(alertUnsubscribeCodes).values({ codeHash, email, createdAt: now });
}

/**
 * Ends every subscription of the address the code was sent to, and forgets the address's codes
 * and digest days: nothing of it is kept. Returns the address, or null for an unknown code.
 */
export async function unsubscribeByCode(db: DbOrTx, codeHash: string): Promise<string | null> {
  const [code] = await db
    .select({ email: alertUnsubscribeCodes.email })
    .from(alertUnsubscribeCodes)
    .where(eq(alertUnsubscribeCodes.codeHash, codeHash));
  if (!code) return null;
  await db.delete(alertSubscriptions).where(eq(alertSubscriptions.email, code.email));
  await db.delete(alertUnsubscribeCodes).where(eq(alertUnsubscribeCodes.email, code.email));
  await db.delete(alertDigests).where(eq(alertDigests.email, code.email));
  return code.email;
}

/**
 * Claims the address's digest of `day` for this process: true for the one caller that inserts the
 * row, false for every other (another process, or a second run the same day).
 */
export async function claimDigest(db: DbOrTx, email: string, day: string, now: Date) {
  const claimed = await db
    .insert(alertDigests)
    .values({ email, day, createdAt: now })
    .onConflictDoNothing()
    .returning({ email: alertDigests.email });
  return claimed.length > 0;
}

export async function releaseDigest(db: DbOrTx, email: string, day: string) {
  await db
    .delete(alertDigests)
    .where(and(eq(alertDigests.email, email), eq(alertDigests.day, day)));
}

/** Addresses with a confirmed subscription not yet sent through `before`, a batch at a time. */
export async function addressesDue(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: alertSubscriptions.email })
    .from(alertSubscriptions)
    .where(
      and(
        sql`${alertSubscriptions.confirmedAt} is not null`,
        lt(alertSubscriptions.sentThrough, before),
      ),
    )
    .orderBy(alertSubscriptions.email)
    .limit(limit);
  return rows.map((row) => row.email);
}

export async function confirmedSubscriptionsOf(db: DbOrTx, email: string) {
  return db
    .select({
      id: alertSubscriptions.id,
      governmentId: alertSubscriptions.governmentId,
      campaignId: alertSubscriptions.campaignId,
      sentThrough: alertSubscriptions.sentThrough,
    })
    .from(alertSubscriptions)
    .where(
      and(eq(alertSubscriptions.email, email), sql`${alertSubscriptions.confirmedAt} is not null`),
    );
}

export async function markSentThrough(db: DbOrTx, email: string, through: Date) {
  await db
    .update(alertSubscriptions)
    .set({ sentThrough: through })
    .where(
      and(
        eq(alertSubscriptions.email, email),
        sql`${alertSubscriptions.confirmedAt} is not null`,
        lt(alertSubscriptions.sentThrough, through),
      ),
    );
}

/**
 * What is kept only so long: unconfirmed subscriptions past their link's life, unsubscribe codes
 * and digest days past the lookback, and the outbox copies of alert mail (which hold addresses).
 */
export async function forgetExpired(
  db: DbOrTx,
  unconfirmedBefore: Date,
  codesBefore: Date,
  alertMailSubjectPrefix: string,
) {
  await db
    .delete(alertSubscriptions)
    .where(
      and(
        isNull(alertSubscriptions.confirmedAt),
        lt(alertSubscriptions.createdAt, unconfirmedBefore),
      ),
    );
  await db.delete(alertUnsubscribeCodes).where(lt(alertUnsubscribeCodes.createdAt, codesBefore));
  await db.delete(alertDigests).where(lt(alertDigests.createdAt, codesBefore));
  await db
    .delete(emailOutbox)
    .where(
      and(
        lt(emailOutbox.createdAt, codesBefore),
        sql`starts_with(${emailOutbox.subject}, ${alertMailSubjectPrefix})`,
      ),
    );
}
