import { authAttempts } from '@portal/db';
import { AUTH_MESSAGES } from '@portal/domain';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { retryAfterSecondsOf } from '../../src/security/rate-limits';
import { createGovernmentAdmin, DEFAULT_PASSWORD } from '../support/factories';
import { codeFrom, expectTRPCError, useTestApi } from '../support/harness';
import { changePassword, expectInvalidCode, guessCurrentPasswordWrong } from './auth-steps';

const api = useTestApi();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);

const governmentAdmin = () => createGovernmentAdmin(api.handle.db);

const failSignIn = (email: string, ip: string) =>
  expectTRPCError(
    api.browser(ip).call((caller) => caller.auth.login({ email, password: 'wrong-guess' })),
    'UNAUTHORIZED',
  );

/** The 429 of a call, with the seconds its Retry-After header will carry. */
async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect(error).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    message: AUTH_MESSAGES.tooManyAttempts,
  });
  return { retryAfterSeconds: retryAfterSecondsOf(error) };
}

describe('sign-in throttling cannot lock a good client out', () => {
  it('five failures from one client refuse that client only; the owner elsewhere signs in', async () => {
    const user = await governmentAdmin();
    for (let n = 0; n < 5; n += 1) await failSignIn(user.email, '203.0.113.50');

    const refused = await refusalOf(api.signIn(user, '203.0.113.50'));
    // The oldest of the five leaves the 15-minute window in just under 15 minutes.
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    await expect(api.signIn(user, '198.51.100.60')).resolves.toBeDefined();
  });

  it('an account under a distributed attack still opens for a client that has not been failing', async () => {
    const user = await governmentAdmin();
    // 60 failures from 60 addresses in the last hour: more than the per-e-mail limit of 50.
    await api.handle.db.insert(authAttempts).values(
      Array.from({ length: 60 }, (_, n) => [
        {
          kind: 'login',
          subject: `email:${user.email}`,
          succeeded: false,
          createdAt: minutesAgo(30),
        },
        { kind: 'login', subject: `ip:192.0.2.${n}`, succeeded: false, createdAt: minutesAgo(30) },
      ]).flat(),
    );

    // An attacking address that has failed in the hour is refused, even with the right password…
    const refused = await refusalOf(api.signIn(user, '192.0.2.7'));
    expect(refused.retryAfterSeconds).toBeGreaterThan(29 * 60);
    // …a new attacking address gets one guess and is then refused too…
    await failSignIn(user.email, '192.0.2.200');
    await refusalOf(api.signIn(user, '192.0.2.200'));
    // …and the owner, from a client with a clean record, signs in.
    await expect(api.signIn(user, '198.51.100.61')).resolves.toBeDefined();
  });

  it('the per-e-mail limit counts only the last hour', async () => {
    const user = await governmentAdmin();
    await api.handle.db.insert(authAttempts).values(
      Array.from({ length: 60 }, () => [
        {
          kind: 'login',
          subject: `email:${user.email}`,
          succeeded: false,
          createdAt: minutesAgo(61),
        },
        { kind: 'login', subject: 'ip:192.0.2.250', succeeded: false, createdAt: minutesAgo(20) },
      ]).flat(),
    );
    // That address failed 60 times 20 minutes ago (past its own 15-minute limit window), and
    // the e-mail's failures are older than the hour: nothing refuses it.
    await expect(api.signIn(user, '192.0.2.250')).resolves.toBeDefined();
  });

  it('wrong current passwords on password change throttle that client, not the account', async () => {
    const user = await governmentAdmin();
    const borrowed = await api.signIn(user, '203.0.113.70');
    await guessCurrentPasswordWrong(borrowed, 5);
    await refusalOf(changePassword(borrowed, DEFAULT_PASSWORD));
    await expect(api.signIn(user, '198.51.100.70')).resolves.toBeDefined();
  });
});

describe('reset and invitation code throttling', () => {
  const tryCode = (ip: string, invitationCode: string) =>
    api
      .browser(ip)
      .call((caller) => caller.auth.resetPassword({ invitationCode, password: 'brand-new-1' }));

  it('ten unusable codes refuse that client; a good code from another client still works', async () => {
    const user = await governmentAdmin();
    await api
      .browser('198.51.100.80')
      .call((caller) => caller.auth.sendPasswordResetEmail({ email: user.email }));
    const code = codeFrom(await api.lastLinkTo(user.email));

    for (let n = 0; n < 10; n += 1) {
      await expectTRPCError(tryCode('203.0.113.90', `made-up-${n}`), 'BAD_REQUEST');
    }
    await refusalOf(tryCode('203.0.113.90', code));
    await refusalOf(
      api
        .browser('203.0.113.90')
        .call((caller) => caller.auth.invitation({ invitationCode: 'another-made-up' })),
    );

    await expect(tryCode('198.51.100.80', code)).resolves.toBeUndefined();
    await expect(api.signIn({ email: user.email, password: 'brand-new-1' })).resolves.toBeDefined();
  });

  it('a good code does not count against its client', async () => {
    const user = await governmentAdmin();
    const ip = '198.51.100.81';
    await api
      .browser(ip)
      .call((caller) => caller.auth.sendPasswordResetEmail({ email: user.email }));
    const code = codeFrom(await api.lastLinkTo(user.email));
    for (let n = 0; n < 9; n += 1) {
      await expectTRPCError(tryCode(ip, `made-up-${n}`), 'BAD_REQUEST');
    }
    await expect(tryCode(ip, code)).resolves.toBeUndefined();
    // Nine failures and one success: a tenth mistyped code is still answered, not refused.
    await expectInvalidCode(tryCode(ip, 'made-up-last'));
    await refusalOf(tryCode(ip, 'made-up-after'));
  });
});
