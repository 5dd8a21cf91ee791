import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { databaseWithCampaign } from '../src/testing';

/**
 * A history page is `order by created_at desc, id desc limit 50`. A bulk import writes its
 * thousands of history lines with one created_at, so a campaign's page must come straight from
 * the index in that order, not from a sort of every line the campaign has.
 */
describe('a history page after a bulk import', () => {
  let handle: DatabaseHandle;
  let campaignId: number;

  beforeAll(async () => {
    let governmentId: number;
    ({ handle, governmentId, campaignId } = await databaseWithCampaign());
    await handle.db.execute(sql`
      insert into activities (government_id, campaign_id, activity_type, notes, created_at)
      select ${governmentId}, ${campaignId}, 'bulk', 'Added by bulk import',
        timestamptz '2024-06-01 12:00:00+00' + (n / 3000) * interval '1 hour'
      from generate_series(1, 12000) as n`);
    await handle.db.execute(sql`analyze activities`);
  });
  afterAll(async () => {
    await handle.close();
  });

  const pagePlan = async (scope: 'campaign_id' | 'government_id', id: number) =>
    JSON.stringify(
      await handle.db.execute(sql`explain (costs off)
        select id from activities where ${sql.identifier(scope)} = ${id}
        order by created_at desc, id desc limit 50 offset 100`),
    );

  it('is read from the index in page order, with no sort of the whole history', async () => {
    const plan = await pagePlan('campaign_id', campaignId);
    expect(plan).toContain('activities_campaign_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
