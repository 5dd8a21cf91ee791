import { type Database, sessions, userCodes } from '@portal/db';
import { AUTH_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Browser, expectTRPCError, type TestApi } from '../support/harness';

/*
 * The steps of the sign-in and password pages, shared by the auth suites so each test reads as
 * what the person does.
 */

/** A visitor (no session) follows a reset link and sets a new password. */
export const resetPassword = (api: TestApi, invitationCode: string, password: string) =>
  api.browser().call((caller) => caller.auth.resetPassword({ invitationCode, password }));

/** A visitor (no session) follows an invitation link and chooses a password. */
export const redeemInvite = (api: TestApi, invitationCode: string, password: string) =>
  api.browser().call((caller) => caller.auth.redeemInvite({ invitationCode, password }));

/** A signed-in person changes their password, giving that as the current one. */
export const changePassword = (browser: Browser, currentPassword: string) =>
  browser.call((caller) =>
    caller.auth.updatePassword({ currentPassword, newPassword: 'changed-1' }),
  );

/** Guesses the current password wrong that many times, each refused as a bad request. */
export async function guessCurrentPasswordWrong(browser: Browser, times: number) {
  for (let guess = 0; guess < times; guess += 1)
    await expectTRPCError(changePassword(browser, 'guess-guess'), 'BAD_REQUEST');
}

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Moves the end of a user's e-mailed codes (invitation, reset) to that many seconds from now. */
export const expireCodesIn = (db: Database, userId: number, seconds: number) =>
  db
    .update(userCodes)
    .set({ expiresAt: secondsFromNow(seconds) })
    .where(eq(userCodes.userId, userId));

/** Moves the end of a user's sessions to that many seconds from now. */
export const expireSessionsIn = (db: Database, userId: number, seconds: number) =>
  db
    .update(sessions)
    .set({ expiresAt: secondsFromNow(seconds) })
    .where(eq(sessions.userId, userId));

/** The browser's session is over: asking who it is gets the text that signs the portal out. */
export const expectSignedOut = (browser: Browser) =>
  expectTRPCError(
    browser.call((caller) => caller.auth.me()),
    'UNAUTHORIZED',
    AUTH_MESSAGES.sessionExpired,
  );

/** An e-mailed code that is wrong, used or expired is refused with one message. */
export const expectInvalidCode = (using: Promise<unknown>) =>
  expectTRPCError(using, 'BAD_REQUEST', AUTH_MESSAGES.invalidCode);

/** The old password no longer signs the user in; the new one does. */
export async function expectPasswordNow(
  api: TestApi,
  user: { email: string; password: string | null },
  newPassword: string,
) {
  await expectTRPCError(api.signIn(user), 'UNAUTHORIZED');
  await expect(api.signIn({ email: user.email, password: newPassword })).resolves.toBeDefined();
}
