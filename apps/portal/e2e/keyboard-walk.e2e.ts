import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile, withPage } from './browser';
import { openDashboard } from './dashboard-page';
import { expectVisibleFocusRing, focusedName } from './keyboard';
import { DEMO_PASSWORD, DEMO_USERS, expectPath } from './portal';
import { settle } from './viewport';

launchBrowserForFile();

/** The most Tabs any common action may be from the top of its page. */
const MOST_TABS = 10;

/**
 * Presses Tab until the focused control's name matches `target`, and returns the names of every
 * stop on the way, the target last. Fails past `limit` stops, naming where the walk went.
 */
async function tabUntil(page: Page, target: RegExp, limit = 150): Promise<string[]> {
  const stops: string[] = [];
  while (stops.length < limit) {
    await page.keyboard.press('Tab');
    const name = await focusedName(page);
    stops.push(name);
    if (target.test(name)) return stops;
  }
  throw new Error(
    `Tab never reached ${target} in ${limit} stops: ${stops.slice(0, 40).join(' | ')}`,
  );
}

/**
 * Loads the page afresh and waits for `ready`: a fresh load leaves focus at the top, where a
 * keyboard user starts (a blur would not: the browser goes on from the element left).
 */
async function fromTheTop(page: Page, ready: string | RegExp) {
  await page.reload();
  await page.getByText(ready).first().waitFor();
  await settle(page);
}

const MAP = /^Contribution map:/;
const FIRST_CHART = /^Contributor type as a table$/;

describe('[keyboard] a keyboard walk of the public dashboard and the portal dashboard', () => {
  it('[keyboard] the map is one Tab stop, moved by arrows and zoomed by plus; the charts follow', async () => {
    await withPage('keyboard-walk-map', async (page) => {
      await openDashboard(page);
      await fromTheTop(page, 'Map as a table');
      const stops = await tabUntil(page, FIRST_CHART);
      const map = stops.findIndex((name) => MAP.test(name));
      expect(map, `the map among ${stops.join(' | ')}`).toBeGreaterThan(0);
      // Past the map: only its table's disclosure, then the first chart. The 393 circles of the
      // demo data, the zoom buttons and the credit link are no Tab stops of their own.
      expect(stops.slice(map + 1)).toEqual(['Map as a table', 'Contributor type as a table']);
      expect(stops.filter((name) => name === '')).toEqual([]);

      // Back on the map: the arrow keys move it, plus zooms it in (and the map asks for the zoom).
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedName(page)).toMatch(MAP);
      await expectVisibleFocusRing(page, 'the map');
      const pane = page.locator('.leaflet-map-pane');
      const before = await pane.evaluate((element) => getComputedStyle(element).transform);
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => pane.evaluate((element) => getComputedStyle(element).transform))
        .not.toBe(before);
      const zoomedIn = page.waitForRequest((request) =>
        decodeURIComponent(request.url()).includes('"zoom":12'),
      );
      await page.keyboard.press('+');
      await zoomedIn;
    });
  });

  it(`[keyboard] the skip links reach the map and the charts within ${MOST_TABS} Tabs`, async () => {
    await withPage('keyboard-walk-skip-to-charts', async (page) => {
      await openDashboard(page);
      await fromTheTop(page, 'Map as a table');
      const toSkip = await tabUntil(page, /^Skip to the charts$/, MOST_TABS);
      await page.keyboard.press('Enter');
      const toChart = await tabUntil(page, FIRST_CHART, 2);
      expect(toSkip.length + toChart.length).toBeLessThanOrEqual(MOST_TABS);

      await fromTheTop(page, 'Map as a table');
      await tabUntil(page, /^Skip to the map$/, MOST_TABS);
      await page.keyboard.press('Enter');
      expect(await tabUntil(page, MAP, 2)).toHaveLength(1);
    });
  });

  it(`[keyboard] after signing in, Add Contribution is within ${MOST_TABS} Tabs, past the programme limits`, async () => {
    await withPage('keyboard-walk-add-contribution', async (page) => {
      await page.goto('/sign-in');
      await page.getByLabel('Email').fill(DEMO_USERS.campaignAdmin);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expectPath(page, '/dashboard');
      // After signing in, focus is on the page heading: the quick links come next.
      await page.getByRole('heading', { level: 1 }).and(page.locator(':focus')).waitFor();
      expect(await tabUntil(page, /^Add Contribution$/, MOST_TABS)).toHaveLength(1);

      // From the top of a fresh load of the page, past header and sidebar.
      await fromTheTop(page, /^Programme limits \(\d+\)$/);
      const fromTop = await tabUntil(page, /^Add Contribution$/, MOST_TABS);
      expect(fromTop.length).toBeLessThanOrEqual(MOST_TABS);

      // The programme limits: dozens of links, passed with their skip link in one Tab and Enter.
      await tabUntil(page, /^Skip the programme limits$/, 40);
      const limitLinks = await page.getByRole('link', { name: /^Contribution #\d+/ }).count();
      expect(limitLinks).toBeGreaterThan(MOST_TABS);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).not.toMatch(/^Contribution #\d+/);
    });
  });

  it(`[keyboard] a government admin reaches Invite User by the quick-links skip link within ${MOST_TABS} Tabs`, async () => {
    await withPage('keyboard-walk-invite-user', async (page) => {
      await page.goto('/sign-in');
      await page.getByLabel('Email').fill(DEMO_USERS.governmentAdmin);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expectPath(page, '/dashboard');
      await fromTheTop(page, 'Quick Links');
      const toSkip = await tabUntil(page, /^Skip to quick links$/, MOST_TABS);
      await page.keyboard.press('Enter');
      const toInvite = await tabUntil(page, /^Invite User$/, 2);
      expect(toSkip.length + toInvite.length).toBeLessThanOrEqual(MOST_TABS);
    });
  });
});
