import { authAttempts, hashPassword, sessions, TEST_PASSWORD_HASH_COST } from '@portal/db';
import { TRPCError } from '@trpc/server';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_CREDENTIALS } from '../../src/accounts/auth/login';
import { replacePasswordHash, setPassword } from '../../src/accounts/data/users';
import { PasswordHashingBusyError, PasswordHashingPool } from '../../src/security/password-hashing';
import { retryAfterSecondsOf } from '../../src/security/rate-limits';
import { hashToken } from '../../src/security/tokens';
import { createGovernmentAdmin, DEFAULT_PASSWORD } from '../support/factories';
import { useTestApi } from '../support/harness';
import { heldHash, pooledRequest } from '../support/pooled-requests';

const api = useTestApi();

const sessionsOf = (userId: number) =>
  api.handle.db.select().from(sessions).where(eq(sessions.userId, userId));

const signInAttemptsOf = (email: string) =>
  api.handle.db
    .select()
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, 'login'), like(authAttempts.subject, `%${email}%`)));

/** A sign-in through its own request; the promise settles with the answer. */
async function signIn(pool: PasswordHashingPool, email: string, password: string, ip: string) {
  const { caller, jar } = await pooledRequest(api, pool, ip);
  return { answer: caller.auth.login({ email, password }), jar };
}

/**
 * A pool of one slot whose slot the test holds, and a sign-in admitted behind it: it has read
 * the user and waits for its hash when this answers.
 */
async function signInWaitingForItsHash(email: string, password = DEFAULT_PASSWORD) {
  const pool = new PasswordHashingPool({ concurrency: 1, queue: 1 });
  const slotHolder = heldHash();
  const holding = pool.run(slotHolder.run);
  const signingIn = await signIn(pool, email, password, '198.51.100.90');
  let settled = false;
  signingIn.answer.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await vi.waitFor(() => expect(pool.waitingForSlot).toBe(1));
  const hashMayRun = async () => {
    slotHolder.finish();
    await holding;
  };
  return { ...signingIn, hashMayRun, isSettled: () => settled };
}

describe('sign-in never holds the database while the password is hashed', () => {
  it('the database answers reads and writes while a sign-in waits for its hash', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    const signingIn = await signInWaitingForItsHash(user.email);

    // On the embedded database (one connection) these would wait for a transaction held open
    // around the hash; on PostgreSQL no connection of the database is left in a transaction.
    await api.handle.db.execute(sql`select 1`);
    await api.handle.db.transaction((tx) => tx.execute(sql`select 1`));
    if (api.handle.kind === 'postgres') {
      const open = await api.handle.db.execute(
        sql`select count(*)::int as open from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      );
      expect((open as unknown as { open: number }[])[0]?.open).toBe(0);
    }
    expect(signingIn.isSettled()).toBe(false);
    expect(await sessionsOf(user.id)).toEqual([]);

    await signingIn.hashMayRun();
    await expect(signingIn.answer).resolves.toBeUndefined();
    const [session] = await sessionsOf(user.id);
    expect(session?.tokenHash).toBe(hashToken(signingIn.jar.token ?? ''));
  });

  it('a password set while the sign-in was checked voids it: no session is written', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    const signingIn = await signInWaitingForItsHash(user.email);

    // A reset, or a change from another session, lands between the check and the session.
    const newHash = await hashPassword('a-new-password-1', TEST_PASSWORD_HASH_COST);
    await setPassword(api.handle.db, user.id, { passwordHash: newHash });
    await signingIn.hashMayRun();

    await expect(signingIn.answer).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: INVALID_CREDENTIALS,
    });
    expect(signingIn.jar.token).toBeNull();
    expect(await sessionsOf(user.id)).toEqual([]);
    // It counts as the failed sign-in it is.
    expect((await signInAttemptsOf(user.email)).every((row) => !row.succeeded)).toBe(true);
  });

  it('the same password stored again at a new cost meanwhile does not void it', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    const signingIn = await signInWaitingForItsHash(user.email);

    // Another sign-in of the same person storing their password at a changed cost.
    const rehashed = await hashPassword(DEFAULT_PASSWORD, { memoryKib: 2048, passes: 1 });
    await replacePasswordHash(api.handle.db, user.id, user.passwordHash ?? '', rehashed);
    await signingIn.hashMayRun();

    await expect(signingIn.answer).resolves.toBeUndefined();
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('a full hashing line refuses at once with 503 and Retry-After, and writes nothing', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    const pool = new PasswordHashingPool({ concurrency: 1, queue: 1 });
    const running = heldHash();
    const waiting = heldHash();
    const held = [pool.run(running.run), pool.run(waiting.run)];

    const refused = await signIn(pool, user.email, DEFAULT_PASSWORD, '198.51.100.91');
    const error = await refused.answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PasswordHashingBusyError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(retryAfterSecondsOf(error)).toBe(1);
    // Refused before it read or wrote anything: no attempt counted against the person.
    expect(await signInAttemptsOf(user.email)).toEqual([]);
    expect(await sessionsOf(user.id)).toEqual([]);

    running.finish();
    waiting.finish();
    await Promise.all(held);
    const retried = await signIn(pool, user.email, DEFAULT_PASSWORD, '198.51.100.91');
    await expect(retried.answer).resolves.toBeUndefined();
  });
});

describe('forty sign-ins at once', () => {
  const settle = (answers: Promise<unknown>[]) => Promise.allSettled(answers);
  const reasons = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  const isBusy = (error: unknown) => error instanceof PasswordHashingBusyError;

  it('in one batch: the overflow is told to retry, and one session is left, the cookie’s', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    const pool = new PasswordHashingPool();
    const { caller, jar } = await pooledRequest(api, pool, '198.51.100.92');

    const results = await settle(
      Array.from({ length: 40 }, () =>
        caller.auth.login({ email: user.email, password: DEFAULT_PASSWORD }),
      ),
    );

    const signedIn = results.filter((result) => result.status === 'fulfilled');
    const refused = reasons(results);
    expect(signedIn.length).toBeGreaterThan(0);
    // Beyond the pool's places the answer is 503 at once; a refusal is busy or throttled,
    // and each says when to come back.
    expect(refused.filter(isBusy).length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error).toBeInstanceOf(TRPCError);
      expect(['SERVICE_UNAVAILABLE', 'TOO_MANY_REQUESTS']).toContain((error as TRPCError).code);
      expect(retryAfterSecondsOf(error)).toBeGreaterThan(0);
    }
    // Each sign-in of the batch replaced the session the one before it started.
    const left = await sessionsOf(user.id);
    expect(left.map((session) => session.tokenHash)).toEqual([hashToken(jar.token ?? '')]);
  });

  it('from forty clients, some with a wrong password: sessions only for those that succeeded', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    const pool = new PasswordHashingPool();
    const requests = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const wrong = n % 4 === 0;
        const password = wrong ? 'not-the-password' : DEFAULT_PASSWORD;
        return { wrong, ...(await signIn(pool, user.email, password, `203.0.113.${n + 1}`)) };
      }),
    );
    const results = await settle(requests.map((request) => request.answer));

    const succeeded = requests.filter((_, n) => results[n]?.status === 'fulfilled');
    expect(succeeded.length).toBeGreaterThan(0);
    expect(succeeded.every((request) => !request.wrong)).toBe(true);
    expect(reasons(results).filter(isBusy).length).toBeGreaterThan(0);
    for (const error of reasons(results).filter((error) => !isBusy(error)))
      expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    // Every session belongs to a sign-in that succeeded and holds its cookie: none is orphaned.
    const stored = (await sessionsOf(user.id)).map((session) => session.tokenHash).sort();
    expect(stored).toEqual(succeeded.map((request) => hashToken(request.jar.token ?? '')).sort());
  });
});
