import { createHash } from 'node:crypto';
import { alertSubscriptions, contributions, emailOutbox, expenditures } from '@portal/db';
import { ALERT_MESSAGES } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendDueDigests } from '../../src/alerts';
import { createMailer } from '../../src/mail';
import { startFakeSmtp } from '../mail/fake-smtp';
import { contributionRow, createGovernmentAndCampaigns } from '../support/factories';
import { PUBLIC_URL, useTestApi } from '../support/harness';

const api = useTestApi();
let governmentId: number;
let followed: number;
let other: number;

beforeAll(async () => {
  const made = await createGovernmentAndCampaigns(api.handle.db, 2);
  governmentId = made.governmentId;
  [followed = 0, other = 0] = made.campaignIds;
});

afterEach(() => {
  vi.useRealTimers();
});

/** Only `Date` is faked: the database's timers keep running. */
const at = (moment: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(moment));
};

const mailsTo = (email: string) =>
  api.handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id));

/** The digests an address got, newest first (other tests' addresses get theirs too). */
const digestsTo = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject.includes('new public activity'));

const codeOf = (link: string) => new URL(link).searchParams.get('code') ?? '';

const subscribe = (email: string, campaignId: number | null, ip = '203.0.113.5') =>
  api.browser(ip).call((caller) => caller.alerts.subscribe({ email, campaignId, governmentId }));

const confirmLatest = async (email: string) => {
  const [mail] = await mailsTo(email);
  return api.browser().call((caller) => caller.alerts.confirm({ code: codeOf(mail?.link ?? '') }));
};

const digests = (now: string) =>
  sendDueDigests({
    db: api.handle.db,
    mailer: createMailer({ db: api.handle.db }),
    publicUrl: PUBLIC_URL,
    now: new Date(now),
  });

/** Public gifts of named donors, handed in at `submittedAt`. */
async function addGifts(campaignId: number, submittedAt: string, amounts: number[]) {
  await api.handle.db.insert(contributions).values(
    amounts.map((amountCents) => ({
      ...contributionRow(governmentId, campaignId),
      firstName: 'Zelda',
      lastName: 'Quarrington',
      address1: '17 Secret Lane',
      amountCents,
      status: 'submitted' as const,
      submittedAt: new Date(submittedAt),
    })),
  );
}

async function addExpense(campaignId: number, submittedAt: string, amountCents: number) {
  await api.handle.db.insert(expenditures).values({
    governmentId,
    campaignId,
    type: 'expenditure',
    subType: 'cash_expenditure',
    paymentMethod: 'check',
    purpose: 'printing',
    payeeType: 'business',
    name: 'Printer Co',
    amountCents,
    date: '2026-03-10',
    status: 'submitted',
    submittedAt: new Date(submittedAt),
  });
}

describe('alerts', () => {
  it('double opt-in: only a confirmation goes out until its link is opened, and only its hash is kept', async () => {
    at('2026-03-10T17:00:00Z');
    const email = 'opt.in@example.org';
    const answer = await subscribe('Opt.In@Example.org', followed);
    expect(answer.message).toBe(ALERT_MESSAGES.subscribed);
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.link).toMatch(`${PUBLIC_URL}/alerts/confirm?code=`);
    const code = codeOf(confirmation?.link ?? '');
    const [row] = await api.handle.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, email));
    expect(row?.confirmTokenHash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(code);

    await addGifts(followed, '2026-03-10T18:00:00Z', [1000]);
    expect(await digests('2026-03-11T15:00:00Z')).toBe(0);
    expect(await mailsTo(email)).toHaveLength(1);

    const confirmed = await api.browser().call((caller) => caller.alerts.confirm({ code }));
    expect(confirmed.message).toBe(ALERT_MESSAGES.confirmed);
    await expect(api.browser().call((caller) => caller.alerts.confirm({ code }))).rejects.toThrow(
      ALERT_MESSAGES.invalidConfirmation,
    );
  });

  it('refuses a confirmation link older than two days', async () => {
    at('2026-03-10T17:00:00Z');
    await subscribe('late@example.org', followed);
    at('2026-03-12T17:00:01Z');
    await expect(confirmLatest('late@example.org')).rejects.toThrow(
      ALERT_MESSAGES.invalidConfirmation,
    );
  });

  it('refuses a campaign that does not exist', async () => {
    await expect(subscribe('nobody@example.org', 2_000_000_000)).rejects.toThrow(
      ALERT_MESSAGES.campaignNotFound,
    );
  });

  it('sends one digest a day per address, of whole days, with counts and totals and no donor', async () => {
    const email = 'digest@example.org';
    at('2026-03-20T17:00:00Z');
    await subscribe(email, followed);
    await confirmLatest(email);
    await subscribe(email, null);
    await confirmLatest(email);
    vi.useRealTimers();
    await addGifts(followed, '2026-03-20T18:00:00Z', [1000, 2500]);
    await addExpense(followed, '2026-03-20T19:00:00Z', 4000);
    await addGifts(other, '2026-03-20T20:00:00Z', [700]);
    // Today's activity waits for tomorrow's digest.
    await digests('2026-03-20T23:00:00Z');
    expect(await digestsTo(email)).toHaveLength(0);

    // Two processes running the job the next morning: one digest between them.
    await Promise.all([digests('2026-03-21T15:00:00Z'), digests('2026-03-21T15:00:05Z')]);
    const [digest, ...others] = await digestsTo(email);
    expect(others).toHaveLength(0);
    expect(digest?.text).toContain('2 contributions ($35.00)');
    expect(digest?.text).toContain('- Printing: 1 expense, $40.00');
    expect(digest?.text).toContain('1 contribution ($7.00)');
    expect(digest?.text).not.toMatch(/Zelda|Quarrington|Secret Lane|Printer Co/);
    expect(digest?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${PUBLIC_URL}/alerts/unsubscribe\\?code=[A-Za-z0-9_-]{43}>$`),
    );

    // New activity the same day does not bring a second digest that day, but does the next.
    await addGifts(followed, '2026-03-21T16:00:00Z', [500]);
    await digests('2026-03-21T22:00:00Z');
    expect(await digestsTo(email)).toHaveLength(1);
    await digests('2026-03-22T15:00:00Z');
    const [latest, ...earlier] = await digestsTo(email);
    expect(earlier).toHaveLength(1);
    expect(latest?.text).toContain('1 contribution ($5.00)');
    expect(latest?.text).not.toContain('$35.00');
  });

  it('unsubscribes in one step with the code of any digest, and sends nothing after', async () => {
    const email = 'leaving@example.org';
    at('2026-04-01T17:00:00Z');
    await subscribe(email, followed);
    await confirmLatest(email);
    vi.useRealTimers();
    await addGifts(followed, '2026-04-01T18:00:00Z', [900]);
    await digests('2026-04-02T15:00:00Z');
    const [digest] = await digestsTo(email);
    const link = (digest?.headers?.['List-Unsubscribe'] ?? '').slice(1, -1);
    const answer = await api
      .browser()
      .call((caller) => caller.alerts.unsubscribe({ code: codeOf(link) }));
    expect(answer.message).toBe(ALERT_MESSAGES.unsubscribed);
    const left = await api.handle.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, email));
    expect(left).toEqual([]);
    await addGifts(followed, '2026-04-02T18:00:00Z', [900]);
    await digests('2026-04-03T15:00:00Z');
    expect(await mailsTo(email)).toHaveLength(2);
    await expect(
      api.browser().call((caller) => caller.alerts.unsubscribe({ code: codeOf(link) })),
    ).rejects.toThrow(ALERT_MESSAGES.invalidUnsubscribe);
  });

  it('limits requests per address and per sender, so no inbox can be flooded', async () => {
    at('2026-05-01T17:00:00Z');
    const target = 'flooded@example.org';
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      await subscribe(target, followed, ip);
    await expect(subscribe(target, other, '198.51.100.4')).rejects.toThrow(
      ALERT_MESSAGES.tooManyRequests,
    );
    expect(await mailsTo(target)).toHaveLength(3);

    const sender = '192.0.2.99';
    for (let n = 0; n < 10; n += 1) await subscribe(`victim${n}@example.org`, followed, sender);
    await expect(subscribe('victim10@example.org', followed, sender)).rejects.toThrow(
      ALERT_MESSAGES.tooManyRequests,
    );
    expect(await mailsTo('victim10@example.org')).toHaveLength(0);
    // The next day the address may ask again.
    at('2026-05-02T17:00:01Z');
    await subscribe(target, other, '198.51.100.4');
    expect(await mailsTo(target)).toHaveLength(4);
  });

  it('delivers a digest over SMTP with the one-click unsubscribe headers', async () => {
    const email = 'smtp.reader@example.org';
    at('2026-06-01T17:00:00Z');
    await subscribe(email, other);
    await confirmLatest(email);
    vi.useRealTimers();
    await addGifts(other, '2026-06-01T18:00:00Z', [1200]);
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer({ db: api.handle.db, smtpUrl: smtp.url });
      await sendDueDigests({
        db: api.handle.db,
        mailer,
        publicUrl: PUBLIC_URL,
        now: new Date('2026-06-02T15:00:00Z'),
      });
      // Long header lines arrive folded (RFC 5322): unfolded, they read as sent.
      const delivered = smtp.received
        .map((raw) => raw.replace(/\r?\n[ \t]+/g, ' '))
        .filter((raw) => raw.includes(`To: ${email}`));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(delivered[0]).toMatch(
        /List-Unsubscribe: <https:\/\/portal\.example\.org\/alerts\/unsubscribe\?code=/,
      );
      const [digest] = await digestsTo(email);
      expect(digest?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });
});
