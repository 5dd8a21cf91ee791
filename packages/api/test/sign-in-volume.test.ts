import { authAttempts } from '@portal/db';
import { AUTH_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { retryAfterSecondsOf } from '../src/security/rate-limits';
import { createGovernmentAdmin } from './factories';
import { useTestApi } from './harness';

const api = useTestApi();

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

/** The Retry-After seconds of a sign-in refused as too many; fails on any other answer. */
async function refusedFor(signingIn: Promise<unknown>): Promise<number | null> {
  const error = await signingIn.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    message: AUTH_MESSAGES.tooManyAttempts,
  });
  return retryAfterSecondsOf(error);
}

/** Sign-ins recorded as already made, as if by the server a moment ago. */
const madeSignIns = (subject: string, count: number, succeeded: boolean, at: Date) =>
  api.handle.db
    .insert(authAttempts)
    .values(
      Array.from({ length: count }, () => ({ kind: 'login', subject, succeeded, createdAt: at })),
    );

describe('successful sign-ins count too, without locking the account out', () => {
  it('twenty sign-ins of one account from one client in 15 minutes refuse the next from there only', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    for (let n = 0; n < 20; n += 1) await api.signIn(user, '203.0.113.20');

    const wait = await refusedFor(api.signIn(user, '203.0.113.20'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    await expect(api.signIn(user, '198.51.100.20')).resolves.toBeDefined();
  });

  it('sixty sign-ins from one address in a minute refuse the next one from it, whoever it is', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    await madeSignIns('ip:203.0.113.21', 60, true, secondsAgo(30));

    const wait = await refusedFor(api.signIn(user, '203.0.113.21'));
    // The oldest of the sixty leaves the one-minute window in about half a minute.
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(31);
    await expect(api.signIn(user, '198.51.100.21')).resolves.toBeDefined();
  });

  it('fifty successful sign-ins of an account in an hour refuse the next; others’ failures never count', async () => {
    const held = await createGovernmentAdmin(api.handle.db);
    await madeSignIns(`email:${held.email}`, 50, true, secondsAgo(600));
    const wait = await refusedFor(api.signIn(held, '198.51.100.22'));
    expect(wait).toBeGreaterThan(49 * 60);

    // Only someone holding the password can use that up: a hundred failures by others leave
    // the owner free to sign in (their own limit is the per-client one above).
    const guessed = await createGovernmentAdmin(api.handle.db);
    await madeSignIns(`email:${guessed.email}`, 100, false, secondsAgo(600));
    await expect(api.signIn(guessed, '198.51.100.23')).resolves.toBeDefined();
  });
});
