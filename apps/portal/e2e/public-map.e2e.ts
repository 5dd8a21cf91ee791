import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { choose, field, recordIdFromUrl, typeDate } from './contributions-records';
import { openDashboard } from './dashboard-page';
import { DEMO_USERS, expectPath, signInAs } from './portal';

launchBrowserForFile();

const STATE_EXPORT = readFileSync(
  new URL('../../../packages/api/test/imports/fixtures/orestar-export.csv', import.meta.url),
);

/** A name of letters only (names allow no digits), different on every run. */
const unique = () =>
  `Map${Array.from(Date.now().toString(), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

/** The summary's contribution count of one row, as the page shows it now. */
const contributionsOf = (page: Page, row: 'Participants' | 'Non-participants') =>
  page.evaluate((name) => {
    const cells = [...document.querySelectorAll('tr')]
      .find((tr) => tr.textContent?.startsWith(name))
      ?.querySelectorAll('td');
    return Number(cells?.[1]?.textContent?.replace(/,/g, '') ?? Number.NaN);
  }, row);

const mappedPoints = (page: Page) =>
  page.evaluate(() =>
    Number(
      /^(\d+) contributions mapped/.exec(
        document.querySelector('[data-testid="map-note"]')?.textContent ?? '',
      )?.[1] ?? Number.NaN,
    ),
  );

describe('[dashboard] the public map on real data', () => {
  it('[dashboard] a submitted contribution appears on the open map of / with no manual step', async () => {
    await withPage('public-map-visitor', async (visitor) => {
      await openDashboard(visitor);
      await visitor.getByTestId('map-note').waitFor();
      await expectNoSeriousAxeViolations(visitor, 'public map');
      const pointsBefore = await mappedPoints(visitor);
      const contributionsBefore = await contributionsOf(visitor, 'Participants');
      expect(pointsBefore).toBeGreaterThan(0);

      await withPage('public-map-campaign-admin', async (page) => {
        await signInAs(page, DEMO_USERS.campaignAdmin);
        await page.goto('/contributions/add');
        await page.getByRole('heading', { name: 'New Contribution' }).waitFor();
        await typeDate(page, 'Date of Contribution', '03/01/2024');
        await choose(page, 'Subtype of Contribution', 'Cash Contribution');
        await choose(page, 'OAE Contribution Type', 'Matchable');
        await choose(page, 'Payment Method', 'Cash');
        await page.getByLabel('First Name').fill('Ana');
        await page.getByLabel('Last Name').fill(unique());
        await field(page, 'Street Address').fill('3325 SE Taylor St');
        await page.getByLabel('Zip Code').fill('97214');
        await page.getByLabel('Amount of Contribution').fill('40');
        await page.getByLabel('Amount of Contribution').blur();
        await page.getByRole('button', { name: 'Save as Draft' }).first().click();
        await page.getByText('Contribution Added').waitFor();
        const id = await recordIdFromUrl(page, '/contributions');
        await page.getByTestId('record-actions').getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Contribution Updated Submitted').waitFor();
        await expectPath(page, '/contributions');
        expect(id).toBeGreaterThan(0);
      });

      // The open page refreshes itself; the worker has placed the address by then.
      await visitor.waitForFunction(
        (before) => {
          const note = document.querySelector('[data-testid="map-note"]')?.textContent ?? '';
          return Number(/^(\d+) contributions mapped/.exec(note)?.[1]) === before + 1;
        },
        pointsBefore,
        { timeout: 45_000 },
      );
      // The summary and the map refresh each on its own poll: the summary may come a moment later.
      await expect
        .poll(() => contributionsOf(visitor, 'Participants'), { timeout: 20_000 })
        .toBe(contributionsBefore + 1);
    });
  });

  it('[dashboard] a government admin loads non-participants’ filings and their row changes', async () => {
    let before = 0;
    await withPage('public-map-non-participants-before', async (page) => {
      await openDashboard(page, '/?financing=all');
      before = await contributionsOf(page, 'Non-participants');
    });

    await withPage('public-map-external-upload', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await page.goto('/settings');
      const card = page.getByRole('region', { name: "Non-participants' filings (state export)" });
      await card.locator('input[type="file"]').setInputFiles({
        name: 'orestar-export.csv',
        mimeType: 'text/csv',
        buffer: STATE_EXPORT,
      });
      await card.getByRole('button', { name: 'Import filings' }).click();
      await card.getByText('Which office does each new committee run for?').waitFor();
      await expectNoSeriousAxeViolations(page, 'settings with the filings and placement cards');
      await choose(page, 'Friends of Pat Lee (filer id 21345)', 'Mayor');
      await choose(page, 'Committee to Elect Sam Ortiz (filer id 22918)', 'Auditor');
      await card.getByRole('button', { name: 'Import filings' }).click();
      await card.getByText(/^Imported 7 contributions: 6 new/).waitFor();
      await expectNoSeriousAxeViolations(page, 'settings after the filings upload');
    });

    await withPage('public-map-non-participants-after', async (page) => {
      await openDashboard(page, '/?financing=all');
      expect(await contributionsOf(page, 'Non-participants')).toBe(before + 6);
    });
  });
});
