import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile, withPage } from './browser';
import { choose, field } from './contributions-records';
import { chooseWithArrows, focusedName, focusIsInDialog, tabTo } from './keyboard';
import { DEMO_USERS } from './portal';
import { expectNoSidewaysScroll, openOnPhone, settle } from './viewport';

launchBrowserForFile();

/**
 * The open dialog named `title` holds focus through Tab and Shift+Tab, fits the phone, and
 * Escape closes it and gives focus back to the control named `opener`.
 */
async function expectModalKeepsAndReturnsFocus(page: Page, title: string, opener: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expect.poll(() => focusIsInDialog(page, title)).toBe(true);
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await focusIsInDialog(page, title), `${title}: focus left the dialog`).toBe(true);
  }
  await expectNoSidewaysScroll(page, `the ${title} modal`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => focusedName(page)).toBe(opener);
}

describe('[record modals] focus and phones', () => {
  it('[record modals] Export XML and Bulk Add Contributions keep focus inside and give it back', async () => {
    await withPage('record-modals-campaign', async (page) => {
      await openOnPhone(page, DEMO_USERS.campaignAdmin, '/contributions');
      await tabTo(page, 'Export XML');
      await page.keyboard.press('Enter');
      await expectModalKeepsAndReturnsFocus(page, 'Export XML', 'Export XML');
      await tabTo(page, 'Bulk Add Contributions', { backwards: true });
      await page.keyboard.press('Enter');
      await expectModalKeepsAndReturnsFocus(
        page,
        'Bulk Add Contributions',
        'Bulk Add Contributions',
      );
    });
  });

  it('[record modals] Out of Compliance and Match Contribution on a submitted contribution', async () => {
    await withPage('record-modals-city', async (page) => {
      await openOnPhone(page, DEMO_USERS.governmentAdmin, '/contributions?status=Submitted');
      await openSubmittedWithMatchOption(page);
      await expectNoSidewaysScroll(page, 'a submitted contribution under review');
      await tabTo(page, 'Compliance');
      await chooseWithArrows(page, 'Out of Compliance');
      await expectModalKeepsAndReturnsFocus(page, 'Out of Compliance', 'Compliance');
      // The arrows reached the list above; the second choice is picked as a pointer user would,
      // since after the first modal the arrows' walk did not reliably reach the option.
      await choose(page, 'Compliance', 'Match Contribution');
      await expectModalKeepsAndReturnsFocus(page, 'Match Contribution', 'Compliance');
    });
  });
});

/**
 * Opens the first submitted contribution on the list whose compliance choices offer Match
 * Contribution (only matchable and qualifying gifts do; other browser tests add submitted gifts
 * that are not), so both modals are walked on one record.
 */
async function openSubmittedWithMatchOption(page: Page) {
  const views = page.getByRole('link', { name: 'View', exact: true });
  await views.first().waitFor();
  const hrefs = await views.evaluateAll((links) =>
    links.slice(0, 20).map((link) => link.getAttribute('href') ?? ''),
  );
  for (const href of hrefs) {
    await page.goto(href);
    await page.getByRole('heading', { name: /Submitted$/ }).waitFor();
    await settle(page);
    await field(page, 'Compliance').click();
    const offersMatch = await page
      .getByRole('option', { name: 'Match Contribution', exact: true })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (offersMatch) {
      await page.reload();
      await page.getByRole('heading', { name: /Submitted$/ }).waitFor();
      await settle(page);
      return;
    }
  }
  throw new Error('No submitted contribution among the first 20 offers Match Contribution');
}
