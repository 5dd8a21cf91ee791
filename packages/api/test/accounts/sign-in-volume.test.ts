import { authAttempts } from '@portal/db';
import { AUTH_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { retryAfterSecondsOf } from '../../src/security/rate-limits';
import { createGovernmentAdmin } from '../support/factories';
import { useTestApi } from '../support/harness';

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
  it('sixty sign-ins from one address in a minute refuse the next one from it, whoever it is', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    await madeSignIns('ip:203.0.113.21', 60, true, secondsAgo(30));

    const wait = await refusedFor(api.signIn(user, '203.0.113.21'));
    // The oldest of the sixty leaves the one-minute window in about half a minute.
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(31);
    await expect(api.signIn(user, '198.51.100.21')).resolves.toBeDefined();
  });

  it('fifty sign-ins of an account in an hour refuse the next, from any client', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    for (let n = 0; n < 50; n += 1) await api.signIn(user, `198.51.100.${100 + (n % 5)}`);

    const wait = await refusedFor(api.signIn(user, '198.51.100.110'));
    expect(wait).toBeGreaterThan(59 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
  });

  it('only someone holding the password uses that up: others’ failures never count toward it', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    await madeSignIns(`email:${user.email}`, 100, false, secondsAgo(600));
    await expect(api.signIn(user, '198.51.100.23')).resolves.toBeDefined();
  });
});
