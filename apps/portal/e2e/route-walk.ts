import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { withPage } from './browser';
import { DEMO_USERS, signInAs, turnOnEditMode } from './portal';
import { expectNoSidewaysScroll, settle } from './viewport';

export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/sandbox',
  '/sign-in',
  '/invitation/unknown-code',
  '/sign-up?invitationCode=unknown',
  '/forgot-password',
  '/update-forgotten-password?invitationCode=unknown',
];

/** Spec section 2's portal routes a role can open; details use the first record of each list. */
const CAMPAIGN_ROUTES = [
  '/dashboard',
  '/settings',
  '/settings/manage-user',
  '/reset-password',
  '/contributions',
  '/contributions?status=Out_of_compliance',
  '/contributions/add',
  '/contributions/new',
  '/expenses',
  '/expenses/new',
  '/no-such-page',
];
const GOVERNMENT_ROUTES = [...CAMPAIGN_ROUTES, '/campaigns', '/public-funds'];
const EDIT_MODE_ROUTES = ['/contributions', '/contributions/add', '/expenses', '/expenses/new'];

/** The first record's detail address of a list, read from the list itself. */
async function firstDetail(page: Page, list: string): Promise<string | null> {
  await page.goto(list);
  await settle(page);
  const view = page.getByRole('link', { name: 'View', exact: true }).first();
  if ((await view.count()) === 0) return null;
  return await view.getAttribute('href');
}

async function walk(page: Page, role: string, routes: readonly string[]) {
  const details = [await firstDetail(page, '/contributions'), await firstDetail(page, '/expenses')];
  for (const route of [...routes, ...details.filter((path) => path !== null)]) {
    await page.goto(route);
    await settle(page);
    await expectNoSidewaysScroll(page, `${route} as ${role}`);
  }
}

/** Edit mode is turned on at a laptop's width; the routes are then walked at the size tested. */
async function turnOnEditModeOnLaptop(page: Page) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await turnOnEditMode(page);
}

/**
 * Every route of every role, walked at one window size, none scrolling sideways. A size is a
 * test file of its own, so the two sizes run side by side.
 */
export function describeNoSidewaysScroll(
  name: string,
  viewport: { width: number; height: number },
) {
  describe(`[phones] no sideways scroll: ${name}`, () => {
    it(`[phones] every public route, anonymous (${name})`, async () => {
      await withPage(`phones-anonymous-${viewport.width}`, async (page) => {
        await page.setViewportSize(viewport);
        for (const route of PUBLIC_ROUTES) {
          await page.goto(route);
          await settle(page);
          await expectNoSidewaysScroll(page, `${route} anonymously`);
        }
      });
    });

    it.each([
      ['campaign staff', DEMO_USERS.campaignStaff, CAMPAIGN_ROUTES],
      ['campaign admin', DEMO_USERS.campaignAdmin, CAMPAIGN_ROUTES],
      ['government admin', DEMO_USERS.governmentAdmin, GOVERNMENT_ROUTES],
    ] as const)(`[phones] every portal route as %s (${name})`, async (role, email, routes) => {
      await withPage(`phones-${role}-${viewport.width}`, async (page) => {
        await signInAs(page, email);
        await page.setViewportSize(viewport);
        await walk(page, role, routes);
      });
    });

    it(`[phones] every route a government admin opens in edit mode (${name})`, async () => {
      await withPage(`phones-edit-mode-${viewport.width}`, async (page) => {
        await signInAs(page, DEMO_USERS.governmentAdmin);
        await turnOnEditModeOnLaptop(page);
        await page.setViewportSize(viewport);
        await walk(page, 'government admin in edit mode', EDIT_MODE_ROUTES);
      });
    });
  });
}
