import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { choose, field, fieldError, typeDate } from './contributions-records';
import { DEMO_USERS, signInAs } from './portal';
import { describeBookkeepingAndReview } from './record-review';

launchBrowserForFile();

/** A name of letters only (names allow no digits), different on every run. */
const unique = () =>
  `Run${Array.from(Date.now().toString(), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

describeBookkeepingAndReview({
  tag: 'contributions',
  path: '/contributions',
  noun: 'Contribution',
  label: 'contribution',
  uniqueMark: unique,
  explanation: (lastName) => `Donor ${lastName} is over the limit`,
  saveDraft: async (page, lastName) => {
    await page.goto('/contributions/add');
    await page.getByRole('heading', { name: 'New Contribution' }).waitFor();
    const save = page.getByRole('button', { name: 'Save as Draft' });
    expect(await save.first().isDisabled()).toBe(true);

    // Leaving required fields empty shows their messages.
    await field(page, 'Street Address').click();
    await page.getByLabel('Zip Code').click();
    await fieldError(page, 'Your street address is required').waitFor();
    await page.getByLabel('First Name').click();
    await field(page, 'Street Address').click();
    await fieldError(page, 'First name is required.').waitFor();
    await expectNoSeriousAxeViolations(page, 'new contribution with field errors');

    await typeDate(page, 'Date of Contribution', '03/01/2024');
    await choose(page, 'Subtype of Contribution', 'Cash Contribution');
    await choose(page, 'OAE Contribution Type', 'Matchable');
    await choose(page, 'Payment Method', 'Cash');
    await page.getByLabel('First Name').fill('Ana');
    await page.getByLabel('Last Name').fill(lastName);
    await field(page, 'Street Address').fill('1 Main St');
    await page.getByLabel('Zip Code').fill('97201-9999');
    expect(await page.getByLabel('Zip Code').inputValue()).toBe('97201');
    expect(await save.first().isDisabled()).toBe(true);
    await page.getByLabel('Amount of Contribution').fill('25.5');
    await page.getByLabel('Amount of Contribution').blur();
    expect(await page.getByLabel('Amount of Contribution').inputValue()).toBe('$25.50');
    await save.first().click();
  },
});

describe('[contributions] bulk import and export', () => {
  it('[contributions] bulk import saves a good file and lists the bad row of another', async () => {
    await withPage('contributions-bulk-import', async (page) => {
      await signInAs(page, DEMO_USERS.campaignStaff);
      const template = await (await page.request.get('/bulk-contributions.csv')).text();
      const [header, example] = template.trim().split(/\r?\n/);
      const good = `${header}\n${example?.replace('Doe', unique())}\n`;
      const bad = `${header}\n${example}\n${example?.replace(',97201,', ',,')}\n`;

      await page.goto('/contributions');
      await page.getByRole('button', { name: 'Bulk Add Contributions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bulk Add Contributions' });
      const fileInput = dialog.locator('input[type="file"]');
      await fileInput.setInputFiles({
        name: 'bad.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(bad),
      });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.getByText('Errors:').waitFor();
      await expectNoSeriousAxeViolations(page, 'Bulk Add Contributions modal with row errors');
      expect(await dialog.getByText(/^Row \d+:/).count()).toBeGreaterThan(0);

      await fileInput.setInputFiles({
        name: 'good.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(good),
      });
      expect(await dialog.getByText('Errors:').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.getByText('1 contribution uploaded').waitFor();
    });
  });

  it('[contributions] Export CSV downloads a file', async () => {
    await withPage('contributions-export-csv', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await page.goto('/contributions');
      await page.getByRole('heading', { name: 'Contributions' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^contributions-download-.+\.csv$/);
      const path = await download.path();
      expect(path).toBeTruthy();
    });
  });
});
