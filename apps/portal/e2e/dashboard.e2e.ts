import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { openDashboard } from './dashboard-page';
import { settle } from './viewport';

launchBrowserForFile();

const query = (page: Page) => new URL(page.url()).searchParams;

/** The number in a summary table cell, e.g. the participants' contribution count. */
async function summaryCell(page: Page, row: 'Participants' | 'Non-participants', column: number) {
  const table = page.getByRole('table', { name: 'Summary by participation' });
  return (
    (await table
      .getByRole('row', { name: new RegExp(`^${row}`) })
      .locator('td')
      .nth(column)
      .textContent()) ?? ''
  ).trim();
}

/** Waits until the participants' contribution count is no longer `before`. */
async function participantsChangedFrom(page: Page, before: string) {
  await page.waitForFunction((previous) => {
    const row = [...document.querySelectorAll('tr')].find((tr) =>
      tr.textContent?.startsWith('Participants'),
    );
    return row?.querySelectorAll('td')[1]?.textContent !== previous;
  }, before);
}

/** Opens the date picker `button` and picks a day: up to the decade, then down to the day. */
async function pickDay(
  page: Page,
  button: string,
  on: { year: string; month: string; day: string },
) {
  await page.getByRole('button', { name: button }).click();
  const calendar = page.getByRole('dialog').last();
  const level = calendar.locator('.mantine-DatePickerInput-calendarHeaderLevel');
  await level.click();
  await level.click();
  await calendar.getByRole('button', { name: on.year, exact: true }).click();
  await calendar.getByRole('button', { name: on.month, exact: true }).click();
  await calendar
    .locator('button', { hasText: new RegExp(`^${on.day}$`) })
    .first()
    .click();
}

async function waitForUrl(page: Page, key: string, value: string) {
  await page.waitForFunction(
    ([name, expected]) =>
      new URL(window.location.href).searchParams.get(name as string) === expected,
    [key, value],
  );
}

interface CampaignOption {
  id: number;
  name: string;
  participating: boolean;
}

async function dashboardCampaigns(page: Page): Promise<CampaignOption[]> {
  const answer = (await (await page.request.get('/trpc/dashboard.campaigns')).json()) as {
    result: { data: { json: CampaignOption[] } };
  };
  return answer.result.data.json;
}

describe('[dashboard] public dashboard', () => {
  it('[dashboard] loads for an anonymous visitor with the default filters in the URL', async () => {
    await withPage('dashboard-anonymous', async (page) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openDashboard(page);
      expect(query(page).get('financing')).toBe('public');
      expect(query(page).get('startDate')).toBe('2023-01-01');
      expect(Number(await summaryCell(page, 'Participants', 1))).toBeGreaterThan(0);
      await page
        .getByTestId('data-note')
        .getByText(/retrieved/)
        .waitFor();
      await page.getByText('Contribution size as a table').click();
      await page.getByRole('table', { name: 'Contribution size data' }).waitFor();
      await page.getByText('Map as a table').click();
      await page.getByRole('table', { name: 'Mapped contributions by candidate' }).waitFor();
      await page.getByLabel('Map of contributions').waitFor();
      await expectNoSeriousAxeViolations(page, 'public dashboard');
      expect(errors).toEqual([]);
    });
  });

  it('[dashboard] changing each filter updates the URL and the numbers', async () => {
    await withPage('dashboard-filters', async (page) => {
      await openDashboard(page);
      const participants = await summaryCell(page, 'Participants', 1);
      expect(await summaryCell(page, 'Non-participants', 1)).toBe('0');

      await page
        .getByRole('button', { name: 'All: show participants and non-participants' })
        .click();
      await waitForUrl(page, 'financing', 'all');
      await page.waitForFunction(() => {
        const row = [...document.querySelectorAll('tr')].find((tr) =>
          tr.textContent?.startsWith('Non-participants'),
        );
        return row?.querySelectorAll('td')[1]?.textContent !== '0';
      });

      await page.getByText('Non-participants', { exact: true }).first().click();
      await waitForUrl(page, 'financing', 'private');
      await page.getByText('Participants', { exact: true }).first().click();
      await waitForUrl(page, 'financing', 'public');

      // The chart's data opens as a table below it.
      await page.getByText('Contribution size as a table').click();
      const sizeTable = page.getByRole('table', { name: 'Contribution size data' });
      // Amount view shows money in the chart's text alternative, count view plain numbers.
      const firstValue = (text: RegExp) =>
        sizeTable.locator('td').first().filter({ hasText: text }).waitFor({ state: 'attached' });
      await firstValue(/^\$[\d,.]+$/);
      await page.getByText('Count', { exact: true }).click();
      await waitForUrl(page, 'count', 'true');
      await firstValue(/^\d+$/);

      await page.getByRole('combobox', { name: 'Offices' }).click();
      await page.getByRole('option', { name: 'Mayor' }).click();
      await waitForUrl(page, 'offices', 'Mayor');
      expect(query(page).get('financing')).toBe('all');
      await page.keyboard.press('Escape');
      await page.waitForFunction((before) => {
        const row = [...document.querySelectorAll('tr')].find((tr) =>
          tr.textContent?.startsWith('Participants'),
        );
        return row?.querySelectorAll('td')[1]?.textContent !== before;
      }, participants);

      const mayors = (await dashboardCampaigns(page)).filter((campaign) =>
        campaign.name.includes('Mayor'),
      );
      const beforeCandidate = await summaryCell(page, 'Participants', 1);
      await page.getByRole('combobox', { name: 'Candidates' }).click();
      await page.getByRole('option', { name: mayors[0]?.name ?? '' }).click();
      await waitForUrl(page, 'campaigns', String(mayors[0]?.id));
      expect(query(page).get('compare')).toBe('false');
      await page.keyboard.press('Escape');
      await participantsChangedFrom(page, beforeCandidate);

      // The To calendar opens on this month, the From calendar on January 2023 (the default
      // start): either way the pick goes up to the decade and down to the day.
      const beforeDate = await summaryCell(page, 'Participants', 1);
      await pickDay(page, 'To', { year: '2024', month: 'Mar', day: '15' });
      await waitForUrl(page, 'endDate', '2024-03-15');
      await participantsChangedFrom(page, beforeDate);

      const beforeFrom = await summaryCell(page, 'Participants', 1);
      await pickDay(page, 'From', { year: '2024', month: 'Feb', day: '1' });
      await waitForUrl(page, 'startDate', '2024-02-01');
      await participantsChangedFrom(page, beforeFrom);

      // A second candidate turns compare on: one panel per candidate replaces the summary.
      await page.getByRole('combobox', { name: 'Candidates' }).click();
      await page.getByRole('option', { name: mayors[1]?.name ?? '' }).click();
      await waitForUrl(page, 'compare', 'true');
      await page.keyboard.press('Escape');
      for (const mayor of mayors.slice(0, 2))
        await page.getByRole('region', { name: `Candidate ${mayor.name}` }).waitFor();
      expect(await page.getByRole('table', { name: 'Summary by participation' }).count()).toBe(0);
      await expectNoSeriousAxeViolations(page, 'public dashboard comparing three candidates');
    });
  });

  it('[dashboard] opening a copied URL restores the same view', async () => {
    await withPage('dashboard-copied-url', async (page) => {
      await openDashboard(page);
      await page
        .getByRole('button', { name: 'All: show participants and non-participants' })
        .click();
      await waitForUrl(page, 'financing', 'all');
      await page.getByText('Count', { exact: true }).click();
      await waitForUrl(page, 'count', 'true');
      await settle(page);
      const beforeOffice = await summaryCell(page, 'Participants', 1);
      await page.getByRole('combobox', { name: 'Offices' }).click();
      await page.getByRole('option', { name: 'Auditor' }).click();
      await waitForUrl(page, 'offices', 'Auditor');
      await page.keyboard.press('Escape');
      // The figures for Auditor have come (on a loaded machine they take longer than a moment).
      await participantsChangedFrom(page, beforeOffice);
      const link = page.url();
      const summary = await page
        .getByRole('table', { name: 'Summary by participation' })
        .textContent();

      const copy = await page.context().newPage();
      await copy.goto(link);
      await copy.getByRole('table', { name: 'Summary by participation' }).waitFor();
      await copy.waitForFunction(
        (expected) =>
          document.querySelector('[aria-label="Summary by participation"]')?.textContent ===
          expected,
        await page.getByRole('table', { name: 'Summary by participation' }).textContent(),
      );
      expect(copy.url()).toBe(link);
      expect(
        await copy.getByRole('table', { name: 'Summary by participation' }).textContent(),
      ).toBe(summary);
      expect(await copy.getByRole('radio', { name: 'Count' }).isChecked()).toBe(true);
      expect(await copy.getByRole('radio', { name: 'All' }).isChecked()).toBe(true);
    });
  });

  it('[dashboard] compare mode shows one panel per candidate', async () => {
    await withPage('dashboard-compare', async (page) => {
      await openDashboard(page);
      const chosen = (await dashboardCampaigns(page)).filter((c) => c.participating).slice(0, 3);
      expect(chosen).toHaveLength(3);
      await page.goto(
        `/?financing=public&compare=true&campaigns=${chosen.map((c) => c.id).join(',')}`,
      );
      for (const campaign of chosen) {
        await page.getByRole('region', { name: `Candidate ${campaign.name}` }).waitFor();
      }
      expect(await page.getByRole('region', { name: /^Candidate / }).count()).toBe(3);
      expect(await page.getByRole('table', { name: 'Summary by participation' }).count()).toBe(0);
      await page
        .getByRole('region', { name: `Candidate ${chosen[0]?.name}` })
        .getByText('OAE Participant')
        .waitFor();

      await page.setViewportSize({ width: 500, height: 900 });
      await page.getByLabel('Candidate shown').getByText('2', { exact: true }).click();
      await page.getByRole('region', { name: `Candidate ${chosen[1]?.name}` }).waitFor();
      expect(await page.getByRole('region', { name: /^Candidate / }).count()).toBe(1);
      await expectNoSeriousAxeViolations(page, 'compare mode on a narrow screen');
    });
  });

  it('[dashboard] the Info modal shows the intro first and the long text after a reload', async () => {
    await withPage('dashboard-info-modal', async (page) => {
      await page.goto('/');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('This dashboard shows who is giving to the campaigns').waitFor();
      expect(await dialog.getByText('About the programme', { exact: true }).count()).toBe(0);
      await expectNoSeriousAxeViolations(page, 'Info modal on a first visit');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'visited')?.path).toBe('/');

      await page.reload();
      await page.getByRole('table', { name: 'Summary by participation' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.getByRole('button', { name: 'Info' }).click();
      await page.getByRole('dialog').getByText('About the programme', { exact: true }).waitFor();
      await expectNoSeriousAxeViolations(page, 'Info modal on a later visit');
    });
  });

  it('[dashboard] a failing data source shows Oh no! followed by the error', async () => {
    await withPage('dashboard-data-error', async (page) => {
      await page.route(/\/trpc\/.*dashboard\.view/, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify([
            { error: { json: { message: 'Database unreachable', code: -32603, data: {} } } },
          ]),
        }),
      );
      await page.goto('/');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Oh no! Database unreachable' })
        .first()
        .waitFor();
      await expectNoSeriousAxeViolations(page, 'public dashboard with a data error');
    });
  });

  it('[dashboard] count view draws the screen-grid density with its legend', async () => {
    await withPage('dashboard-count-view', async (page) => {
      await openDashboard(
        page,
        '/?financing=public&count=true&compare=false&startDate=2023-01-01&endDate=',
      );
      await page.getByLabel('Density legend').getByText('Fewer').waitFor();
      await page.locator('path.map-density-cell').first().waitFor();
      await expectNoSeriousAxeViolations(page, 'public dashboard in count view');
      // Amount view at the city-wide zoom: one circle per occupied cell, and the text alternative.
      await page.getByRole('radiogroup', { name: 'View by' }).getByText('Amount').click();
      await page.locator('path.map-amount-cell').first().waitFor();
      await page.getByText('Map as a table').click();
      await page.getByRole('table', { name: 'Mapped contributions by candidate' }).waitFor();
      await expectNoSeriousAxeViolations(
        page,
        'public dashboard map in amount view, with its table',
      );
    });
  });
});
