import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { fieldError } from './contributions-records';
import { chooseWithArrows, focusedName, tabTo } from './keyboard';
import { textContrast } from './legibility';
import { DEMO_USERS, expectPath, signInAs, turnOnEditMode } from './portal';
import { expectNoSidewaysScroll, PHONE, settle } from './viewport';

launchBrowserForFile();

const LAPTOP = { width: 1280, height: 800 };

/**
 * Tab walks start from the page's heading, where the portal puts focus after moving to a page
 * (a page loaded by its address starts at the top of the document instead, so focus it here).
 */
async function startAtHeading(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  await settle(page);
  await heading.focus();
}

/** How many Tabs from where focus is now until the control named `name` has it. */
async function tabsUntil(page: Page, name: RegExp, limit = 40): Promise<number> {
  for (let count = 1; count <= limit; count += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return count;
  }
  throw new Error(`${limit} Tabs never reached ${String(name)}`);
}

/** Axe and the sideways-scroll check of what the page shows now, on a laptop and on a phone. */
async function expectAccessibleAtBothWidths(page: Page, where: string) {
  for (const [size, label] of [
    [LAPTOP, '1280 px'],
    [PHONE, '390 px'],
  ] as const) {
    await page.setViewportSize(size);
    await settle(page);
    await expectNoSeriousAxeViolations(page, `${where} at ${label}`);
    await expectNoSidewaysScroll(page, `${where} at ${label}`);
  }
  await page.setViewportSize(LAPTOP);
  await settle(page);
}

/** Opens the first record of the list on screen (View is a button in the table, a link on phones). */
async function viewFirstRecord(page: Page) {
  const view = page
    .getByRole('link', { name: /^View/ })
    .or(page.getByRole('button', { name: 'View' }));
  await view.first().click();
  await page.getByRole('heading', { name: /^#\d+/ }).waitFor();
}

/** Opens the first submitted contribution of the government's list and returns its address. */
async function openFirstSubmitted(page: Page): Promise<string> {
  await page.goto('/contributions?status=Submitted');
  await viewFirstRecord(page);
  await page.getByRole('heading', { name: /Submitted$/ }).waitFor();
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(/^\/contributions\/\d+$/);
  return path;
}

describe("[record screens] the reviewer's page", () => {
  it('[record screens] a reviewer by keyboard marks a contribution out of compliance, reads who and why, then marks it compliant', async () => {
    const explanation = `Gave twice in one week (${Date.now().toString(36)})`;
    await withPage('record-screens-reviewer', async (page) => {
      await page.setViewportSize(LAPTOP);
      await signInAs(page, DEMO_USERS.governmentAdmin);
      const path = await openFirstSubmitted(page);
      const panel = page.getByRole('region', { name: 'Review' });
      expect(await panel.getByTestId('review-compliance').textContent()).toBe('Not reviewed yet');
      expect(await panel.getByTestId('review-match').textContent()).toBe('No match approved yet');

      // Read-only values are text to read: full contrast, and an empty field is empty.
      const fields = page.getByTestId('record-fields');
      expect(await fields.getAttribute('data-read-only')).toBe('true');
      await settle(page);
      const firstName = fields.getByLabel(/^First Name/);
      expect(await firstName.inputValue()).not.toBe('');
      expect(await textContrast(firstName)).toBeGreaterThanOrEqual(7);
      const placeholders = await fields
        .locator('input:not([type="hidden"]), textarea')
        .evaluateAll((inputs) =>
          inputs
            .filter((input) => (input as HTMLInputElement).value === '')
            .map((input) => input.getAttribute('placeholder'))
            .filter((placeholder) => placeholder !== null && placeholder !== ''),
        );
      expect(placeholders, 'placeholders shown in empty read-only fields').toEqual([]);
      await expectAccessibleAtBothWidths(page, 'a submitted contribution under review');

      // The compliance choice is the first stop after the heading: no hunting.
      await page.goto(path);
      await startAtHeading(page);
      expect(await tabsUntil(page, /^Compliance$/)).toBe(1);
      await chooseWithArrows(page, 'Out of Compliance');
      const dialog = page.getByRole('dialog', { name: 'Out of Compliance' });
      await dialog.waitFor();
      // A radio group is one Tab stop; the arrows choose within it.
      await tabTo(page, 'Over Limit');
      await page.keyboard.press('ArrowRight');
      expect(await dialog.getByLabel('Other Reason').isChecked()).toBe(true);
      await tabTo(page, 'Explanation');
      await page.keyboard.type(explanation);
      await tabTo(page, 'Mark Out of Compliance');
      await page.keyboard.press('Enter');
      await page.getByText('Contribution Updated Out of Compliance').waitFor();
      await expectPath(page, '/contributions');

      // Back on the record, the panel says what was decided, by whom and why.
      await page.goto(path);
      await page.getByRole('heading', { name: /Out of Compliance$/ }).waitFor();
      const decision = panel.getByTestId('compliance-decision');
      await decision.waitFor();
      expect(await panel.getByTestId('review-compliance').textContent()).toBe('Out of Compliance');
      expect(await decision.textContent()).toMatch(/^Marked Out of Compliance by \S.* on \S/);
      expect(await decision.textContent()).toContain(`Reason: ${explanation}`);
      await expectAccessibleAtBothWidths(page, 'a contribution marked out of compliance');

      await page.goto(path);
      await startAtHeading(page);
      expect(await tabsUntil(page, /^Compliance$/)).toBe(1);
      await chooseWithArrows(page, 'In Compliance');
      await page.getByText('Contribution Updated Processed').waitFor();
      await page.goto(path);
      await page.getByRole('heading', { name: /Processed$/ }).waitFor();
      await expect
        .poll(() => panel.getByTestId('review-compliance').textContent())
        .toBe('In Compliance');
    });
  });

  it('[record screens] in edit mode the banner and the sidebar name the campaign being edited', async () => {
    await withPage('record-screens-edit-mode', async (page) => {
      await page.setViewportSize(LAPTOP);
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await turnOnEditMode(page);
      const sidebarName = page.getByTestId('sidebar-edited-campaign');
      await sidebarName.waitFor();
      const campaign = (await sidebarName.textContent())?.trim() ?? '';
      expect(campaign).not.toBe('');
      expect(await page.getByTestId('edit-mode-campaign').textContent()).toBe(
        `Editing ${campaign}`,
      );
      await viewFirstRecord(page);
      await page.getByTestId('record-header').getByText(campaign, { exact: true }).waitFor();
      await expectAccessibleAtBothWidths(page, 'a contribution in edit mode');
      await page.setViewportSize(PHONE);
      await settle(page);
      expect(await page.getByTestId('edit-mode-campaign').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'EDIT MODE ON - Click to turn off' }).click();
      await expectPath(page, '/dashboard');
    });
  });
});

describe('[record screens] a new form says what it still needs', () => {
  it('[record screens] staff see what Save as Draft needs; each link moves focus to its field', async () => {
    await withPage('record-screens-staff-form', async (page) => {
      await page.setViewportSize(LAPTOP);
      await signInAs(page, DEMO_USERS.campaignStaff);
      await page.goto('/contributions/add');
      await startAtHeading(page);
      await page
        .getByTestId('staff-submit-note')
        .getByText(/A campaign admin submits this contribution/)
        .waitFor();
      const summary = page.getByTestId('missing-fields');
      await summary.getByText('Save as Draft needs 8 more fields:').waitFor();
      expect(await page.getByRole('button', { name: 'Save as Draft' }).first().isDisabled()).toBe(
        true,
      );
      await expectAccessibleAtBothWidths(page, 'a new contribution with what it still needs');

      // By keyboard: the list's links are the first stops, and one takes focus to its field.
      await page.goto('/contributions/add');
      await startAtHeading(page);
      expect(await tabsUntil(page, /^Contribution date is required$/)).toBe(1);
      await tabTo(page, 'Your zipcode is required');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedName(page)).toMatch(/^Zip Code/);
      const zip = page.getByLabel(/^Zip Code/);
      expect(await zip.getAttribute('aria-required')).toBe('true');
      await page.keyboard.type('97201');
      await summary.getByText('Save as Draft needs 7 more fields:').waitFor();

      // An impossible date is said to be one, here and in the list.
      await page.getByLabel(/^Date of Contribution/).fill('13/45/2024');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      const invalid = 'Date of Contribution is not a valid date';
      await fieldError(page, invalid).waitFor();
      await summary.getByRole('link', { name: new RegExp(`^${invalid}`) }).waitFor();
      expect(await page.getByLabel(/^Date of Contribution/).getAttribute('aria-invalid')).toBe(
        'true',
      );
      await expectAccessibleAtBothWidths(page, 'a new contribution with an impossible date');
    });
  });
});
