import {
  claimGeocodingJobs,
  contributions,
  GEOCODING_GIVEN_BACK_SECONDS,
  geocodingJobs,
  MAX_GEOCODING_ATTEMPTS,
} from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Geocoder, geocodeOneBatch, zipCentroidGeocoder } from '../src/geocoding';
import { geocodingSteps } from './geocoding-steps';
import { holdInAnotherTransaction } from './other-transaction';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();
const db = () => world.api.handle.db;
const { jobsFor, submittedContribution } = geocodingSteps(world);

describe('geocoding leases', () => {
  it('keeps a batch that outlasts its lease, and records its answers', async () => {
    const id = await submittedContribution({ zip: '97217' });
    // Renewed every 667 ms: a stall of the machine up to a second keeps the lease.
    const leaseSeconds = 2;
    let otherClaim: number[] = [];
    const slow: Geocoder = {
      description: 'slow',
      batchSize: 10,
      async geocode(requests) {
        // Past the first lease, another worker looks for due jobs.
        await new Promise((resolve) => setTimeout(resolve, 2_600));
        const other = await claimGeocodingJobs(db(), 10, leaseSeconds);
        otherClaim = other.jobs.map((job) => job.targetId);
        await new Promise((resolve) => setTimeout(resolve, 400));
        return zipCentroidGeocoder().geocode(requests);
      },
    };
    const round = await geocodeOneBatch(db(), slow, leaseSeconds);
    expect(otherClaim).not.toContain(id);
    expect(round.placed).toBeGreaterThanOrEqual(1);
    expect(await jobsFor([id])).toEqual([{ targetId: id, state: 'placed' }]);
  });

  it('gives up an address whose worker stopped before answering at every try', async () => {
    const id = await submittedContribution({ zip: '97218' });
    await db()
      .update(geocodingJobs)
      .set({ attempts: MAX_GEOCODING_ATTEMPTS, leasedUntil: new Date(Date.now() - 1_000) })
      .where(eq(geocodingJobs.targetId, id));
    const claim = await claimGeocodingJobs(db(), 10);
    expect(claim.jobs.map((job) => job.targetId)).not.toContain(id);
    const [job] = await db()
      .select({ state: geocodingJobs.state, reason: geocodingJobs.reason })
      .from(geocodingJobs)
      .where(eq(geocodingJobs.targetId, id));
    expect(job).toEqual({
      state: 'unplaceable',
      reason: 'Gave up after 6 tries: the geocoding worker stopped before answering',
    });
  });

  // Two connections: another transaction holds the record while the answers are recorded.
  it.runIf(testsRunOnPostgres())(
    'gives a batch back, its try not counted, while another transaction holds a record',
    async () => {
      const id = await submittedContribution({ zip: '97219' });
      const holder = await holdInAnotherTransaction(db(), (tx) =>
        tx.execute(sql`select id from ${contributions} where id = ${id} for update`),
      );
      try {
        const round = await geocodeOneBatch(db(), zipCentroidGeocoder());
        expect(round).toMatchObject({ placed: 0, retrying: round.claimed });
      } finally {
        await holder.release();
      }
      const [job] = await db()
        .select({
          state: geocodingJobs.state,
          attempts: geocodingJobs.attempts,
          leaseToken: geocodingJobs.leaseToken,
          wait: sql<number>`extract(epoch from ${geocodingJobs.runAfter} - now())`,
        })
        .from(geocodingJobs)
        .where(eq(geocodingJobs.targetId, id));
      expect(job).toMatchObject({ state: 'waiting', attempts: 0, leaseToken: null });
      expect(Number(job?.wait)).toBeGreaterThan(GEOCODING_GIVEN_BACK_SECONDS - 10);
    },
  );
});
