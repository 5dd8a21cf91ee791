import { type APIRequestContext, request as apiRequest, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { baseUrl, launchBrowserForFile, withPage } from './browser';
import { DEMO_PASSWORD, latestMailTo, uniqueEmail } from './portal';
import { expectNoSidewaysScroll, PHONE, settle } from './viewport';

launchBrowserForFile();

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

let campaignStaff: APIRequestContext;
let campaignId = 0;
let campaignName = '';

beforeAll(async () => {
  campaignStaff = await apiRequest.newContext({ baseURL: baseUrl() });
  const login = await campaignStaff.post('/users/login', {
    data: { email: 'campaign.admin@example.org', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(204);
  const me = (await (await campaignStaff.get('/me')).json()) as {
    permissions: { campaignId: number | null; campaignName: string | null }[];
  };
  campaignId = me.permissions[0]?.campaignId ?? 0;
  campaignName = me.permissions[0]?.campaignName ?? '';
});

afterAll(async () => {
  await campaignStaff?.dispose();
});

/** The campaign hands in a contribution today, as its staff would in the portal. */
async function handInContribution() {
  const created = await campaignStaff.post('/contributions/new', {
    data: {
      campaignId,
      date: '2024-03-01',
      type: 'contribution',
      subType: 'cash',
      amount: 42,
      oaeType: 'matchable',
      contributorType: 'individual',
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Main St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      paymentMethod: 'cash',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const submitted = await campaignStaff.put(`/contributions/${id}`, {
    data: { status: 'submitted' },
  });
  expect(submitted.status(), await submitted.text()).toBe(204);
}

async function digestTo(email: string): Promise<OutboxMail> {
  const mails = (await (await fetch(`${baseUrl()}/dev/outbox`)).json()) as OutboxMail[];
  const digest = mails.find(
    (mail) => mail.to === email && mail.subject.includes('new public activity'),
  );
  if (!digest) throw new Error(`No digest to ${email} in the outbox`);
  return digest;
}

async function checkScreen(page: Page, where: string) {
  await expectNoSeriousAxeViolations(page, `${where} at 1280 px`);
  await page.setViewportSize(PHONE);
  await settle(page);
  await expectNoSeriousAxeViolations(page, `${where} at 390 px`);
  await expectNoSidewaysScroll(page, `${where} on a phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('[alerts] e-mail alerts', () => {
  it('[alerts] a visitor subscribes, confirms through the e-mail, gets a digest and unsubscribes', async () => {
    await withPage('alerts-subscribe-confirm-unsubscribe', async (page) => {
      const email = uniqueEmail('follower');
      await page.setViewportSize({ width: 1280, height: 800 });
      // The public pages' footer leads here (the dashboard opens its info modal on a first visit).
      await page.goto('/about');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Alerts and feeds' }).click();
      await page.getByRole('heading', { level: 1, name: 'Alerts and feeds' }).waitFor();

      // A wrong address is named on its field, and nothing is sent.
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Enter a valid email').waitFor();
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Follow').selectOption({ label: campaignName });
      await expect
        .poll(() =>
          page.getByRole('link', { name: `Feed of ${campaignName}` }).getAttribute('href'),
        )
        .toBe(`/feeds/campaign/${campaignId}.atom`);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page
        .getByText('Check your inbox: we sent a link to confirm.', { exact: false })
        .waitFor();
      await checkScreen(page, 'alerts page');

      const confirmation = await latestMailTo(email, '/alerts/confirm');
      await page.goto(confirmation.link);
      await page.getByRole('heading', { level: 1, name: 'Confirm alerts' }).waitFor();
      await checkScreen(page, 'confirm page');
      await page.getByRole('button', { name: 'Confirm alerts' }).click();
      await page.getByText('Your alerts are confirmed.', { exact: false }).waitFor();

      await handInContribution();
      const run = await fetch(`${baseUrl()}/dev/alert-digests`, { method: 'POST' });
      expect(run.status).toBe(200);
      const digest = await digestTo(email);
      expect(digest.text).toContain(campaignName);
      // The day's line counts the $42.00 gift, with any other the campaign handed in today.
      const day = digest.text.match(
        /New contributions: (\d+) contributions?, \$([\d,]+\.\d\d) in total/,
      );
      expect(Number(day?.[1] ?? 0)).toBeGreaterThanOrEqual(1);
      expect(Number((day?.[2] ?? '0').replaceAll(',', ''))).toBeGreaterThanOrEqual(42);
      expect(digest.text).not.toMatch(/Ada|Lovelace|1 Main St/);
      expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribeLink = (digest.headers['List-Unsubscribe'] ?? '').slice(1, -1);
      expect(digest.text).toContain(unsubscribeLink);

      await page.goto(unsubscribeLink);
      await page.getByRole('heading', { level: 1, name: 'Unsubscribe from alerts' }).waitFor();
      await checkScreen(page, 'unsubscribe page');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByText('You are unsubscribed.', { exact: false }).waitFor();
      // The mail client's one-click POST of the same link now finds nothing to end.
      const oneClick = await fetch(unsubscribeLink.replace(/^https?:\/\/[^/]+/, baseUrl()), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(404);
    });
  });
});
