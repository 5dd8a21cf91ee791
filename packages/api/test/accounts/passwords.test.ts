import {
  authAttempts,
  hashPassword,
  sessions,
  TEST_PASSWORD_HASH_COST,
  userCodes,
  users,
} from '@portal/db';
import { AUTH_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createGovernment,
  createGovernmentAdmin,
  createUser,
  DEFAULT_PASSWORD,
} from '../support/factories';
import { codeFrom, expectTRPCError, PUBLIC_URL, useTestApi } from '../support/harness';
import {
  changePassword,
  expectInvalidCode,
  expectPasswordNow,
  expectSignedOut,
  expireCodesIn,
  guessCurrentPasswordWrong,
  resetPassword,
} from './auth-steps';

const api = useTestApi();

const governmentAdmin = () => createGovernmentAdmin(api.handle.db);

const sessionCount = async (userId: number) =>
  (await api.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('forgotten password', () => {
  it('unknown e-mail: NOT_FOUND "Email not found" and no e-mail', async () => {
    await expectTRPCError(
      api
        .browser()
        .call((caller) => caller.auth.sendPasswordResetEmail({ email: 'ghost@example.org' })),
      'NOT_FOUND',
      AUTH_MESSAGES.emailNotFound,
    );
    await expect(api.lastLinkTo('ghost@example.org')).rejects.toThrow();
  });

  it('the e-mailed code sets a new password once and ends every session', async () => {
    const user = await governmentAdmin();
    const signedIn = await api.signIn(user);
    await api
      .browser()
      .call((caller) => caller.auth.sendPasswordResetEmail({ email: user.email.toUpperCase() }));
    const link = await api.lastLinkTo(user.email);
    expect(link.startsWith(`${PUBLIC_URL}/update-forgotten-password?invitationCode=`)).toBe(true);
    const code = codeFrom(link);

    await resetPassword(api, code, 'brand-new');

    expect(await sessionCount(user.id)).toBe(0);
    await expectSignedOut(signedIn);
    await expectPasswordNow(api, user, 'brand-new');
    await expectInvalidCode(resetPassword(api, code, 'again-new'));
  });

  it('stores a password hashed at another cost again at the configured one on sign-in', async () => {
    const user = await governmentAdmin();
    const storedHash = async () =>
      (
        await api.handle.db
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, user.id))
      )[0]?.passwordHash;
    // As if the cost had been changed since the password was set.
    const older = await hashPassword(DEFAULT_PASSWORD, { memoryKib: 2048, passes: 2 });
    await api.handle.db.update(users).set({ passwordHash: older }).where(eq(users.id, user.id));

    await api.signIn(user);
    const { memoryKib, passes } = TEST_PASSWORD_HASH_COST;
    expect(await storedHash()).toMatch(new RegExp(`\\$m=${memoryKib},t=${passes},`));
    await expect(api.signIn(user)).resolves.toBeDefined();
    await expect(api.signIn({ ...user, password: 'not-it' })).rejects.toThrow();
  });

  it('hashes the new password with argon2id at the configured cost', async () => {
    const user = await governmentAdmin();
    await api.browser().call((caller) => caller.auth.sendPasswordResetEmail({ email: user.email }));
    await resetPassword(api, codeFrom(await api.lastLinkTo(user.email)), 'brand-new');
    const [stored] = await api.handle.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    const { memoryKib, passes } = TEST_PASSWORD_HASH_COST;
    expect(stored?.passwordHash).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryKib},t=${passes},p=\\d+\\$`),
    );
  });

  it('an unknown code is "Invalid code"; an invitation code is no reset code', async () => {
    const invited = await createUser(api.handle.db, {
      grants: [],
      status: 'invited',
      password: null,
    });
    const government = await createGovernment(api.handle.db);
    const admin = await api.signIn(
      await createUser(api.handle.db, {
        grants: [{ role: 'government_admin', governmentId: government.id }],
      }),
    );
    await admin.call((caller) =>
      caller.users.invite({
        email: invited.email,
        firstName: 'A',
        lastName: 'B',
        role: 'government_admin',
        governmentId: government.id,
      }),
    );
    const invitationCode = codeFrom(await api.lastLinkTo(invited.email));
    for (const code of ['not-a-real-code', invitationCode]) {
      await expectInvalidCode(resetPassword(api, code, 'secret-1'));
    }
  });

  it.each([
    { minutesLeft: -1, accepted: false },
    { minutesLeft: 1, accepted: true },
  ])(
    'a reset code with $minutesLeft minutes left is accepted: $accepted',
    async ({ minutesLeft, accepted }) => {
      const user = await governmentAdmin();
      await api
        .browser()
        .call((caller) => caller.auth.sendPasswordResetEmail({ email: user.email }));
      const code = codeFrom(await api.lastLinkTo(user.email));
      const [row] = await api.handle.db
        .select()
        .from(userCodes)
        .where(eq(userCodes.userId, user.id));
      // Reset codes live for one hour.
      expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(3_600_000);
      await expireCodesIn(api.handle.db, user.id, minutesLeft * 60);
      const resetting = resetPassword(api, code, 'new-one-1');
      if (accepted) await expect(resetting).resolves.toBeUndefined();
      else await expectInvalidCode(resetting);
    },
  );

  it('a newer reset e-mail invalidates the older link', async () => {
    const user = await governmentAdmin();
    const request = () =>
      api.browser().call((caller) => caller.auth.sendPasswordResetEmail({ email: user.email }));
    await request();
    const older = codeFrom(await api.lastLinkTo(user.email));
    await request();
    await expectInvalidCode(resetPassword(api, older, 'new-one-1'));
  });

  it.each([
    { earlier: 2, refused: false },
    { earlier: 3, refused: true },
  ])(
    'after $earlier reset e-mails in the hour, another is refused: $refused',
    async ({ earlier, refused }) => {
      const user = await governmentAdmin();
      for (let n = 0; n < earlier; n += 1) {
        // Different client addresses, so only the per-e-mail limit applies.
        await api
          .browser(`198.51.100.${100 + n}`)
          .call((caller) => caller.auth.sendPasswordResetEmail({ email: user.email }));
      }
      const sending = api
        .browser('198.51.100.200')
        .call((caller) => caller.auth.sendPasswordResetEmail({ email: user.email }));
      if (refused)
        await expectTRPCError(sending, 'TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);
      else await expect(sending).resolves.toBeUndefined();
    },
  );

  it('refuses a client address after 10 reset requests in the hour', async () => {
    const ip = '203.0.113.99';
    await api.handle.db.insert(authAttempts).values(
      Array.from({ length: 10 }, () => ({
        kind: 'password_reset',
        subject: `ip:${ip}`,
        succeeded: false,
        createdAt: new Date(Date.now() - 59 * 60_000),
      })),
    );
    const user = await governmentAdmin();
    await expectTRPCError(
      api.browser(ip).call((caller) => caller.auth.sendPasswordResetEmail({ email: user.email })),
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('auth.updatePassword', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await governmentAdmin();
    const browser = await api.signIn(user);
    await expectTRPCError(
      changePassword(browser, 'not-it'),
      'BAD_REQUEST',
      'Current password is incorrect',
    );
    await expect(api.signIn(user)).resolves.toBeDefined();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await governmentAdmin();
    const laptop = await api.signIn(user);
    const phone = await api.signIn(user);
    await changePassword(laptop, DEFAULT_PASSWORD);
    await expect(laptop.call((caller) => caller.auth.me())).resolves.toMatchObject({ id: user.id });
    await expectSignedOut(phone);
    await expectPasswordNow(api, user, 'changed-1');
  });

  it('wrong current passwords count as failed sign-ins', async () => {
    const user = await governmentAdmin();
    const browser = await api.signIn(user);
    await guessCurrentPasswordWrong(browser, 5);
    await expectTRPCError(changePassword(browser, DEFAULT_PASSWORD), 'TOO_MANY_REQUESTS');
  });

  it('needs a session', async () => {
    await expectTRPCError(
      api
        .browser()
        .call((caller) =>
          caller.auth.updatePassword({ currentPassword: 'anything', newPassword: 'changed-1' }),
        ),
      'UNAUTHORIZED',
      AUTH_MESSAGES.sessionExpired,
    );
  });
});
