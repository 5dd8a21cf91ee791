import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { openDashboard } from './dashboard-page';
import { expectNoSidewaysScroll, PHONE, settle } from './viewport';

launchBrowserForFile();

/** The first campaigns of the dashboard's campaigns table: their ids (from the links) and names. */
async function firstCampaigns(page: Page, count: number) {
  const links = page.getByRole('region', { name: 'Campaigns' }).getByRole('link');
  const campaigns: { id: string; name: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    campaigns.push({
      id: (await link.getAttribute('href'))?.replace('/campaign/', '') ?? '',
      name: (await link.textContent()) ?? '',
    });
  }
  return campaigns;
}

describe('[campaign pages] a page per campaign, and campaigns compared', () => {
  it('[campaign pages] a visitor follows a campaign from the dashboard and compares it with a non-participant', async () => {
    await withPage('campaign-page', async (page) => {
      await openDashboard(page, '/?financing=public&count=false&compare=false&startDate=&endDate=');
      const firstCampaign = page
        .getByRole('region', { name: 'Campaigns' })
        .getByRole('link')
        .first();
      const name = (await firstCampaign.textContent()) ?? '';
      expect(name).not.toBe('');
      await firstCampaign.click();

      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/campaign\/\d+$/);
      await page.getByText('OAE participant', { exact: true }).waitFor();
      const figures = page.getByRole('table', { name: `${name} figures` });
      await figures.getByRole('rowheader', { name: 'Donors' }).waitFor();
      await page.getByRole('region', { name: 'Qualification' }).getByRole('progressbar').waitFor();
      // Each drawing has its numbers as a table behind a disclosure.
      await page.getByText('Raised over time as a table').click();
      const weeks = page.getByRole('table', { name: 'Raised over time data' });
      expect(await weeks.getByRole('row').count()).toBeGreaterThan(1);
      await page.getByText('Contributor location as a table').waitFor();
      await page.getByRole('table', { name: 'ZIP codes giving most' }).waitFor();
      expect(await page.getByTestId('freshness-note').count()).toBeGreaterThanOrEqual(5);
      await expectNoSeriousAxeViolations(page, 'campaign page');

      await page.getByRole('combobox', { name: 'Compare with' }).click();
      const nonParticipant = page.getByRole('option', { name: /\(non-participant\)$/ }).first();
      const otherName = ((await nonParticipant.textContent()) ?? '').replace(
        / \(non-participant\)$/,
        '',
      );
      await nonParticipant.click();
      await page.keyboard.press('Escape');
      const compared = page.getByRole('table', { name: 'Campaigns compared' });
      await compared.getByRole('columnheader', { name: otherName }).waitFor();
      await compared.getByRole('columnheader', { name }).waitFor();
      // The address holds the choice: reloading it shows the same comparison.
      expect(new URL(page.url()).searchParams.get('compare')).toMatch(/^-\d+$/);
      await page.reload();
      await compared.getByRole('columnheader', { name: otherName }).waitFor();
      const participantRow = compared.getByRole('row', { name: /OAE Participant/ });
      expect(await participantRow.getByRole('cell').allTextContents()).toEqual(['Yes', 'No']);
      await expectNoSeriousAxeViolations(page, 'campaigns compared');

      await page.setViewportSize(PHONE);
      await settle(page);
      await expectNoSidewaysScroll(page, 'campaigns compared on a phone');
      await expectNoSeriousAxeViolations(page, 'campaigns compared on a phone');
      await page.goto(new URL(page.url()).pathname);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await settle(page);
      await expectNoSidewaysScroll(page, 'campaign page on a phone');
      await expectNoSeriousAxeViolations(page, 'campaign page on a phone');
    });
  });

  it('[campaign pages] with several campaigns chosen the map tells them apart, by amount and by count', async () => {
    await withPage('campaign-map', async (page) => {
      await openDashboard(page, '/?financing=public&count=false&compare=false&startDate=&endDate=');
      const chosen = await firstCampaigns(page, 2);
      const ids = chosen.map((campaign) => campaign.id);
      const names = chosen.map((campaign) => campaign.name);
      for (const count of ['false', 'true']) {
        await page.goto(
          `/?financing=public&count=${count}&compare=false&startDate=&endDate=&campaigns=${ids.join(',')}`,
        );
        const legend = page.getByRole('list', { name: 'Campaign legend' });
        await legend.waitFor();
        for (const name of names) await legend.getByText(name, { exact: false }).waitFor();
        expect(await legend.getByRole('listitem').allTextContents()).toEqual([
          `${names[0]} (solid outline)`,
          `${names[1]} (dashed outline)`,
        ]);
        await page.locator('path.map-campaign-cell, path.map-campaign-point').first().waitFor();
        // Two campaigns drawn in two colours and two outline patterns.
        const styles = await page
          .locator('path.map-campaign-cell, path.map-campaign-point')
          .evaluateAll((paths) =>
            paths.map(
              (path) =>
                `${path.getAttribute('stroke')}|${path.getAttribute('stroke-dasharray') ?? 'solid'}`,
            ),
          );
        expect(new Set(styles).size).toBe(2);
        expect(await page.getByLabel('Density legend').count()).toBe(0);
        await expectNoSeriousAxeViolations(page, `map of two campaigns, count=${count}`);
      }
      await page.setViewportSize(PHONE);
      await settle(page);
      await expectNoSidewaysScroll(page, 'map of two campaigns on a phone');
    });
  });
});
