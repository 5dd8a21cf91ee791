import type { Page } from 'playwright-core';
import { expect } from 'vitest';
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
