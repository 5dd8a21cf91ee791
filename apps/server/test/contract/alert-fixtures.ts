import { sendDueDigests } from '@portal/api/alerts';
import { createMailer } from '@portal/api/mail';
import { contributions, type Database } from '@portal/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { locatedGift } from '../factories';

/** The codes the alert calls' valid requests use: a waiting confirmation, a digest's unsubscribe. */
export interface AlertFixtures {
  alertConfirmCode: string;
  alertUnsubscribeCode: string;
}

interface OutboxMail {
  to: string;
  link: string | null;
  headers: Record<string, string>;
}

const newestMailTo = async (app: FastifyInstance, email: string) => {
  const mails = (await app.inject({ method: 'GET', url: '/dev/outbox' })).json<OutboxMail[]>();
  const newest = mails.find((mail) => mail.to === email);
  if (!newest) throw new Error(`no e-mail was sent to ${email}`);
  return newest;
};

const subscribe = (app: FastifyInstance, email: string, campaignId: number) =>
  app.inject({ method: 'POST', url: '/alerts/subscriptions', payload: { email, campaignId } });

const codeIn = (link: string) => new URL(link).searchParams.get('code') ?? '';

/** A confirmed follower with a digest sent (its unsubscribe code), and one still to confirm. */
export async function makeAlertFixtures(
  app: FastifyInstance,
  db: Database,
  owner: { governmentId: number; campaignId: number },
): Promise<AlertFixtures> {
  await subscribe(app, 'digest-reader@example.org', owner.campaignId);
  const confirmLink = (await newestMailTo(app, 'digest-reader@example.org')).link ?? '';
  await app.inject({
    method: 'POST',
    url: '/alerts/confirm',
    payload: { code: codeIn(confirmLink) },
  });
  await db.insert(contributions).values(
    locatedGift(owner, {
      amountCents: 2_000,
      date: '2024-02-01',
      lastName: 'Digest',
      latitude: 45.5,
      submittedAt: new Date(),
    }),
  );
  await sendDueDigests({
    db,
    mailer: createMailer({ db }),
    publicUrl: 'http://localhost:3000',
    now: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  const digest = await newestMailTo(app, 'digest-reader@example.org');
  const unsubscribe = (digest.headers['List-Unsubscribe'] ?? '').slice(1, -1);
  await subscribe(app, 'still-to-confirm@example.org', owner.campaignId);
  const waiting = (await newestMailTo(app, 'still-to-confirm@example.org')).link ?? '';
  return { alertConfirmCode: codeIn(waiting), alertUnsubscribeCode: codeIn(unsubscribe) };
}

const json = (url: string, payload: object): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers: { accept: 'application/json' },
});

/** The alert calls' and feeds' valid requests, as `validRequests` files them. */
export const alertRequests = (
  f: AlertFixtures & { governmentId: number; campaignId: number },
): Record<string, { as: null; request: InjectOptions }> => ({
  'GET /feeds/programme.atom': {
    as: null,
    request: { method: 'GET', url: `/feeds/programme.atom?governmentId=${f.governmentId}` },
  },
  'GET /feeds/campaign/{id}.atom': {
    as: null,
    request: { method: 'GET', url: `/feeds/campaign/${f.campaignId}.atom` },
  },
  'POST /alerts/subscriptions': {
    as: null,
    request: json('/alerts/subscriptions', {
      email: 'contract-follower@example.org',
      campaignId: f.campaignId,
    }),
  },
  'POST /alerts/confirm': {
    as: null,
    request: json('/alerts/confirm', { code: f.alertConfirmCode }),
  },
  'POST /alerts/unsubscribe': {
    as: null,
    request: {
      method: 'POST',
      url: `/alerts/unsubscribe?code=${f.alertUnsubscribeCode}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  },
});
