import { authAttempts, type DbOrTx } from '@portal/db';
import { and, count, eq, gte, sql } from 'drizzle-orm';

/**
 * A limit on attempts per e-mail and per client address within a sliding window. Kept in the
 * database, not in memory, so it holds across every server process sharing the database.
 */
export interface RateLimit {
  kind: 'login' | 'password_reset';
  windowMs: number;
  perEmail: number;
  perIp: number;
  /** Sign-ins count only failures; reset e-mails count every request. */
  countOnlyFailures: boolean;
}

/** At most 5 failed sign-ins per e-mail and 20 per address in 15 minutes. */
export const LOGIN_LIMIT: RateLimit = {
  kind: 'login',
  windowMs: 15 * 60 * 1000,
  perEmail: 5,
  perIp: 20,
  countOnlyFailures: true,
};

/** At most 3 reset e-mails per address and 10 per client address in an hour. */
export const PASSWORD_RESET_LIMIT: RateLimit = {
  kind: 'password_reset',
  windowMs: 60 * 60 * 1000,
  perEmail: 3,
  perIp: 10,
  countOnlyFailures: false,
};

export interface AttemptKeys {
  email: string;
  ip: string;
}

function subjects(keys: AttemptKeys, limit: RateLimit) {
  const list = [{ subject: `email:${keys.email.toLowerCase()}`, max: limit.perEmail }];
  if (keys.ip) list.push({ subject: `ip:${keys.ip}`, max: limit.perIp });
  return list;
}

/**
 * True when another attempt would exceed the limit. Call it inside the transaction that records
 * the attempt: the advisory locks make concurrent attempts on the same e-mail or address queue
 * up, so a burst of parallel requests cannot all slip under the limit.
 */
export async function isRateLimited(
  tx: DbOrTx,
  limit: RateLimit,
  keys: AttemptKeys,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMs);
  for (const { subject, max } of subjects(keys, limit)) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${limit.kind}:${subject}`}, 0))`,
    );
    const [row] = await tx
      .select({ attempts: count() })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.kind, limit.kind),
          eq(authAttempts.subject, subject),
          gte(authAttempts.createdAt, since),
          limit.countOnlyFailures ? eq(authAttempts.succeeded, false) : undefined,
        ),
      );
    if ((row?.attempts ?? 0) >= max) return true;
  }
  return false;
}

export async function recordAttempt(
  tx: DbOrTx,
  limit: RateLimit,
  keys: AttemptKeys,
  succeeded: boolean,
  now: Date,
) {
  await tx.insert(authAttempts).values(
    subjects(keys, limit).map(({ subject }) => ({
      kind: limit.kind,
      subject,
      succeeded,
      createdAt: now,
    })),
  );
}
