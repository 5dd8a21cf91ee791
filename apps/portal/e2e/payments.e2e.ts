import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { DEMO_USERS, openFromSidebar, signInAs } from './portal';
import { expectNoSidewaysScroll, PHONE, settle } from './viewport';

launchBrowserForFile();

/** The run the first test approves, which the later tests read (they run in order). */
const approved = {
  runId: 0,
  campaignIds: [] as number[],
  ownCampaignId: 0,
  payeeReference: `PAYEE-${Date.now()}`,
};

/** Checks the page on a laptop, then on a phone: axe clean both times and no sideways scroll. */
async function expectAccessibleAtBothSizes(page: Page, where: string) {
  await settle(page);
  await expectNoSeriousAxeViolations(page, `${where} at 1280 px`);
  await page.setViewportSize(PHONE);
  await settle(page);
  await expectNoSidewaysScroll(page, `${where} on a phone`);
  await expectNoSeriousAxeViolations(page, `${where} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * On Public funds: when the government has no election yet, adds one through the settings form
 * that every demo campaign qualifies for (one qualifying contribution) and that covers today.
 */
async function ensureAnElection(page: Page) {
  const form = page.getByRole('form', { name: 'Programme settings' });
  await form.waitFor();
  const election = page.getByRole('combobox', { name: 'Election', exact: true });
  if ((await election.inputValue()) !== 'Add a new election') return;
  await form.getByText('Save settings needs').waitFor();
  await form.getByLabel(/^Election name/).fill('Browser test election');
  await form.getByLabel(/^Contributions count from/).fill('01/01/2000');
  await page.keyboard.press('Escape');
  await form.getByLabel(/^Election date/).fill('12/31/2099');
  await page.keyboard.press('Escape');
  for (const cap of await form.getByLabel(/maximum public funds in dollars$/).all()) {
    await cap.fill('1000000');
  }
  for (const threshold of await form.getByLabel(/qualifying contributions needed$/).all()) {
    await threshold.fill('1');
  }
  await form.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Programme settings saved').waitFor();
  await expect.poll(() => election.inputValue()).toBe('Browser test election');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** On an approved run's page: the first campaign the run pays more than nothing, and how much. */
async function firstPaidLine(page: Page) {
  const rows = page.getByRole('table', { name: 'Lines per campaign' }).locator('tbody tr');
  for (const row of await rows.all()) {
    // Cells after the campaign's row header: matched, held back, offsets, cap remaining, amount.
    const amount = (await row.getByRole('cell').nth(4).locator('p').first().textContent()) ?? '';
    const link = await row.getByRole('link', { name: /^Statement of / }).textContent();
    if (amount !== '$0.00' && link) {
      return { campaignName: link.replace(/^Statement of /, ''), amount };
    }
  }
  throw new Error('The approved run pays no campaign anything');
}

/** Cents from a CSV amount written in dollars ('1234.50' or '$1,234.50'). */
const centsOf = (amount: string) => Math.round(Number(amount.replace(/[$,"]/g, '')) * 100);

describe('[payments] public funds', () => {
  it('[payments] a government admin opens a run for a cut-off date and reviews it line by line', async () => {
    await withPage('payments-admin-opens-a-run', async (page) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await openFromSidebar(page, 'Public funds');
      await page.getByRole('heading', { level: 1, name: 'Public funds' }).waitFor();
      await ensureAnElection(page);
      await expectAccessibleAtBothSizes(page, 'public funds');

      // The cut-off date starts at today: every approved match so far.
      await page.getByRole('button', { name: 'Open a run' }).click();
      await page.waitForURL((url) => /^\/public-funds\/runs\/\d+$/.test(url.pathname));
      approved.runId = Number(new URL(page.url()).pathname.split('/').pop());
      await page
        .getByRole('heading', { level: 1, name: `Payment run ${approved.runId}` })
        .waitFor();
      await page.getByText('Draft: not paid yet').waitFor();
      const lines = page.getByRole('table', { name: 'Lines per campaign' });
      const statementLinks = lines.getByRole('link', { name: /^Statement of / });
      await statementLinks.first().waitFor();
      approved.campaignIds = await statementLinks.evaluateAll((links) =>
        links.map((link) => Number(link.getAttribute('href')?.split('/').pop())),
      );
      await expectAccessibleAtBothSizes(page, 'a draft payment run');

      // The treasury file names each campaign's payee: the admin sets one before approving.
      const firstCampaign =
        (await statementLinks.first().textContent())?.replace(/^Statement of /, '') ?? '';
      await lines
        .getByRole('button', { name: `Set the payee of ${firstCampaign}` })
        .or(lines.getByRole('button', { name: `Change the payee of ${firstCampaign}` }))
        .click();
      const payee = page.getByRole('dialog', { name: `Payee of ${firstCampaign}` });
      await payee.getByLabel('Committee id').fill('C-2026-17');
      await payee.getByLabel('Payee reference').fill(approved.payeeReference);
      await expectNoSeriousAxeViolations(page, 'the payee form');
      await payee.getByRole('button', { name: 'Save payee' }).click();
      await page.getByText('Payee saved').waitFor();
      await lines.getByText(`Payee reference: ${approved.payeeReference}`).waitFor();
    });
  });

  it('[payments] the admin approves the run after a confirmation and downloads the treasury file', async () => {
    expect(approved.runId, 'the first test opened a run').toBeGreaterThan(0);
    await withPage('payments-admin-approves-a-run', async (page) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await page.goto(`/public-funds/runs/${approved.runId}`);
      await page.getByText('Draft: not paid yet').waitFor();
      // From the keyboard: Enter asks, focus moves into the question, Escape withdraws it.
      const approve = page.getByRole('button', { name: 'Approve', exact: true });
      await approve.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Approve payment run' });
      await dialog.waitFor();
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Draft: not paid yet').waitFor();

      await approve.click();
      await dialog.waitFor();
      await expectNoSeriousAxeViolations(page, 'the approval confirmation');
      await dialog.getByRole('button', { name: 'Approve payment run' }).click();
      await page.getByText('Payment run approved').waitFor();
      await page.getByText('Approved', { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download treasury file' }).click(),
      ]);
      const file = readFileSync(await download.path(), 'utf8')
        .trim()
        .split(/\r?\n/);
      const header = (file[0] ?? '').toLowerCase();
      expect(header).toContain('amount');
      const amountColumn = header.split(',').findIndex((cell) => cell.includes('amount'));
      const fileTotal = file
        .slice(1)
        .reduce((sum, row) => sum + centsOf(row.split(',')[amountColumn] ?? '0'), 0);
      expect(file.length - 1).toBe(approved.campaignIds.length);
      const shownTotal = await page
        .getByText('Total', { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .textContent();
      expect(fileTotal).toBe(centsOf(shownTotal ?? ''));
      expect(file.some((row) => row.includes(approved.payeeReference))).toBe(true);
    });
  });

  it('[payments] the public sees what the approved run paid; the admin reads each campaign’s statement', async () => {
    expect(approved.runId, 'the first test approved a run').toBeGreaterThan(0);
    await withPage('payments-public-record-and-statement', async (page) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await page.goto(`/public-funds/runs/${approved.runId}`);
      await page.getByText('Approved', { exact: true }).first().waitFor();
      const paidLine = await firstPaidLine(page);

      await page.goto('/');
      const publicCampaigns = page.getByRole('region', { name: 'Campaigns' });
      await publicCampaigns.getByRole('columnheader', { name: 'Public Funds Paid' }).waitFor();
      await publicCampaigns
        .getByRole('row', { name: new RegExp(escapeRegExp(paidLine.campaignName)) })
        .getByText(paidLine.amount, { exact: true })
        .waitFor();

      await page.goto(`/public-funds/runs/${approved.runId}`);
      await page
        .getByRole('table', { name: 'Lines per campaign' })
        .getByRole('link', { name: `Statement of ${paidLine.campaignName}` })
        .click();
      await page.getByRole('heading', { level: 1, name: /^Payment statement, run / }).waitFor();
      await page.getByRole('table', { name: /Each match paid/ }).waitFor();
      await expectAccessibleAtBothSizes(page, 'a statement as the government admin');
    });
  });

  it('[payments] a campaign user finds its statement and the payment dates on its dashboard', async () => {
    expect(approved.runId, 'the first test approved a run').toBeGreaterThan(0);
    await withPage('payments-campaign-dashboard', async (page) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInAs(page, DEMO_USERS.campaignAdmin);
      const funds = page.getByRole('group', { name: 'Public funds' });
      await funds.getByText('Public funds paid').waitFor();
      await funds.getByRole('heading', { name: 'Upcoming payment dates' }).waitFor();
      await expectAccessibleAtBothSizes(page, 'the campaign dashboard with public funds');
      await funds
        .getByRole('link', { name: `Payment run ${approved.runId}, cut-off`, exact: false })
        .click();
      await page.waitForURL((url) =>
        url.pathname.startsWith(`/public-funds/runs/${approved.runId}/statements/`),
      );
      approved.ownCampaignId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('table', { name: /Each match paid/ }).waitFor();
    });
  });

  it('[payments] a campaign user reads its own statement and is refused another campaign’s', async () => {
    expect(approved.ownCampaignId, 'the last test found the statement').toBeGreaterThan(0);
    const own = approved.ownCampaignId;
    await withPage('payments-campaign-reads-statements', async (page) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await page.goto(`/public-funds/runs/${approved.runId}/statements/${own}`);
      await page.getByRole('table', { name: /Each match paid/ }).waitFor();
      await expectAccessibleAtBothSizes(page, 'a statement as its campaign');
      const ownCsv = await page.request.get(
        `/payment-runs/${approved.runId}/statements/${own}.csv`,
      );
      expect(ownCsv.status()).toBe(200);

      const other = approved.campaignIds.find((id) => id !== own) ?? own + 1;
      await page.goto(`/public-funds/runs/${approved.runId}/statements/${other}`);
      await page.getByText('You may only read the statements of your own campaign').waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      const csv = await page.request.get(`/payment-runs/${approved.runId}/statements/${other}.csv`);
      expect(csv.status()).toBe(403);

      // The admin's screens are not the campaign's: the portal sends it back to its dashboard.
      await page.goto('/public-funds');
      await page.waitForURL((url) => url.pathname === '/dashboard');
    });
  });
});
