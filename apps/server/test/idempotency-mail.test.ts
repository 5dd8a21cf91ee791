import { campaigns, emailOutbox } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ADMIN, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

const world = useTestWorld({ users: { government: GOVERNMENT_ADMIN, campaign: CAMPAIGN_ADMIN } });

const mailsTo = async (to: string) =>
  (await world.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).length;

const withKey = (who: 'government' | 'campaign', url: string, key: string, payload: object) =>
  world.as(who, { method: 'POST', url, headers: { 'idempotency-key': key }, payload });

describe('creates that send e-mail, with Idempotency-Key', () => {
  it('invites once and e-mails once, whatever the retries', async () => {
    const invitation = {
      email: 'sam@example.org',
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'campaign_staff',
      campaignId: world.campaignId,
    };
    const first = await withKey('campaign', '/users/invite', 'invite-sam', invitation);
    const retry = await withKey('campaign', '/users/invite', 'invite-sam', invitation);

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await mailsTo('sam@example.org')).toBe(1);
  });

  it('creates a campaign and invites its first admin once', async () => {
    const campaign = {
      governmentId: world.governmentId,
      name: 'Lee for Councilor 2026',
      officeSought: 'Councilor District 2',
      email: 'lee@example.org',
      firstName: 'Kim',
      lastName: 'Lee',
    };
    const first = await withKey('government', '/campaigns/new', 'lee-2026', campaign);
    const retry = await withKey('government', '/campaigns/new', 'lee-2026', campaign);

    expect(first.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const named = await world.database.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.name, campaign.name));
    expect(named).toHaveLength(1);
    expect(await mailsTo('lee@example.org')).toBe(1);
  });
});
