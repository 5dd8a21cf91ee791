import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { openDashboard } from './dashboard-page';
import { expectNoSidewaysScroll, PHONE, settle } from './viewport';

launchBrowserForFile();

describe('[open data] downloads and the API reference', () => {
  it('[open data] the dashboard offers its data for the current filters as files', async () => {
    await withPage('open-data-downloads', async (page) => {
      await openDashboard(
        page,
        '/?financing=all&count=false&compare=false&startDate=2023-01-01&endDate=',
      );
      const downloads = page.getByRole('region', { name: 'Download this data' });
      const campaignsCsv = downloads.getByRole('link', { name: 'Download Campaigns CSV' });
      await campaignsCsv.scrollIntoViewIfNeeded();
      const href = new URL((await campaignsCsv.getAttribute('href')) ?? '', page.url());
      expect(href.pathname).toBe('/open-data/campaigns.csv');
      expect(href.searchParams.get('financing')).toBe('all');
      expect(href.searchParams.get('startDate')).toBe('2023-01-01');

      // The file holds the rows the campaigns table shows.
      const file = await page.request.get(href.toString());
      expect(file.status()).toBe(200);
      const [header, firstRow] = (await file.text()).split('\r\n');
      expect(header).toContain('campaignName');
      const column = header?.split(',').indexOf('campaignName') ?? -1;
      const firstCampaign = firstRow?.split(',')[column] ?? '';
      expect(firstCampaign).not.toBe('');
      await page
        .getByRole('region', { name: 'Campaigns' })
        .getByText(firstCampaign)
        .first()
        .waitFor();

      // A click saves the file rather than leaving the dashboard.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        downloads.getByRole('link', { name: 'Download Contributions JSON' }).click(),
      ]);
      // The name carries the filters on screen, so another view's download is another file.
      expect(download.suggestedFilename()).toMatch(/^contributions_all_2023-01-01_to_.+\.json$/);
      expect(new URL(page.url()).pathname).toBe('/');

      await expectNoSeriousAxeViolations(page, 'public dashboard with its downloads');
      await page.setViewportSize(PHONE);
      await settle(page);
      await expectNoSidewaysScroll(page, 'public dashboard downloads on a phone');
    });
  });

  it('[open data] the REST API reference is readable, accessible and fits a phone', async () => {
    await withPage('api-docs', async (page) => {
      await page.goto('/api-docs');
      await page.getByRole('heading', { level: 1, name: 'REST API reference' }).waitFor();
      await page.getByRole('heading', { name: 'Public data' }).waitFor();
      await page.getByText('/open-data/contributions.csv', { exact: true }).first().waitFor();
      await expectNoSeriousAxeViolations(page, 'API reference');
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page, 'API reference on a phone');
      await expectNoSeriousAxeViolations(page, 'API reference on a phone');

      await page.getByRole('link', { name: '/openapi.json' }).waitFor();
      const document = await page.request.get('/openapi.json');
      expect((await document.json()).openapi).toBe('3.1.0');
    });
  });
});
