import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { contributions, geocodingJobs } from '../src/schema';
import { type ContributionInsert, databaseWithCampaign, validContribution } from '../src/testing';

/** The insert trigger runs once per statement (0016); these are the jobs it must still write. */
describe('geocoding jobs of a multi-row insert', () => {
  let handle: DatabaseHandle;
  let contribution: ContributionInsert;

  beforeAll(async () => {
    const { handle: opened, governmentId, campaignId } = await databaseWithCampaign();
    handle = opened;
    contribution = validContribution({ governmentId, campaignId });
  });
  afterAll(() => handle.close());

  const jobsOf = (ids: number[]) =>
    handle.db
      .select({
        targetId: geocodingJobs.targetId,
        state: geocodingJobs.state,
        precision: geocodingJobs.precision,
      })
      .from(geocodingJobs)
      .where(
        sql`${geocodingJobs.target} = 'contribution' and ${inArray(geocodingJobs.targetId, ids)}`,
      )
      .orderBy(geocodingJobs.targetId);

  it('queues every row of one statement, placed when it came with a point', async () => {
    const rows = await handle.db
      .insert(contributions)
      .values([
        contribution,
        { ...contribution, latitude: 45.5, longitude: -122.6 },
        { ...contribution, address1: '2 Other St' },
      ])
      .returning({ id: contributions.id });
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    expect(await jobsOf(ids)).toEqual([
      { targetId: ids[0], state: 'waiting', precision: null },
      { targetId: ids[1], state: 'placed', precision: 'address' },
      { targetId: ids[2], state: 'waiting', precision: null },
    ]);
  });

  it('still queues a moved address, row by row', async () => {
    const [row] = await handle.db
      .insert(contributions)
      .values({ ...contribution, latitude: 45.5, longitude: -122.6 })
      .returning({ id: contributions.id });
    const id = row?.id ?? 0;
    await handle.db
      .update(contributions)
      .set({ address1: '9 Moved Ave' })
      .where(inArray(contributions.id, [id]));
    expect(await jobsOf([id])).toEqual([{ targetId: id, state: 'waiting', precision: null }]);
  });
});
