import { describe, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import {
  choose,
  field,
  markOutOfCompliance,
  recordIdFromUrl,
  signInAs,
  typeDate,
} from './contributions-records';
import { DEMO_USERS, expectPath } from './portal';

launchBrowserForFile();

describe('[expenses] bookkeeping and review', () => {
  it('[expenses] staff saves a draft, the admin submits it, the city marks it out of compliance', async () => {
    const payee = `Print Shop ${Date.now().toString(36)}`;
    let id = 0;
    await withPage('expenses-staff-saves-a-draft', async (page) => {
      await signInAs(page, DEMO_USERS.campaignStaff);
      await page.goto('/expenses/new');
      await page.getByRole('heading', { name: 'New Expense' }).waitFor();
      await page.getByLabel('Payee Name').click();
      await field(page, 'Street Address').click();
      await page.getByText('The payee name is required').waitFor();

      await field(page, 'Amount').fill('120.5');
      await typeDate(page, 'Date of Expenditure', '03/02/2024');
      await choose(page, 'Type of Expenditure', 'Expenditure');
      await choose(page, 'Subtype of Expenditure', 'Cash Expenditure');
      await choose(page, 'Payment Method', 'Check');
      await page.getByLabel('Check Number').click();
      await page.getByLabel('Payee Name').click();
      await page.getByText('Check number is required.').waitFor();
      await expectNoSeriousAxeViolations(page, 'new expense with field errors');
      await page.getByLabel('Check Number').fill('1001');
      await choose(page, 'Payee Type', 'Business');
      await page.getByLabel('Payee Name').fill(payee);
      await page.getByRole('button', { name: 'Save as Draft' }).first().click();
      await page.getByText('Expenditure Added').waitFor();
      id = await recordIdFromUrl(page, '/expenses');
      await page.getByRole('heading', { name: `#${id} draft` }).waitFor();
    });

    await withPage('expenses-admin-submits', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await page.goto(`/expenses/${id}`);
      await page.getByRole('heading', { name: `#${id} draft` }).waitFor();
      await expectNoSeriousAxeViolations(page, 'expense detail (draft)');
      await page.getByTestId('record-actions').getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Expenditure Updated submitted').waitFor();
      await expectPath(page, '/expenses');
    });

    await withPage('expenses-city-out-of-compliance', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await page.goto(`/expenses/${id}`);
      await page.getByRole('heading', { name: `#${id} submitted` }).waitFor();
      await expectNoSeriousAxeViolations(page, 'expense under review');
      await markOutOfCompliance(page, `No receipt from ${payee}`);
      await page.getByText('Expenditure Updated out of compliance').waitFor();
      await page.goto(`/expenses/${id}`);
      await page.getByRole('heading', { name: `#${id} out of compliance` }).waitFor();
      await page
        .getByTestId('transaction-history')
        .getByText(`No receipt from ${payee}`, { exact: false })
        .first()
        .waitFor();
    });
  });
});
