import { contributions, geocodingJobs } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type Geocoder, geocodeOneBatch, zipCentroidGeocoder } from '../../src/geocoding';
import { claimGeocodingJobs, GEOCODING_GIVEN_BACK_SECONDS } from '../../src/geocoding/queue/queue';
import { MAX_GEOCODING_ATTEMPTS } from '../../src/geocoding/queue/record';
import { useRecordsWorld } from '../records/records-fixture';
import { holdInAnotherTransaction } from '../support/other-transaction';
import { geocodingSteps } from './steps';

const world = useRecordsWorld();
const db = () => world.api.handle.db;
const { jobsFor, submittedContribution } = geocodingSteps(world);

describe('geocoding leases', () => {
  it('keeps a batch that outlasts its lease, and records its answers', async () => {
    const id = await submittedContribution({ zip: '97217' });
    const leaseSeconds = 2;
    const leaseLeft = async () => {
      const [job] = await db()
        .select({ seconds: sql<number>`extract(epoch from ${geocodingJobs.leasedUntil} - now())` })
        .from(geocodingJobs)
        .where(eq(geocodingJobs.targetId, id));
      return Number(job?.seconds);
    };
    let otherClaim: number[] = [];
    const slow: Geocoder = {
      description: 'slow',
      batchSize: 10,
      async geocode(requests) {
        // The answer takes past the lease: the database's clock says it ran out ...
        await db()
          .update(geocodingJobs)
          .set({ leasedUntil: sql`now() - interval '1 second'` })
          .where(eq(geocodingJobs.targetId, id));
        // ... and a third of a lease after the claim the worker renews it.
        vi.advanceTimersByTime((leaseSeconds * 1000) / 3);
        await expect.poll(leaseLeft, { timeout: 60_000 }).toBeGreaterThan(0);
        // Another worker looks for due jobs meanwhile.
        const other = await claimGeocodingJobs(db(), 10, leaseSeconds);
        otherClaim = other.jobs.map((job) => job.targetId);
        return zipCentroidGeocoder().geocode(requests);
      },
    };
    // The renewal's timer runs on fake time; the lease is kept by the database's own clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const round = await geocodeOneBatch(db(), slow, leaseSeconds);
      expect(otherClaim).not.toContain(id);
      expect(round.placed).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
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
