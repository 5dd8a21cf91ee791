import { sendDueDigests } from '@portal/api/alerts';
import { createMailer } from '@portal/api/mail';
import { contributions, expenditures } from '@portal/db';
import { ALERT_MESSAGES } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectValidAtom, textsOf } from './atom/valid-atom';
import { locatedGift } from './factories';
import { useTestWorld } from './test-world';

const world = useTestWorld({
  campaignName: 'Mia Mayor 2024',
  otherCampaignName: 'Abe Auditor 2024',
});

const HOUR_MS = 60 * 60 * 1000;
/** Two days ago, so the entries are whole past days whatever the hour the test runs. */
const handedIn = new Date(Date.now() - 48 * HOUR_MS);

beforeAll(async () => {
  const { db } = world.database;
  const owner = { governmentId: world.governmentId, campaignId: world.campaignId };
  await db.insert(contributions).values(
    [1_000, 2_500].map((amountCents, n) =>
      locatedGift(owner, {
        amountCents,
        date: '2024-02-01',
        lastName: 'Quarrington',
        firstName: 'Zelda',
        address1: '17 Secret Lane',
        batchId: `feed${n}`,
        latitude: 45.5,
        submittedAt: handedIn,
      }),
    ),
  );
  await db.insert(contributions).values(
    locatedGift(
      { governmentId: world.governmentId, campaignId: world.otherCampaignId },
      {
        amountCents: 700,
        date: '2024-02-01',
        lastName: 'Other',
        latitude: 45.5,
        submittedAt: handedIn,
      },
    ),
  );
  await db.insert(expenditures).values({
    governmentId: world.governmentId,
    campaignId: world.campaignId,
    type: 'expenditure',
    subType: 'cash_expenditure',
    paymentMethod: 'check',
    purpose: 'printing',
    payeeType: 'business',
    name: 'Printer Co',
    address1: '9 Payee Road',
    amountCents: 4_000,
    date: '2024-02-01',
    status: 'submitted',
    submittedAt: handedIn,
  });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  world.app.inject({ method: 'GET', url, headers, remoteAddress: '192.0.2.1' });

describe('the Atom feeds', () => {
  it("gives a campaign's days as a valid Atom feed, figures only and no donor or payee", async () => {
    const response = await get(`/feeds/campaign/${world.campaignId}.atom`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    await expectValidAtom(response.body);
    expect(textsOf(response.body, 'title')).toEqual([
      'Mia Mayor 2024: new public activity',
      expect.stringMatching(
        /^Mia Mayor 2024, \d{4}-\d{2}-\d{2}: 2 contributions \(\$35\.00\) and 1 expense \(\$40\.00\)$/,
      ),
    ]);
    expect(response.body).toContain('- Printing: 1 expense, $40.00');
    expect(response.body).toContain(`href="http://localhost:3000/campaign/${world.campaignId}"`);
    expect(response.body).not.toMatch(/Zelda|Quarrington|Secret Lane|Printer Co|Payee Road/);
  });

  it("gives the programme's days of every campaign, with ids that stay the same", async () => {
    const url = `/feeds/programme.atom?governmentId=${world.governmentId}`;
    const first = await get(url);
    await expectValidAtom(first.body);
    const entryTitles = textsOf(first.body, 'title').slice(1);
    expect(entryTitles.map((title) => title.split(',')[0]).sort()).toEqual([
      'Abe Auditor 2024',
      'Mia Mayor 2024',
    ]);
    const second = await get(url);
    expect(textsOf(second.body, 'id')).toEqual(textsOf(first.body, 'id'));
    expect(new Set(textsOf(first.body, 'id')).size).toBe(3);
  });

  it('answers 304 to a reader whose copy is current, by ETag or by date', async () => {
    const url = `/feeds/campaign/${world.campaignId}.atom`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).toBe(Math.floor(handedIn.getTime() / 1000) * 1000);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers 404 for a campaign that does not exist and 400 for an id that is none', async () => {
    expect((await get('/feeds/campaign/2000000000.atom')).statusCode).toBe(404);
    expect((await get('/feeds/campaign/abc.atom')).statusCode).toBe(400);
  });
});

interface OutboxMail {
  to: string;
  subject: string;
  link: string | null;
  headers: Record<string, string>;
}

const outbox = async () =>
  (await world.app.inject({ method: 'GET', url: '/dev/outbox' })).json<OutboxMail[]>();

describe('the alert calls', () => {
  it('subscribes, confirms, and unsubscribes with the one-click POST a mail client sends', async () => {
    const email = 'follower@example.org';
    const subscribed = await world.app.inject({
      method: 'POST',
      url: '/alerts/subscriptions',
      payload: { email, campaignId: world.campaignId },
    });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toEqual({ message: ALERT_MESSAGES.subscribed });
    const confirmation = (await outbox()).find((mail) => mail.to === email);
    const code = new URL(confirmation?.link ?? '').searchParams.get('code');
    const confirmed = await world.app.inject({
      method: 'POST',
      url: '/alerts/confirm',
      payload: { code },
    });
    expect(confirmed.json()).toEqual({ message: ALERT_MESSAGES.confirmed });

    await world.database.db.insert(contributions).values(
      locatedGift(
        { governmentId: world.governmentId, campaignId: world.campaignId },
        {
          amountCents: 1_500,
          date: '2024-02-01',
          lastName: 'Later',
          latitude: 45.5,
          submittedAt: new Date(),
        },
      ),
    );
    await sendDueDigests({
      db: world.database.db,
      mailer: createMailer({ db: world.database.db }),
      publicUrl: 'http://localhost:3000',
      now: new Date(Date.now() + 24 * HOUR_MS),
    });
    const digest = (await outbox()).find((mail) => mail.to === email);
    expect(digest?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = new URL((digest?.headers['List-Unsubscribe'] ?? '').slice(1, -1));

    const oneClick = {
      method: 'POST' as const,
      url: `${unsubscribeUrl.pathname}${unsubscribeUrl.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    const unsubscribed = await world.app.inject(oneClick);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ message: ALERT_MESSAGES.unsubscribed });
    const again = await world.app.inject(oneClick);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ALERT_MESSAGES.invalidUnsubscribe);
  });

  it('names the field of a refused subscription', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/alerts/subscriptions',
      payload: { email: 'not an address' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual({ email: 'Enter a valid email' });
  });

  it('sends the development digests only for a local, direct caller', async () => {
    const remote = await world.app.inject({
      method: 'POST',
      url: '/dev/alert-digests',
      remoteAddress: '192.0.2.1',
    });
    expect(remote.statusCode).toBe(404);
    const local = await world.app.inject({ method: 'POST', url: '/dev/alert-digests' });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toEqual({ sent: expect.any(Number) });
  });
});
