import { authAttempts, type DbOrTx, lockForTransaction, type Transaction } from '@portal/db';
import { AUTH_MESSAGES, DomainError } from '@portal/domain';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';

const MINUTE_MS = 60 * 1000;

/**
 * One limit: at most `max` counted attempts recorded under `subject` within `windowMs`. A rule
 * with `onlyForFailingClient` applies only to a client that itself has a counted attempt in that
 * window, so a limit meant to slow a distributed attack never refuses a client with a clean record.
 */
interface AttemptRule {
  subject: string;
  max: number;
  windowMs: number;
  onlyForFailingClient?: string;
}

/**
 * What is limited and how. Kept in the database, not in memory, so it holds across every server
 * process sharing the database.
 */
export interface AttemptPolicy {
  kind: 'login' | 'password_reset' | 'code' | 'open_data';
  /** Sign-ins and codes count only failures; reset e-mails count every request. */
  countOnlyFailures: boolean;
  rules(keys: AttemptKeys): AttemptRule[];
}

export interface AttemptKeys {
  /** Absent for codes, which name no account until they are found. */
  email?: string;
  ip: string;
}

const emailSubject = (email: string) => `email:${email.toLowerCase()}`;
const ipSubject = (ip: string) => `ip:${ip}`;
const pairSubject = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`;

/**
 * Sign-in throttling that cannot be turned into a lockout (OWASP Authentication and Credential
 * Stuffing cheat sheets): 5 failures per (e-mail, client) and 20 per client in 15 minutes refuse
 * that client only; 50 failures per e-mail in an hour (many clients guessing one account) refuse
 * only clients that have failed themselves in that hour, so the owner still signs in.
 */
export const LOGIN_POLICY: AttemptPolicy = {
  kind: 'login',
  countOnlyFailures: true,
  rules: ({ email = '', ip }) => [
    { subject: pairSubject(email, ip), max: 5, windowMs: 15 * MINUTE_MS },
    { subject: ipSubject(ip), max: 20, windowMs: 15 * MINUTE_MS },
    {
      subject: emailSubject(email),
      max: 50,
      windowMs: 60 * MINUTE_MS,
      onlyForFailingClient: ipSubject(ip),
    },
  ],
};

/** At most 3 reset e-mails per address and 10 per client address in an hour. */
export const PASSWORD_RESET_POLICY: AttemptPolicy = {
  kind: 'password_reset',
  countOnlyFailures: false,
  rules: ({ email = '', ip }) => [
    { subject: emailSubject(email), max: 3, windowMs: 60 * MINUTE_MS },
    { subject: ipSubject(ip), max: 10, windowMs: 60 * MINUTE_MS },
  ],
};

/**
 * Reset and invitation codes: 10 unusable codes per client in 15 minutes. There is no per-account
 * limit, since a wrong code names no account and a global one would block everyone's links.
 */
export const CODE_POLICY: AttemptPolicy = {
  kind: 'code',
  countOnlyFailures: true,
  rules: ({ ip }) => [{ subject: ipSubject(ip), max: 10, windowMs: 15 * MINUTE_MS }],
};

/** A refused attempt; `retryAfterSeconds` becomes the 429 answer's Retry-After header. */
export class ThrottledError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = AUTH_MESSAGES.tooManyAttempts,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/** The Retry-After seconds of a throttled attempt, found through any wrapping error. */
export function retryAfterSecondsOf(error: unknown): number | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ThrottledError) return cause.retryAfterSeconds;
  }
  return null;
}

/** Newest first, at most `limit`: enough to know whether a rule is exceeded and until when. */
async function recentAttempts(
  tx: DbOrTx,
  policy: AttemptPolicy,
  subject: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, policy.kind),
        eq(authAttempts.subject, subject),
        gte(authAttempts.createdAt, since),
        policy.countOnlyFailures ? eq(authAttempts.succeeded, false) : undefined,
      ),
    )
    .orderBy(desc(authAttempts.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

const secondsUntil = (moment: number, now: Date) =>
  Math.max(1, Math.ceil((moment - now.getTime()) / 1000));

/**
 * Seconds until another attempt is allowed, or null when it is allowed now. Call it inside the
 * transaction that records the attempt: the advisory locks make concurrent attempts on the same
 * subject queue up, so a burst of parallel requests cannot all slip under the limit.
 */
export async function throttledFor(
  tx: Transaction,
  policy: AttemptPolicy,
  keys: AttemptKeys,
  now: Date,
): Promise<number | null> {
  let waitSeconds: number | null = null;
  for (const rule of policy.rules(keys)) {
    await lockForTransaction(tx, `${policy.kind}:${rule.subject}`);
    const since = new Date(now.getTime() - rule.windowMs);
    const attempts = await recentAttempts(tx, policy, rule.subject, since, rule.max);
    const oldestCounted = attempts[rule.max - 1];
    if (!oldestCounted) continue;
    let freeAt = oldestCounted.getTime() + rule.windowMs;
    if (rule.onlyForFailingClient) {
      const [clientsLast] = await recentAttempts(tx, policy, rule.onlyForFailingClient, since, 1);
      if (!clientsLast) continue;
      freeAt = Math.min(freeAt, clientsLast.getTime() + rule.windowMs);
    }
    waitSeconds = Math.max(waitSeconds ?? 0, secondsUntil(freeAt, now));
  }
  return waitSeconds;
}

/** Records one attempt under every subject of the policy; returns the rows' ids. */
export async function recordAttempt(
  tx: DbOrTx,
  policy: AttemptPolicy,
  keys: AttemptKeys,
  succeeded: boolean,
  now: Date,
): Promise<number[]> {
  const rows = await tx
    .insert(authAttempts)
    .values(
      policy
        .rules(keys)
        .map(({ subject }) => ({ kind: policy.kind, subject, succeeded, createdAt: now })),
    )
    .returning({ id: authAttempts.id });
  return rows.map((row) => row.id);
}

/** Turns attempts recorded as failures in advance into successes, so they stop counting. */
export async function markAttemptsSucceeded(db: DbOrTx, ids: number[]) {
  if (ids.length > 0) {
    await db.update(authAttempts).set({ succeeded: true }).where(inArray(authAttempts.id, ids));
  }
}
