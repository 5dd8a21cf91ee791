import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  expectPath,
  fillNewPassword,
  inviteUser,
  latestMailTo,
  sidebarTitle,
  signIn,
  signInAs,
  signUpWith,
  uniqueEmail,
} from './portal';

launchBrowserForFile();

interface MeAnswer {
  permissions: Array<{ campaignName: string | null }>;
}

describe('[auth] sign in', () => {
  it('[auth] the government admin lands on the dashboard with City Portal and Campaigns', async () => {
    await withPage('auth-government-admin-sign-in', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await page.getByText('Signin Success').waitFor();
      await page.getByRole('heading', { name: 'Campaign Finances' }).waitFor();
      await expectNoSeriousAxeViolations(
        page,
        'portal dashboard as government admin, with the sign-in flash',
      );
      expect(await sidebarTitle(page)).toBe('City Portal');
      const nav = page.getByRole('navigation', { name: 'Portal' });
      expect(await nav.getByRole('link', { name: 'Campaigns' }).count()).toBe(1);
      expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(1);
    });
  });

  it.each([DEMO_USERS.campaignAdmin, DEMO_USERS.campaignStaff, DEMO_USERS.otherCampaignAdmin])(
    '[auth] %s lands on the dashboard with their campaign and no Campaigns link',
    async (email) => {
      await withPage(`auth-sign-in-${email}`, async (page) => {
        await signIn(page, email, DEMO_PASSWORD);
        await expectPath(page, '/dashboard');
        await page.getByRole('heading', { name: 'Campaign Finances' }).waitFor();
        const me = (await (await page.request.get('/me')).json()) as MeAnswer;
        const campaignName = me.permissions[0]?.campaignName;
        expect(campaignName).toBeTruthy();
        expect(await sidebarTitle(page)).toBe(campaignName);
        const nav = page.getByRole('navigation', { name: 'Portal' });
        expect(await nav.getByRole('link', { name: 'Campaigns' }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Add Contribution' }).count()).toBe(1);
      });
    },
  );

  it('[auth] a wrong password shows Signin Error and stays on sign in', async () => {
    await withPage('auth-wrong-password', async (page) => {
      await signIn(page, DEMO_USERS.campaignStaff, 'not-the-password');
      await page.getByText('Signin Error').waitFor();
      await expectNoSeriousAxeViolations(page, 'sign in with the Signin Error flash');
      expect(new URL(page.url()).pathname).toBe('/sign-in');
    });
  });

  it('[auth] an unauthenticated visit to /dashboard goes to sign in', async () => {
    await withPage('auth-unauthenticated-dashboard', async (page) => {
      await page.goto('/dashboard');
      await expectPath(page, '/sign-in');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await expectNoSeriousAxeViolations(page, 'sign in');
    });
  });

  it('[auth] log out returns to sign in and the portal is closed again', async () => {
    await withPage('auth-log-out', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      // The Signin Success flash lies over the header's corner: closed as a user would, rather
      // than waited out (it stays 10 s, and longer while the pointer rests on it).
      const flash = page.getByRole('status').filter({ hasText: 'Signin Success' });
      await flash.getByRole('button', { name: 'Close' }).click();
      await flash.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Log out' }).click();
      await expectPath(page, '/sign-in');
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      await page.goto('/dashboard');
      await expectPath(page, '/sign-in');
    });
  });
});

describe('[auth] invitations and passwords', () => {
  it('[auth] a government admin invites a user who signs up and signs in', async () => {
    const invitee = uniqueEmail('invitee');
    await withPage('auth-invite-sign-up', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await page.getByRole('link', { name: 'Settings' }).click();
      await expectPath(page, '/settings');
      await inviteUser(page, { email: invitee, firstName: 'Ivy', lastName: 'Invitee' });
      await page.getByRole('cell', { name: invitee }).waitFor();
      await page.getByRole('button', { name: 'Log out' }).click();
      await expectPath(page, '/sign-in');

      const invitation = await latestMailTo(invitee, '/invitation');
      await page.goto(invitation.link);
      await page.getByText(/been invited to join the/).waitFor();
      await expectNoSeriousAxeViolations(page, 'invitation');
      await page.getByRole('link', { name: 'Sign up' }).click();
      await expectPath(page, '/sign-up');
      await expectNoSeriousAxeViolations(page, 'sign up');
      await signUpWith(page, 'ivy-password-1');

      await signInAs(page, invitee, 'ivy-password-1');
      expect(await sidebarTitle(page)).toBe('City Portal');
    });
  });

  it('[auth] a forgotten password is reset with the e-mailed code', async () => {
    const person = uniqueEmail('forgetful');
    await withPage('auth-forgot-password', async (page) => {
      // Seed: a signed-up user of the demo campaign, through the same REST calls the UI uses.
      const admin = page.request;
      expect(
        (
          await admin.post('/users/login', {
            data: { email: DEMO_USERS.governmentAdmin, password: DEMO_PASSWORD },
          })
        ).status(),
      ).toBe(204);
      const me = (await (await admin.get('/me')).json()) as {
        permissions: Array<{ governmentId: number }>;
      };
      const invite = await admin.post('/users/invite', {
        data: {
          email: person,
          firstName: 'Fran',
          lastName: 'Forgetful',
          role: 'government_admin',
          governmentId: me.permissions[0]?.governmentId,
        },
      });
      expect(invite.status()).toBe(201);
      const code = new URL((await latestMailTo(person, '/invitation')).link).searchParams.get(
        'invitationCode',
      );
      expect(
        (
          await admin.post('/users/redeem-invite', {
            data: { invitationCode: code, password: 'first-password' },
          })
        ).status(),
      ).toBe(204);
      await admin.post('/users/logout');

      await page.goto('/sign-in');
      await page.getByRole('link', { name: 'Forgot Password' }).click();
      await expectPath(page, '/forgot-password');
      // The sign-in page (with its own Email field) is still fading out when the URL changes.
      await page.getByText('Enter your email and we will send you a link').waitFor();
      await expectNoSeriousAxeViolations(page, 'forgot password');
      await page.getByLabel('Email').fill(person);
      await page.getByRole('button', { name: 'Send email' }).click();
      await page.getByText(`An email was sent to ${person} to reset your password.`).waitFor();
      await expectNoSeriousAxeViolations(page, 'forgot password sent');

      const reset = await latestMailTo(person, '/update-forgotten-password');
      await page.goto(reset.link);
      await page.getByText('Use at least 6 characters in your updated password.').waitFor();
      await expectNoSeriousAxeViolations(page, 'update forgotten password');
      await fillNewPassword(page, 'second-password');
      await page.getByRole('button', { name: 'Update password' }).click();
      await page.getByText('Your password is updated.').waitFor();

      await signIn(page, person, 'first-password');
      await page.getByText('Signin Error').waitFor();
      await signInAs(page, person, 'second-password');
    });
  });
});
