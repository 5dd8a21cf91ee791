import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { DEMO_USERS, expectPath, signInAs } from './portal';
import { expectNoSidewaysScroll, PHONE, settle } from './viewport';

launchBrowserForFile();

const LAPTOP = { width: 1280, height: 800 };
const UNKNOWN = '/no-such-page/at-all';

/** Opens the unknown address at both sizes: the page says so, axe-clean, nothing scrolls sideways. */
async function expectNotFoundAtBothSizes(page: Page, who: string) {
  for (const [size, viewport] of [
    ['1280 px', LAPTOP],
    ['390 px', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(UNKNOWN);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await settle(page);
    expect(new URL(page.url()).pathname).toBe(UNKNOWN);
    expect(await page.title()).toBe('Page not found - City Portal');
    await page.getByText(UNKNOWN, { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page, `not found page, ${who}, ${size}`);
    await expectNoSidewaysScroll(page, `not found page, ${who}, ${size}`);
  }
}

describe('[public] an address with no page', () => {
  it('[public] an anonymous visitor is told the page is not found (not sent to sign in) and led home', async () => {
    await withPage('not-found-anonymous', async (page) => {
      await expectNotFoundAtBothSizes(page, 'anonymous');
      expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      await page
        .getByRole('link', { name: 'Go to the public dashboard of campaign contributions' })
        .click();
      await expectPath(page, '/');
      await page.getByRole('heading', { name: 'Campaign Contributions', level: 1 }).waitFor();
    });
  });

  it('[public] a signed-in user sees it inside the portal, with the sidebar, and goes back to the dashboard', async () => {
    await withPage('not-found-signed-in', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await expectNotFoundAtBothSizes(page, 'signed in');
      await page.setViewportSize(LAPTOP);
      await page.getByRole('navigation', { name: 'Portal' }).waitFor();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      await page.getByRole('link', { name: 'Go to your portal dashboard' }).click();
      await expectPath(page, '/dashboard');
      await page.getByRole('heading', { name: 'Campaign Finances', level: 1 }).waitFor();
    });
  });
});
