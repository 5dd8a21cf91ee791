import { emailOutbox } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMailer, listOutbox } from '../../src/mail';
import { useTestApi } from '../support/harness';
import { startFakeSmtp } from './fake-smtp';

const api = useTestApi();

const message = (to: string) => ({
  to,
  subject: 'Reset your City Portal password',
  text: 'Open https://portal.example.org/x to continue',
  link: 'https://portal.example.org/x',
});

const outboxRowFor = async (to: string) => {
  const [row] = await api.handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return row;
};

describe('createMailer', () => {
  it('without SMTP the outbox is the delivery: the row is stored and left unsent', async () => {
    await createMailer({ db: api.handle.db }).send(message('outbox-only@example.org'));
    const row = await outboxRowFor('outbox-only@example.org');
    expect(row).toMatchObject({
      link: 'https://portal.example.org/x',
      text: 'Open https://portal.example.org/x to continue',
      sentAt: null,
    });
  });

  it('with SMTP it delivers the message and marks the row sent', async () => {
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer({
        db: api.handle.db,
        smtpUrl: smtp.url,
        from: 'City Portal <portal@example.org>',
      });
      await mailer.send(message('delivered@example.org'));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: delivered@example.org');
      expect(smtp.received[0]).toContain('From: City Portal <portal@example.org>');
      expect(smtp.received[0]).toContain('https://portal.example.org/x');
      const row = await outboxRowFor('delivered@example.org');
      expect(row?.sentAt).toBeInstanceOf(Date);
      // The code in the link works until redeemed: once delivered, the database must not hold it.
      expect(row?.link).toBeNull();
      expect(row?.text).toBe('Open [link removed after delivery] to continue');
    } finally {
      await smtp.close();
    }
  });

  it('a failed delivery is raised and the row stays unsent', async () => {
    const smtp = await startFakeSmtp();
    await smtp.close();
    const mailer = createMailer({ db: api.handle.db, smtpUrl: smtp.url });
    await expect(mailer.send(message('undelivered@example.org'))).rejects.toThrow();
    const row = await outboxRowFor('undelivered@example.org');
    expect(row?.sentAt).toBeNull();
    expect(row?.text).toContain('https://portal.example.org/x');
  });
});

describe('listOutbox', () => {
  it('lists the newest e-mails first, up to the limit', async () => {
    const mailer = createMailer({ db: api.handle.db });
    for (const to of ['first@example.org', 'second@example.org', 'third@example.org']) {
      await mailer.send(message(to));
    }
    const newest = await listOutbox(api.handle.db, 2);
    expect(newest.map((row) => row.to)).toEqual(['third@example.org', 'second@example.org']);
    expect(Object.keys(newest[0] ?? {}).sort()).toEqual(
      ['createdAt', 'headers', 'id', 'link', 'subject', 'text', 'to'].sort(),
    );
  });
});
