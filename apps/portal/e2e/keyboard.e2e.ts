import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { chooseWithArrows, focusedName, focusIsInDialog, tabTo } from './keyboard';
import { DEMO_PASSWORD, DEMO_USERS, expectPath, signInAs } from './portal';

launchBrowserForFile();

/** A name of letters only (names allow no digits), different on every run. */
const unique = () =>
  `Keys${Array.from(Date.now().toString(), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

/** Signs in from /sign-in with the keyboard alone. */
async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('heading', { name: 'Sign in' }).first().waitFor();
  await tabTo(page, 'Email');
  await page.keyboard.type(email);
  await tabTo(page, 'Password');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectPath(page, '/dashboard');
  await headingHasFocus(page);
}

/**
 * After a navigation the page's heading takes focus once its data has come; Tab walks start
 * from there, not from wherever focus was in the meantime.
 */
async function headingHasFocus(page: Page) {
  await page.getByRole('heading', { level: 1 }).and(page.locator(':focus')).waitFor();
}

async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, label);
  await page.keyboard.type(text);
}

describe('[keyboard] the main flows without a mouse', () => {
  it('[keyboard] a campaign admin adds and submits a contribution; the city sets compliance and opens Match Contribution', async () => {
    const lastName = unique();
    let detailPath = '';
    await withPage('keyboard-campaign-adds-and-submits', async (page) => {
      await signInByKeyboard(page, DEMO_USERS.campaignAdmin);
      // Back from the heading to the sidebar: forwards it is a walk of the whole dashboard
      // (about a hundred stops), which a loaded machine can stretch past the test's time limit.
      await tabTo(page, 'Contributions', { backwards: true });
      await page.keyboard.press('Enter');
      await expectPath(page, '/contributions');
      await headingHasFocus(page);
      await tabTo(page, 'Add New Contribution');
      await page.keyboard.press('Enter');
      await expectPath(page, '/contributions/add');
      await page.getByRole('heading', { name: 'New Contribution' }).waitFor();

      await typeInto(page, 'Date of Contribution', '03/01/2024');
      await page.keyboard.press('Escape');
      await tabTo(page, 'Subtype of Contribution');
      await chooseWithArrows(page, 'Cash Contribution');
      await typeInto(page, 'Amount of Contribution', '25.50');
      await tabTo(page, 'OAE Contribution Type');
      await chooseWithArrows(page, 'Matchable');
      await tabTo(page, 'Payment Method');
      await chooseWithArrows(page, 'Cash');
      await typeInto(page, 'First Name', 'Ana');
      await typeInto(page, 'Last Name', lastName);
      await typeInto(page, 'Street Address', '1 Main St');
      await page.keyboard.press('Escape');
      await typeInto(page, 'Zip Code', '97201');
      // Back up to the top Save as Draft button, then press it with Space.
      await tabTo(page, 'Save as Draft', { backwards: true });
      await page.keyboard.press('Space');
      await page.getByText('Contribution Added').waitFor();
      await page.waitForURL((url) => /^\/contributions\/\d+$/.test(url.pathname));
      detailPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: /Draft$/ }).waitFor();

      await tabTo(page, 'Submit');
      await page.keyboard.press('Enter');
      await page.getByText('Contribution Updated Submitted').waitFor();
      await expectPath(page, '/contributions');
      await headingHasFocus(page);

      await tabTo(page, 'Log out', { backwards: true });
      await page.keyboard.press('Enter');
      await expectPath(page, '/sign-in');
    });

    await withPage('keyboard-city-reviews', async (page) => {
      await signInByKeyboard(page, DEMO_USERS.governmentAdmin);
      await page.goto(detailPath);
      await page.getByRole('heading', { name: /Submitted$/ }).waitFor();

      // Match Contribution opens its modal: focus moves in, stays in, and Escape gives it back.
      await tabTo(page, 'Compliance');
      await chooseWithArrows(page, 'Match Contribution');
      await page.getByRole('dialog', { name: 'Match Contribution' }).waitFor();
      await page.getByLabel('Match Amount').waitFor();
      await expect.poll(() => focusIsInDialog(page, 'Match Contribution')).toBe(true);
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await focusIsInDialog(page, 'Match Contribution')).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Match Contribution' }).waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(page)).toBe('Compliance');

      // In Compliance from the same dropdown, by arrows and Enter.
      await chooseWithArrows(page, 'In Compliance');
      await page.getByText('Contribution Updated Processed').waitFor();
      await expectPath(page, '/contributions');
    });
  });

  it('[keyboard] on a slow device, a quick Tab out of an amount leaves focus on the next field', async () => {
    await withPage('keyboard-amount-keeps-tab', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      const devTools = await page.context().newCDPSession(page);
      const cpuSlowedBy = (rate: number) =>
        devTools.send('Emulation.setCPUThrottlingRate', { rate });
      const forms = [
        {
          path: '/contributions/add',
          amount: 'Amount of Contribution',
          next: 'OAE Contribution Type',
        },
        { path: '/expenses/new', amount: 'Amount', next: 'Date of Expenditure' },
      ];
      for (const { path, amount, next } of forms) {
        await cpuSlowedBy(1);
        await page.goto(path);
        const amountInput = page.getByLabel(new RegExp(`^${amount}( \\*)?$`));
        await amountInput.waitFor();
        await expectNoSeriousAxeViolations(page, path);
        // A phone-class CPU: the amount's caret timer then fires after the Tab has moved on, and
        // used to pull focus back into the amount (the next Tab or arrow key landed there).
        await cpuSlowedBy(6);
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          await amountInput.focus();
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type(`${20 + attempt}.50`);
          await page.keyboard.press('Tab');
          await page.waitForTimeout(300);
          expect(await focusedName(page), `${path}, attempt ${attempt}`).toMatch(
            new RegExp(`^${next}( \\*)?$`),
          );
        }
      }
    });
  });
});
