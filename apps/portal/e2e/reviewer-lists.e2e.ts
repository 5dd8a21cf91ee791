import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { chooseWithArrows, tabTo } from './keyboard';
import { DEMO_USERS, signInAs } from './portal';
import { expectNoSidewaysScroll, PHONE, settle } from './viewport';

launchBrowserForFile();

const LAPTOP = { width: 1280, height: 800 };

/** The list table's rows as the Campaign and Name cells read, by their column headers. */
function listedRows(page: Page): Promise<{ campaign: string; name: string }[]> {
  return page.evaluate(() => {
    const table = document.querySelector('main table');
    if (!table) return [];
    const headers = [...table.querySelectorAll('thead th')].map((cell) =>
      (cell.textContent ?? '').trim(),
    );
    const column = (label: string) => headers.findIndex((header) => header.startsWith(label));
    const [campaign, name] = [column('Campaign'), column('Name')];
    return [...table.querySelectorAll('tbody tr')].map((row) => ({
      campaign: (row.children[campaign]?.textContent ?? '').trim(),
      name: (row.children[name]?.textContent ?? '').trim(),
    }));
  });
}

/** Waits until the table shows rows and every one passes `fits`. */
async function rowsSettleTo(
  page: Page,
  fits: (row: { campaign: string; name: string }) => boolean,
) {
  await expect
    .poll(async () => {
      const rows = await listedRows(page);
      return rows.length > 0 && rows.every(fits);
    })
    .toBe(true);
}

describe('[reviewer lists] a government admin filters by campaign and searches a name', () => {
  it('[reviewer lists] by keyboard at 1280 px, kept in the address, and at 390 px; axe clean', async () => {
    await withPage('reviewer-lists-contributions', async (page) => {
      await page.setViewportSize(LAPTOP);
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await page.goto('/contributions');
      await page.getByRole('heading', { name: 'Contributions', level: 1 }).waitFor();
      await settle(page);
      const [first] = await listedRows(page);
      if (!first) throw new Error('The demo government has no contributions to review');
      // Part of the longest word of the first donor's name, in capitals: the search ignores case.
      const word = first.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
      const part = word.slice(0, 4).toUpperCase();
      await expectNoSeriousAxeViolations(page, 'contributions list with its filters, 1280 px');

      await page.getByRole('heading', { name: 'Contributions', level: 1 }).focus();
      await tabTo(page, 'Campaign');
      await chooseWithArrows(page, first.campaign);
      await tabTo(page, 'Contributor name');
      await page.keyboard.type(part);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('name') === part);
      const campaignId = new URL(page.url()).searchParams.get('campaign');
      expect(campaignId).toMatch(/^\d+$/);
      const fits = (row: { campaign: string; name: string }) =>
        row.campaign === first.campaign && row.name.toLowerCase().includes(part.toLowerCase());
      await rowsSettleTo(page, fits);
      await expectNoSeriousAxeViolations(page, 'contributions list filtered and searched, 1280 px');

      // The address alone brings the same view back, its controls showing what it holds.
      await page.reload();
      await page.getByRole('heading', { name: 'Contributions', level: 1 }).waitFor();
      await rowsSettleTo(page, fits);
      const search = page.getByRole('searchbox', { name: 'Contributor name' });
      expect(await search.inputValue()).toBe(part);
      expect(
        await page
          .locator('input')
          .and(page.getByLabel('Campaign', { exact: true }))
          .inputValue(),
      ).toBe(first.campaign);

      await page.setViewportSize(PHONE);
      await settle(page);
      await expectNoSideways(page, 'contributions list filtered and searched, 390 px');
    });
  });

  it('[reviewer lists] the expense list searches a payee at 1280 px and 390 px; axe clean', async () => {
    await withPage('reviewer-lists-expenses', async (page) => {
      await page.setViewportSize(LAPTOP);
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await page.goto('/expenses');
      await page.getByRole('heading', { name: 'Expenses', level: 1 }).waitFor();
      await settle(page);
      const [first] = await listedRows(page);
      if (!first) throw new Error('The demo government has no expenses to review');
      const part = first.name.slice(1, 5).toLowerCase();
      await page.getByRole('searchbox', { name: 'Payee name' }).fill(part);
      await page.keyboard.press('Enter');
      await rowsSettleTo(page, (row) => row.name.toLowerCase().includes(part));
      await expectNoSeriousAxeViolations(page, 'expense list searched, 1280 px');
      await page.setViewportSize(PHONE);
      await settle(page);
      await expectNoSideways(page, 'expense list searched, 390 px');
    });
  });
});

/** At a phone's width: axe clean and nothing scrolls sideways. */
async function expectNoSideways(page: Page, where: string) {
  await expectNoSeriousAxeViolations(page, where);
  await expectNoSidewaysScroll(page, where);
}
