import type { DatabaseHandle } from '@portal/db';
import { contributions, externalContributions, geocodingJobs } from '@portal/db';
import {
  type ContributionInsert,
  databaseWithCampaign,
  externalFiling,
  testsRunOnPostgres,
  validContribution,
} from '@portal/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimGeocodingJobs, requeueGeocoding } from '../../src/geocoding/queue/queue';
import {
  MAX_GEOCODING_ATTEMPTS,
  recordGeocodedPoint,
  recordGeocodingFailure,
} from '../../src/geocoding/queue/record';
import { geocodingStatus } from '../../src/geocoding/queue/status';

describe('geocoding queue', () => {
  let handle: DatabaseHandle;
  let governmentId: number;
  let contribution: ContributionInsert;

  const jobOf = async (targetId: number, target = 'contribution') => {
    const [job] = await handle.db
      .select()
      .from(geocodingJobs)
      .where(sql`${geocodingJobs.target} = ${target} and ${geocodingJobs.targetId} = ${targetId}`);
    return job;
  };
  const pointOf = async (id: number) => {
    const [row] = await handle.db
      .select({
        latitude: contributions.latitude,
        longitude: contributions.longitude,
        version: contributions.version,
        updatedAt: contributions.updatedAt,
      })
      .from(contributions)
      .where(eq(contributions.id, id));
    return row;
  };
  const insertContribution = async (values: Partial<ContributionInsert> = {}) => {
    const [row] = await handle.db
      .insert(contributions)
      .values({ ...contribution, ...values })
      .returning({ id: contributions.id });
    return row?.id ?? 0;
  };
  /** Jobs must be due now: the test does not wait out backoff. */
  const makeDue = () =>
    handle.db.update(geocodingJobs).set({ runAfter: sql`now() - interval '1 second'` });

  beforeAll(async () => {
    let campaignId: number;
    ({ handle, governmentId, campaignId } = await databaseWithCampaign());
    contribution = validContribution({ governmentId, campaignId });
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(geocodingJobs);
  });

  it('queues a new contribution in the same transaction that saves it', async () => {
    const id = await insertContribution();
    expect(await jobOf(id)).toMatchObject({ state: 'waiting', attempts: 0, governmentId });
  });

  it('records a row saved with a point (the demo seed) as placed', async () => {
    const id = await insertContribution({ latitude: 45.5, longitude: -122.6 });
    expect(await jobOf(id)).toMatchObject({ state: 'placed', precision: 'address' });
  });

  it('queues an external filing too', async () => {
    const [row] = await handle.db
      .insert(externalContributions)
      .values(
        externalFiling(governmentId, {
          campaignName: 'Pat Lee for Auditor',
          officeSought: 'Auditor',
          zip: '97214',
        }),
      )
      .returning({ id: externalContributions.id });
    expect(await jobOf(row?.id ?? 0, 'external_contribution')).toMatchObject({
      state: 'waiting',
    });
  });

  it('places a claimed job without touching the record version or updated_at', async () => {
    const id = await insertContribution();
    const before = await pointOf(id);
    const { leaseToken, jobs } = await claimGeocodingJobs(handle.db, 10);
    expect(jobs).toEqual([
      expect.objectContaining({
        targetId: id,
        attempts: 1,
        zip: '97202',
        address1: '123 SE Division St',
      }),
    ]);
    const job = jobs[0];
    if (!job) throw new Error('no job');
    expect(
      await recordGeocodedPoint(handle.db, leaseToken, job, {
        latitude: 45.483,
        longitude: -122.645,
        precision: 'zip',
      }),
    ).toBe(true);
    expect(await pointOf(id)).toEqual({ ...before, latitude: 45.483, longitude: -122.645 });
    expect(await jobOf(id)).toMatchObject({ state: 'placed', precision: 'zip', leaseToken: null });
  });

  it('re-queues a changed address and drops its old point; other edits leave the point', async () => {
    const id = await insertContribution({ latitude: 45.5, longitude: -122.6 });
    await handle.db
      .update(contributions)
      .set({ notes: 'thank-you sent' })
      .where(eq(contributions.id, id));
    expect(await jobOf(id)).toMatchObject({ state: 'placed' });
    expect(await pointOf(id)).toMatchObject({ latitude: 45.5 });

    await handle.db.update(contributions).set({ zip: '97214' }).where(eq(contributions.id, id));
    expect(await jobOf(id)).toMatchObject({ state: 'waiting', precision: null });
    expect(await pointOf(id)).toMatchObject({ latitude: null, longitude: null });
  });

  // Two connections: PostgreSQL only.
  it.runIf(testsRunOnPostgres())(
    'gives way at once to a transaction holding the record, and records nothing',
    async () => {
      const id = await insertContribution();
      const { leaseToken, jobs } = await claimGeocodingJobs(handle.db, 10);
      const job = jobs.find((claimed) => claimed.targetId === id);
      if (!job) throw new Error('no job');
      let release = () => {};
      let locked = () => {};
      const held = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select id from contributions where id = ${id} for update`);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await held;
      try {
        const refusal = await recordGeocodedPoint(handle.db, leaseToken, job, {
          latitude: 45.5,
          longitude: -122.6,
          precision: 'zip',
        }).catch((error: { cause?: { code?: string } }) => error);
        // PostgreSQL's lock_not_available: the lock timeout, not a deadlock.
        expect(refusal).toMatchObject({ cause: { code: '55P03' } });
      } finally {
        release();
        await holder;
      }
      expect(await jobOf(id)).toMatchObject({ state: 'waiting', leaseToken });
      expect(await pointOf(id)).toMatchObject({ latitude: null });
    },
  );

  it('does not record the answer for an address that changed while it was being placed', async () => {
    const id = await insertContribution();
    const { leaseToken, jobs } = await claimGeocodingJobs(handle.db, 10);
    await handle.db.update(contributions).set({ zip: '97214' }).where(eq(contributions.id, id));
    const job = jobs[0];
    if (!job) throw new Error('no job');
    const written = await recordGeocodedPoint(handle.db, leaseToken, job, {
      latitude: 1,
      longitude: 2,
      precision: 'zip',
    });
    expect(written).toBe(false);
    expect(await pointOf(id)).toMatchObject({ latitude: null });
    expect(await jobOf(id)).toMatchObject({ state: 'waiting', attempts: 0 });
  });

  it('retries a failure later with growing backoff and gives up with the reason', async () => {
    const id = await insertContribution();
    let delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_GEOCODING_ATTEMPTS; attempt += 1) {
      await makeDue();
      const { leaseToken, jobs } = await claimGeocodingJobs(handle.db, 10);
      expect(jobs.map((job) => job.attempts)).toEqual([attempt]);
      const job = jobs[0];
      if (!job) throw new Error('no job');
      const outcome = await recordGeocodingFailure(handle.db, leaseToken, job, 'HTTP 503');
      expect(outcome).toBe(attempt < MAX_GEOCODING_ATTEMPTS ? 'retry' : 'gave-up');
      const [row] = await handle.db
        .select({
          wait: sql<number>`extract(epoch from ${geocodingJobs.runAfter} - now())::float8`,
        })
        .from(geocodingJobs)
        .where(eq(geocodingJobs.targetId, id));
      delays = [...delays, Math.round(row?.wait ?? 0)];
      // Not due yet: nobody claims it before its backoff ends.
      if (attempt < MAX_GEOCODING_ATTEMPTS)
        expect((await claimGeocodingJobs(handle.db, 10)).jobs).toEqual([]);
    }
    expect(delays.slice(0, 3)).toEqual([30, 60, 120]);
    expect(await jobOf(id)).toMatchObject({
      state: 'unplaceable',
      reason: `Gave up after ${MAX_GEOCODING_ATTEMPTS} tries: HTTP 503`,
    });
    expect(await geocodingStatus(handle.db, governmentId)).toMatchObject({
      unplaceable: 1,
      unplaceableReasons: [
        { reason: `Gave up after ${MAX_GEOCODING_ATTEMPTS} tries: HTTP 503`, count: 1 },
      ],
    });

    expect(await requeueGeocoding(handle.db, { governmentId, scope: 'unplaceable' })).toBe(1);
    expect(await jobOf(id)).toMatchObject({ state: 'waiting', attempts: 0, reason: null });
  });

  it('lets another worker take a job whose worker died, and ignores the dead lease', async () => {
    const id = await insertContribution();
    const first = await claimGeocodingJobs(handle.db, 10);
    expect((await claimGeocodingJobs(handle.db, 10)).jobs).toEqual([]);
    // The lease runs out (the process was killed mid-batch).
    await handle.db.update(geocodingJobs).set({ leasedUntil: sql`now() - interval '1 second'` });
    const second = await claimGeocodingJobs(handle.db, 10);
    expect(second.jobs.map((job) => job.targetId)).toEqual([id]);
    const stale = first.jobs[0];
    if (!stale) throw new Error('no job');
    const point = { latitude: 1, longitude: 2, precision: 'zip' as const };
    expect(await recordGeocodedPoint(handle.db, first.leaseToken, stale, point)).toBe(false);
  });

  it('gives each job to exactly one of several concurrent workers', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 60; index += 1) ids.push(await insertContribution());
    const claimedBy = new Map<number, number>();
    const worker = async (workerNumber: number) => {
      for (;;) {
        const { leaseToken, jobs } = await claimGeocodingJobs(handle.db, 4);
        if (jobs.length === 0) return;
        for (const job of jobs) {
          expect(claimedBy.has(job.targetId)).toBe(false);
          claimedBy.set(job.targetId, workerNumber);
          await recordGeocodedPoint(handle.db, leaseToken, job, {
            latitude: 45 + workerNumber,
            longitude: -122,
            precision: 'zip',
          });
        }
      }
    };
    await Promise.all([worker(0), worker(1), worker(2)]);
    expect([...claimedBy.keys()].sort((a, b) => a - b)).toEqual(ids);
    const status = await geocodingStatus(handle.db, governmentId);
    expect(status).toMatchObject({ waiting: 0, placed: { zip: 60, address: 0 } });
  });
});
