import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { choose } from './contributions-records';
import { DEMO_USERS, signInAs } from './portal';

launchBrowserForFile();

/** A surname of letters only, different on every run, so the voter is this test's own. */
const uniqueSurname = () =>
  `Voter${Array.from(Date.now().toString(), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

/** Mantine's filled yellow (yellow.6, #fab005): the spec's colour of a strong match. */
const STRONG_YELLOW = 'rgb(250, 176, 5)';

async function qualifyingCount(page: Page): Promise<number> {
  await page.goto('/dashboard');
  const line = page.getByText(/^Qualifying contributions: \d+ of \d+$/);
  await line.waitFor();
  const match = /: (\d+) of/.exec((await line.textContent()) ?? '');
  return Number(match?.[1]);
}

describe('[matching] review of a contribution', () => {
  it('[matching] the city picks a ranked candidate, matches the computed amount and the threshold moves', async () => {
    const lastName = uniqueSurname();
    let id = 0;
    let before = 0;

    await withPage('matching-voter-file', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      const csv = [
        'id,first_name,last_name,address_1,address_2,city,state,zip,zip_plus_four,county',
        `E2E${Date.now()},Robert,${lastName},4321 SE Hawthorne Blvd,,Portland,OR,97214,,Multnomah`,
      ].join('\n');
      const upload = await page.request.post('/known-contributors/import', {
        multipart: {
          skipBadRows: 'false',
          file: { name: 'voters.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) },
        },
      });
      expect(upload.status()).toBe(200);
    });

    await withPage('matching-campaign-enters', async (page) => {
      // The campaign writes the voter down by nickname and with the street words spelled out.
      await signInAs(page, DEMO_USERS.campaignStaff);
      const me = (await (await page.request.get('/me')).json()) as {
        permissions: Array<{ campaignId: number | null }>;
      };
      const created = await page.request.post('/contributions/new', {
        data: {
          campaignId: me.permissions[0]?.campaignId,
          date: '2024-10-01',
          type: 'contribution',
          subType: 'cash',
          amount: 25,
          oaeType: 'matchable',
          contributorType: 'individual',
          firstName: 'Bob',
          lastName,
          address1: '4321 Southeast Hawthorne Boulevard',
          city: 'Portland',
          state: 'OR',
          zip: '97214',
          paymentMethod: 'cash',
        },
      });
      expect(created.status()).toBe(201);
      id = ((await created.json()) as { id: number }).id;
    });

    await withPage('matching-campaign-submits', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      const submitted = await page.request.put(`/contributions/${id}`, {
        data: { status: 'submitted' },
      });
      expect(submitted.status()).toBe(204);
      before = await qualifyingCount(page);
    });

    await withPage('matching-city-reviews', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await page.goto(`/contributions/${id}`);
      await page.getByRole('heading', { name: `#${id} Submitted` }).waitFor();
      const matchSection = page.getByRole('region', { name: 'Match' });
      await matchSection.getByText('No match chosen yet').waitFor();

      await matchSection.getByLabel('Choose a match').click();
      const candidate = page.getByRole('option', { name: new RegExp(`Robert ${lastName}`) });
      await candidate.waitFor();
      await expectNoSeriousAxeViolations(page, 'contribution with its match candidates');
      const options = await page.getByRole('option').allTextContents();
      expect(options[0]).toContain(`Robert ${lastName}`);
      expect(options.at(-1)).toContain('No Match');
      const badge = candidate.getByText('Strong', { exact: true });
      expect(
        await badge.evaluate(
          (element) =>
            getComputedStyle(element.closest('.mantine-Badge-root') ?? element).backgroundColor,
        ),
      ).toBe(STRONG_YELLOW);
      await candidate.click();
      await page.getByText('Match Updated').waitFor();
      await matchSection.getByText(`Robert ${lastName}`).first().waitFor();

      await choose(page, 'Compliance', 'Match Contribution');
      const dialog = page.getByRole('dialog', { name: 'Match Contribution' });
      await dialog.getByTestId('public-money').getByText('$180.00').waitFor();
      expect(await dialog.getByLabel('Match Amount').inputValue()).toBe('$20.00');
      await expectNoSeriousAxeViolations(page, 'Match Contribution modal');
      await dialog.getByRole('button', { name: 'Match Contribution' }).click();
      await page.getByText('Contribution Updated Processed').waitFor();
    });

    await withPage('matching-threshold-moves', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      expect(await qualifyingCount(page)).toBe(before + 1);
    });
  });
});
