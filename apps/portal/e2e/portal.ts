import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { baseUrl } from './browser';

export const DEMO_PASSWORD = 'demo-password-1';

export const DEMO_USERS = {
  governmentAdmin: 'gov.admin@example.org',
  campaignAdmin: 'campaign.admin@example.org',
  campaignStaff: 'campaign.staff@example.org',
  otherCampaignAdmin: 'other.admin@example.org',
} as const;

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  expect(new URL(page.url()).pathname).toBe(path);
}

/** Signs in and waits for the dashboard, so the next navigation carries the session. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  await expectPath(page, '/dashboard');
}

/** Fills both fields of a new password (sign up, forgotten password) with `password`. */
export async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(password);
}

/** On the sign-up page: chooses `password` and signs up; the portal goes back to sign in. */
export async function signUpWith(page: Page, password: string) {
  await fillNewPassword(page, password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Signup Success').waitFor();
  await expectPath(page, '/sign-in');
}

/** Follows the link `name` of the portal's sidebar navigation. */
export async function openFromSidebar(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name }).click();
}

/**
 * On Settings: invites a new user with Add New User, checks the modal with axe and waits for
 * the portal to say the invitation went out.
 */
export async function inviteUser(
  page: Page,
  person: { email: string; firstName: string; lastName: string },
) {
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a New User' });
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('First Name').fill(person.firstName);
  await dialog.getByLabel('Last Name').fill(person.lastName);
  await expectNoSeriousAxeViolations(page, 'Add a New User modal');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('User Invited').waitFor();
}

/**
 * A government admin turns on edit mode for the first campaign of the list, from a page they
 * have just opened, and waits until the portal says edit mode is on.
 */
export async function turnOnEditMode(page: Page) {
  // After a navigation the page moves focus to its heading; a list opened before that would
  // close when the heading takes focus.
  await page.getByRole('heading', { level: 1 }).and(page.locator(':focus')).waitFor();
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await nav.getByRole('button', { name: 'Turn on edit mode' }).click();
  await page.getByRole('combobox', { name: 'Campaign to edit' }).click();
  await page.getByRole('option').filter({ visible: true }).first().click();
  await page.getByRole('button', { name: 'Edit this campaign' }).click();
  await page.getByRole('button', { name: 'EDIT MODE ON - Click to turn off' }).waitFor();
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/**
 * The newest e-mail to `to` whose link goes to `linkPath` (e.g. '/invitation'), from the
 * development outbox (GET /dev/outbox, newest first).
 */
export async function latestMailTo(
  to: string,
  linkPath: string,
): Promise<OutboxMail & { link: string }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl()}/dev/outbox`);
    const mails = (await response.json()) as OutboxMail[];
    const mail = mails.find(
      (candidate) =>
        candidate.to.toLowerCase() === to.toLowerCase() &&
        candidate.link !== null &&
        new URL(candidate.link).pathname === linkPath,
    );
    if (mail?.link) return { ...mail, link: mail.link };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} linking to ${linkPath} in the outbox`);
}

/** A new address per run, so tests never depend on each other's data. */
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Text of the sidebar title ('City Portal' or the campaign name). */
export async function sidebarTitle(page: Page) {
  return (await page.getByTestId('sidebar-title').textContent())?.trim();
}
