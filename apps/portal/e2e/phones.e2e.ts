import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile, withPage } from './browser';
import { DEMO_USERS, signInAs, turnOnEditMode } from './portal';
import { expectNoSidewaysScroll, openOnPhone, PHONE, settle, ZOOMED_LAPTOP } from './viewport';

launchBrowserForFile();

const PUBLIC_ROUTES = [
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
  '/contributions/add',
  '/expenses',
  '/expenses/new',
  '/no-such-page',
];
const GOVERNMENT_ROUTES = [...CAMPAIGN_ROUTES, '/campaigns'];
const EDIT_MODE_ROUTES = ['/contributions', '/contributions/add', '/expenses', '/expenses/new'];

const SIZES = [
  { name: 'phone 390x844', viewport: PHONE },
  { name: '1280 px at 200% zoom (640 px CSS viewport)', viewport: ZOOMED_LAPTOP },
];

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

/** Edit mode is turned on at a laptop's width; the routes are then walked on the phone. */
async function turnOnEditModeOnLaptop(page: Page) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await turnOnEditMode(page);
}

describe.each(SIZES)('[phones] no sideways scroll: $name', ({ name, viewport }) => {
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

describe('[phones] record lists and the sidebar on a phone', () => {
  it('[phones] a contribution row shows date, name, amount, status and View without scrolling', async () => {
    await withPage('phones-stacked-rows', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await page.setViewportSize(PHONE);
      for (const list of ['/contributions', '/expenses']) {
        await page.goto(list);
        await settle(page);
        const row = page.getByTestId('stacked-rows').getByRole('listitem').first();
        await row.waitFor();
        const box = await row.boundingBox();
        expect(box, `${list}: first row`).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
        // Date and amount on one line ("2024-03-01 · $25.00"), the status badge and View.
        await expect.poll(() => row.textContent()).toMatch(/\d{4}-\d{2}-\d{2} · \$[\d,]+\.\d{2}/);
        const view = row.getByRole('link', { name: 'View' });
        expect(await view.isVisible()).toBe(true);
        const viewBox = await view.boundingBox();
        expect(viewBox?.height ?? 0).toBeGreaterThanOrEqual(24);
        expect((viewBox?.x ?? 0) + (viewBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      }
    });
  });

  it('[phones] the stacked rows sort from a Sort by choice, as the table headers do', async () => {
    await withPage('phones-sort-by', async (page) => {
      await openOnPhone(page, DEMO_USERS.governmentAdmin, '/contributions');
      await page.getByLabel('Sort by').selectOption({ label: 'Contribution Amount' });
      await page.getByLabel('Order').selectOption({ label: 'Ascending' });
      await settle(page);
      const amounts = (
        await page.getByTestId('stacked-rows').getByRole('listitem').allTextContents()
      )
        .map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '')))
        .slice(0, 20);
      expect(amounts.length).toBeGreaterThan(1);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    });
  });

  it('[phones] the sidebar is a drawer behind the burger, and Escape gives focus back to it', async () => {
    await withPage('phones-sidebar-drawer', async (page) => {
      await openOnPhone(page, DEMO_USERS.governmentAdmin, '/contributions');
      expect(await page.getByRole('navigation', { name: 'Portal' }).isVisible()).toBe(false);
      const burger = page.getByRole('button', { name: 'Toggle navigation' });
      const burgerBox = await burger.boundingBox();
      expect(burgerBox?.height ?? 0).toBeGreaterThanOrEqual(24);
      await burger.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'Expenses' }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);
      await burger.click();
      await drawer.getByRole('link', { name: 'Expenses' }).click();
      await page.waitForURL((url) => url.pathname === '/expenses');
      await drawer.waitFor({ state: 'hidden' });
    });
  });
});
