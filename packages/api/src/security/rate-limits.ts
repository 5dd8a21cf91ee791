import {
  authAttempts,
  type Database,
  type DbOrTx,
  lockForTransaction,
  type Transaction,
} from '@portal/db';
import { AUTH_MESSAGES, DomainError } from '@portal/domain';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { PasswordHashingBusyError } from './password-hashing';

const MINUTE_MS = 60 * 1000;

/**
 * One limit: at most `max` attempts recorded under `subject` within `windowMs`, counting those
 * `counts` names (every attempt unless it says otherwise). A rule with `onlyForFailingClient`
 * applies only to a client that itself has a failed attempt in that window, so a limit meant to
 * slow a distributed attack never refuses a client with a clean record.
 */
interface AttemptRule {
  subject: string;
  max: number;
  windowMs: number;
  counts?: 'every' | 'failures' | 'successes';
  onlyForFailingClient?: string;
}

/**
 * What is limited and how. Kept in the database, not in memory, so it holds across every server
 * process sharing the database.
 */
export interface AttemptPolicy<Keys = AttemptKeys> {
  kind: 'login' | 'password_reset' | 'code' | 'open_data' | 'invitation' | 'alert_subscription';
  rules(keys: Keys): AttemptRule[];
  /** The 429 answer's message, when not the sign-in one (`AUTH_MESSAGES.tooManyAttempts`). */
  refusal?: string;
}

export interface AttemptKeys {
  /** Absent for codes, which name no account until they are found. */
  email?: string;
  ip: string;
}

export const emailSubject = (email: string) => `email:${email.toLowerCase()}`;
const ipSubject = (ip: string) => `ip:${ip}`;
const pairSubject = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`;

/**
 * Sign-in throttling that cannot be turned into a lockout (OWASP Authentication and Credential
 * Stuffing cheat sheets). Guessing: 5 failures per (e-mail, client) and 20 per client in 15
 * minutes refuse that client only; 50 failures per e-mail in an hour (many clients guessing one
 * account) refuse only clients that have failed themselves in that hour, so the owner still signs
 * in. Volume, since every check costs an argon2 hash and a good one a session: 60 sign-ins per
 * client in a minute, whatever their outcome, and 50 successful ones per e-mail in an hour, which
 * only someone holding the password can use up. An attempt counts as failed from its start until
 * it succeeds, so a burst cannot outrun the limits.
 */
export const LOGIN_POLICY: AttemptPolicy = {
  kind: 'login',
  rules: ({ email = '', ip }) => [
    { subject: pairSubject(email, ip), max: 5, windowMs: 15 * MINUTE_MS, counts: 'failures' },
    { subject: ipSubject(ip), max: 20, windowMs: 15 * MINUTE_MS, counts: 'failures' },
    { subject: ipSubject(ip), max: 60, windowMs: MINUTE_MS },
    {
      subject: emailSubject(email),
      max: 50,
      windowMs: 60 * MINUTE_MS,
      counts: 'failures',
      onlyForFailingClient: ipSubject(ip),
    },
    { subject: emailSubject(email), max: 50, windowMs: 60 * MINUTE_MS, counts: 'successes' },
  ],
};

/** At most 3 reset e-mails per address and 10 per client address in an hour. */
export const PASSWORD_RESET_POLICY: AttemptPolicy = {
  kind: 'password_reset',
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
  rules: ({ ip }) => [
    { subject: ipSubject(ip), max: 10, windowMs: 15 * MINUTE_MS, counts: 'failures' },
  ],
};

/** The limit an attempt was refused by, as the RateLimit-Policy header names it. */
export interface RefusingLimit {
  policy: AttemptPolicy['kind'];
  quota: number;
  windowSeconds: number;
}

/**
 * A refused attempt; `retryAfterSeconds` becomes the 429 answer's Retry-After header, and
 * `limit` (when an attempt rule refused it) its RateLimit-Policy.
 */
export class ThrottledError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = AUTH_MESSAGES.tooManyAttempts,
    readonly limit: RefusingLimit | null = null,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/** The attempt rule that refused `error` (through any wrapping error), or null. */
export function refusingLimitOf(error: unknown): RefusingLimit | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ThrottledError) return cause.limit;
  }
  return null;
}

/**
 * The Retry-After seconds of a refusal that says when to come back (a throttled attempt, or
 * password hashing that is busy), found through any wrapping error.
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ThrottledError || cause instanceof PasswordHashingBusyError)
      return cause.retryAfterSeconds;
  }
  return null;
}

const OUTCOME_COUNTED = {
  every: undefined,
  failures: eq(authAttempts.succeeded, false),
  successes: eq(authAttempts.succeeded, true),
} as const;

/**
 * The attempt `skip` places after the newest that `counts` names under `subject` since `since`
 * (the oldest of `skip + 1` counted ones), tagged with `tag` so that several go in one query.
 */
function countedAttempt(
  tx: DbOrTx,
  kind: AttemptPolicy['kind'],
  { subject, counts = 'every' }: Pick<AttemptRule, 'subject' | 'counts'>,
  since: Date,
  skip: number,
  tag: string,
) {
  return tx
    .select({ tag: sql<string>`${tag}::text`.as('tag'), createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        eq(authAttempts.subject, subject),
        gte(authAttempts.createdAt, since),
        OUTCOME_COUNTED[counts],
      ),
    )
    .orderBy(desc(authAttempts.createdAt))
    .limit(1)
    .offset(skip);
}

const secondsUntil = (moment: number, now: Date) =>
  Math.max(1, Math.ceil((moment - now.getTime()) / 1000));

/** Each subject once, in the order the rules name them (which is the order they are locked in). */
const subjectsOf = <Keys>(policy: AttemptPolicy<Keys>, keys: Keys) => [
  ...new Set(policy.rules(keys).map((rule) => rule.subject)),
];

/**
 * For every rule, in one query (a sign-in is short on the embedded database's one connection):
 * the oldest attempt it counts when it has reached its `max`, and for a rule that applies only
 * to a failing client, that client's latest failure in the window.
 */
async function windowEdges(
  tx: Transaction,
  kind: AttemptPolicy['kind'],
  rules: AttemptRule[],
  now: Date,
): Promise<Map<string, Date>> {
  const since = (rule: AttemptRule) => new Date(now.getTime() - rule.windowMs);
  const queries = rules.flatMap((rule, n) => {
    const counted = countedAttempt(tx, kind, rule, since(rule), rule.max - 1, `counted ${n}`);
    if (!rule.onlyForFailingClient) return [counted];
    const client = { subject: rule.onlyForFailingClient, counts: 'failures' } as const;
    return [counted, countedAttempt(tx, kind, client, since(rule), 0, `client ${n}`)];
  });
  const [first, second, ...others] = queries;
  if (!first) return new Map();
  const rows = second ? await unionAll(first, second, ...others) : await first;
  return new Map(rows.map((row) => [row.tag, row.createdAt]));
}

/**
 * Seconds until another attempt is allowed, or null when it is allowed now. Call it inside the
 * transaction that records the attempt: the advisory locks make concurrent attempts on the same
 * subject queue up, so a burst of parallel requests cannot all slip under the limit.
 */
export async function throttledFor<Keys>(
  tx: Transaction,
  policy: AttemptPolicy<Keys>,
  keys: Keys,
  now: Date,
): Promise<number | null> {
  return (await throttlingLimit(tx, policy, keys, now))?.retryAfterSeconds ?? null;
}

/** As `throttledFor`, with the rule that keeps the attempt waiting longest. */
export async function throttlingLimit<Keys>(
  tx: Transaction,
  policy: AttemptPolicy<Keys>,
  keys: Keys,
  now: Date,
): Promise<{ retryAfterSeconds: number; limit: RefusingLimit } | null> {
  for (const subject of subjectsOf(policy, keys)) {
    await lockForTransaction(tx, `${policy.kind}:${subject}`);
  }
  const rules = policy.rules(keys);
  const edges = await windowEdges(tx, policy.kind, rules, now);
  let longest: { retryAfterSeconds: number; limit: RefusingLimit } | null = null;
  for (const [n, rule] of rules.entries()) {
    const oldestCounted = edges.get(`counted ${n}`);
    if (!oldestCounted) continue;
    let freeAt = oldestCounted.getTime() + rule.windowMs;
    if (rule.onlyForFailingClient) {
      const clientsLast = edges.get(`client ${n}`);
      if (!clientsLast) continue;
      freeAt = Math.min(freeAt, clientsLast.getTime() + rule.windowMs);
    }
    const wait = secondsUntil(freeAt, now);
    if (!longest || wait > longest.retryAfterSeconds) {
      const limit = { policy: policy.kind, quota: rule.max, windowSeconds: rule.windowMs / 1000 };
      longest = { retryAfterSeconds: wait, limit };
    }
  }
  return longest;
}

/** Records one attempt under each subject of the policy; returns the rows' ids. */
export async function recordAttempt<Keys>(
  tx: DbOrTx,
  policy: AttemptPolicy<Keys>,
  keys: Keys,
  succeeded: boolean,
  now: Date,
): Promise<number[]> {
  const rows = await tx
    .insert(authAttempts)
    .values(
      subjectsOf(policy, keys).map((subject) => ({
        kind: policy.kind,
        subject,
        succeeded,
        createdAt: now,
      })),
    )
    .returning({ id: authAttempts.id });
  return rows.map((row) => row.id);
}

/**
 * Admits an attempt that has yet to run, or throws ThrottledError: checked and recorded as failed
 * in one short transaction (so a parallel burst queues on the locks instead of slipping under the
 * limit), it counts as failed until `markAttemptsSucceeded` is given the ids this returns.
 */
export async function admitAttempt<Keys>(
  db: Database,
  policy: AttemptPolicy<Keys>,
  keys: Keys,
  now: Date,
): Promise<number[]> {
  const admitted = await db.transaction(async (tx) => {
    const refusing = await throttlingLimit(tx, policy, keys, now);
    if (refusing) return { throttled: true, refusing } as const;
    return { throttled: false, ids: await recordAttempt(tx, policy, keys, false, now) } as const;
  });
  if (admitted.throttled) {
    const { retryAfterSeconds, limit } = admitted.refusing;
    throw new ThrottledError(retryAfterSeconds, policy.refusal, limit);
  }
  return admitted.ids;
}

/** Turns attempts recorded as failures in advance into successes, so they stop counting. */
export async function markAttemptsSucceeded(db: DbOrTx, ids: number[]) {
  if (ids.length > 0) {
    await db.update(authAttempts).set({ succeeded: true }).where(inArray(authAttempts.id, ids));
  }
}
