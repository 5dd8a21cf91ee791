import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { openDashboard } from './dashboard-page';
import { DEMO_USERS, signInAs } from './portal';
import { expectNoSidewaysScroll, PHONE, settle } from './viewport';

launchBrowserForFile();

const LAPTOP = { width: 1280, height: 800 };
const SIZES = [
  ['1280 px', LAPTOP],
  ['390 px', PHONE],
] as const;

/** A date range in which the demo data has no contribution. */
const NOTHING_MATCHES = '/?financing=all&startDate=2031-01-01&endDate=2031-01-31';

/** The header cells of a table, in order. */
const headers = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('thead th').allTextContents();

describe('[dashboard] a public dashboard that reads at a glance', () => {
  it('[dashboard] the map says what its circle sizes mean, in dollars', async () => {
    await withPage('dashboard-size-legend', async (page) => {
      await openDashboard(page);
      const legend = page.getByTestId('map-size-legend');
      await legend.waitFor();
      expect(await legend.textContent()).toMatch(/^Circle size:/);
      const amounts = await legend.getByRole('listitem').allTextContents();
      expect(amounts).toHaveLength(3);
      for (const amount of amounts) expect(amount).toMatch(/^\$[\d,]+\.\d{2}/);
      // Drawn from small to large, as the map draws them.
      const radii = await legend
        .locator('circle')
        .evaluateAll((circles) => circles.map((circle) => Number(circle.getAttribute('r'))));
      expect(radii).toEqual([...radii].sort((a, b) => a - b));
      expect(new Set(radii).size).toBe(3);
      // The count view has its own fewer-to-more legend instead.
      await page.getByRole('radiogroup', { name: 'View by' }).getByText('Count').click();
      await legend.waitFor({ state: 'detached' });
      await page.getByLabel('Density legend').waitFor();
    });
  });

  it('[dashboard] with no tile server the map draws the council districts, named, from its own data', async () => {
    await withPage('dashboard-offline-base', async (page) => {
      const tileRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && /tile|\/\d+\/\d+\/\d+/.test(request.url()))
          tileRequests.push(request.url());
      });
      await openDashboard(page);
      await page.locator('.leaflet-container').waitFor();
      await expect
        .poll(() => page.locator('.map-district-label').allTextContents())
        .toEqual(['District 1', 'District 2', 'District 3', 'District 4']);
      // Four filled district shapes under the circles, and no tile asked of any server.
      const filled = await page.locator('.leaflet-overlay-pane path[fill-opacity="0.6"]').count();
      expect(filled).toBe(4);
      expect(tileRequests).toEqual([]);
    });
  });

  it('[dashboard] filters that match nothing say so instead of drawing empty charts and a map', async () => {
    await withPage('dashboard-no-matches', async (page) => {
      await openDashboard(page, NOTHING_MATCHES);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        const message = page.getByRole('status').filter({
          hasText: 'No contributions match these filters',
        });
        await message.waitFor();
        await settle(page);
        expect(await page.locator('.leaflet-container').count()).toBe(0);
        expect(await page.getByText('Contributor type as a table').count()).toBe(0);
        await expectNoSeriousAxeViolations(page, `dashboard with no matches, ${size}`);
      }
      await page.setViewportSize(LAPTOP);
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.getByText('Contributor type as a table').waitFor();
      await page.locator('.leaflet-container').waitFor();
      expect(await page.getByTestId('no-matches').count()).toBe(0);
    });
  });

  it('[dashboard] the participation choice and the All button have different names', async () => {
    await withPage('dashboard-two-alls', async (page) => {
      await openDashboard(page);
      const participation = page.getByRole('radiogroup', { name: 'Participation' });
      await participation.getByRole('radio', { name: 'All' }).waitFor({ state: 'attached' });
      // The label is on screen, not only read out.
      expect(await page.locator('#dashboard-participation-label').textContent()).toBe(
        'Participation',
      );
      expect(await page.locator('#dashboard-participation-label').isVisible()).toBe(true);
      const allButton = page.getByRole('button', {
        name: 'All: show participants and non-participants',
      });
      expect((await allButton.textContent())?.trim()).toBe('All');
      await allButton.click();
      await expect
        .poll(() => participation.getByRole('radio', { name: 'All' }).isChecked(), {
          timeout: 10_000,
        })
        .toBe(true);
    });
  });

  it('[dashboard] at 1280 px and 390 px the dashboard, About and Sandbox pass axe; the footer links pages with content, not Sandbox', async () => {
    await withPage('dashboard-screens-axe', async (page) => {
      await openDashboard(page);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto('/');
        await page.getByTestId('map-size-legend').waitFor();
        await settle(page);
        await expectNoSeriousAxeViolations(page, `public dashboard, ${size}`);
        await expectNoSidewaysScroll(page, `public dashboard, ${size}`);

        const footer = page.getByRole('contentinfo');
        expect(await footer.getByRole('link').allTextContents()).toEqual([
          'About',
          'Alerts and feeds',
          'Atom feed',
          'API reference',
        ]);
        await footer.getByRole('link', { name: 'About' }).click();
        await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'The programme', level: 2 }).waitFor();
        await page.getByRole('heading', { name: 'Where the data come from', level: 2 }).waitFor();
        expect(await page.getByText(/placeholder/i).count()).toBe(0);
        await settle(page);
        await expectNoSeriousAxeViolations(page, `about, ${size}`);
        await expectNoSidewaysScroll(page, `about, ${size}`);

        // Unlinked, still there by its address.
        await page.goto('/sandbox');
        await page.getByRole('heading', { name: 'Sandbox', level: 1 }).waitFor();
      }
    });
  });
});

describe('[phones] the dashboard tables on a 390 px phone', () => {
  it('[phones] names and money come first, the name column stays while the figures scroll, and a hint says so', async () => {
    await withPage('phones-dashboard-tables', async (page) => {
      await page.setViewportSize(PHONE);
      await openDashboard(page);
      await settle(page);
      expect((await headers(page, 'Summary by participation')).slice(0, 3)).toEqual([
        'Participation',
        'Total Contributions',
        'Total Match Approved',
      ]);
      const campaigns = page.getByRole('region', { name: 'Campaigns' });
      expect((await campaigns.locator('thead th').allTextContents()).slice(0, 3)).toEqual([
        'Campaign',
        'Total Contributions',
        'Total Match Approved',
      ]);
      expect(await campaigns.getByTestId('scroll-hint').isVisible()).toBe(true);

      // Scrolled sideways, the campaign's name stays where it was.
      const firstName = campaigns.locator('tbody tr').first().locator('td').first();
      const before = await firstName.boundingBox();
      await campaigns
        .locator('.mantine-Table-scrollContainer, [class*="ScrollContainer"]')
        .first()
        .evaluate((box) => {
          box.scrollLeft = 200;
        });
      const after = await firstName.boundingBox();
      expect(after?.x).toBe(before?.x);

      // No campaign name takes more than three lines; no figure or date breaks inside.
      const lines = await page.locator('table tbody td, table tbody th').evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const tops = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          return { text: (cell.textContent ?? '').trim(), lines: tops.size };
        }),
      );
      const names = lines.filter((cell) => / for (Mayor|Councilor|Auditor)/.test(cell.text));
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((cell) => cell.lines > 3)).toEqual([]);
      const brokenFigures = lines.filter(
        (cell) => /^[$\d][\d,.$]*$|^\d{4}-\d{2}-\d{2}$/.test(cell.text) && cell.lines > 1,
      );
      expect(brokenFigures).toEqual([]);
    });
  });

  it('[phones] signed in, Log out is not clipped and the portal dashboard passes axe at 390 px', async () => {
    await withPage('phones-log-out', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await page.setViewportSize(PHONE);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Quick Links' }).waitFor();
      await settle(page);
      const label = page.getByRole('button', { name: 'Log out' }).locator('.mantine-Button-label');
      const clipped = await label.evaluate(
        (element) =>
          getComputedStyle(element).overflow !== 'visible' &&
          element.scrollWidth > element.clientWidth,
      );
      expect(clipped).toBe(false);
      const box = await page.getByRole('button', { name: 'Log out' }).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousAxeViolations(page, 'portal dashboard, 390 px');
    });
  });
});
