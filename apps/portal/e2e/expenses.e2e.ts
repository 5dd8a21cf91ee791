import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile } from './browser';
import { choose, field, fieldError, typeDate } from './contributions-records';
import { describeBookkeepingAndReview } from './record-review';

launchBrowserForFile();

describeBookkeepingAndReview({
  tag: 'expenses',
  path: '/expenses',
  noun: 'Expenditure',
  label: 'expense',
  uniqueMark: () => `Print Shop ${Date.now().toString(36)}`,
  explanation: (payee) => `No receipt from ${payee}`,
  saveDraft: async (page, payee) => {
    await page.goto('/expenses/new');
    await page.getByRole('heading', { name: 'New Expense' }).waitFor();
    await page.getByLabel('Payee Name').click();
    await field(page, 'Street Address').click();
    await fieldError(page, 'The payee name is required').waitFor();

    await field(page, 'Amount').fill('120.5');
    await typeDate(page, 'Date of Expenditure', '03/02/2024');
    await choose(page, 'Type of Expenditure', 'Expenditure');
    await choose(page, 'Subtype of Expenditure', 'Cash Expenditure');
    await choose(page, 'Payment Method', 'Check');
    await page.getByLabel('Check Number').click();
    await page.getByLabel('Payee Name').click();
    await fieldError(page, 'Check number is required.').waitFor();
    await expectNoSeriousAxeViolations(page, 'new expense with field errors');
    await page.getByLabel('Check Number').fill('1001');
    await choose(page, 'Payee Type', 'Business');
    await page.getByLabel('Payee Name').fill(payee);
    await page.getByRole('button', { name: 'Save as Draft' }).first().click();
  },
});
