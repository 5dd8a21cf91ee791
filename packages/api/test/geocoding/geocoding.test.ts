import { geocodingJobs } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { snapCoordinate } from '../../src/dashboard/data/geo';
import {
  type Geocoder,
  geocodeOneBatch,
  startGeocodingWorker,
  zipCentroidGeocoder,
} from '../../src/geocoding';
import { geocodingStatus } from '../../src/geocoding/queue/status';
import { contributionInput } from '../records/record-inputs';
import { useRecordsWorld } from '../records/records-fixture';
import { expectTRPCError } from '../support/harness';
import { geocodingSteps } from './steps';

const world = useRecordsWorld();
const db = () => world.api.handle.db;
const { jobsFor, submittedContribution } = geocodingSteps(world);

const publicMap = () =>
  world.api.browser().call((api) =>
    // Zoomed in: the map sends the (few) gifts themselves, not only their cells.
    api.dashboard.map({ governmentId: world.governmentId, startDate: '2024-01-01', zoom: 16 }),
  );

const centroid = (zip: string) => {
  const place = zipcodes.lookup(zip);
  if (!place) throw new Error(`no centroid for ${zip}`);
  return [snapCoordinate(place.latitude), snapCoordinate(place.longitude)];
};

/** Runs the queue as a server process's worker would, until nothing is due. */
async function drainQueue(geocoder: Geocoder = zipCentroidGeocoder()) {
  while ((await geocodeOneBatch(db(), geocoder)).claimed > 0) {}
}

describe('geocoding contributions for the public map', () => {
  it('puts a contribution saved in the portal on the map at its ZIP centre, without a manual step', async () => {
    const before = (await publicMap()).points.length;
    const id = await submittedContribution({ zip: '97214', amount: 42 });
    expect(await jobsFor([id])).toEqual([{ targetId: id, state: 'waiting' }]);
    expect((await publicMap()).points).toHaveLength(before);

    await drainQueue();
    const after = await publicMap();
    expect(after.points).toHaveLength(before + 1);
    expect(after.points).toContainEqual([
      ...centroid('97214'),
      4200,
      null,
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(await geocodingStatus(db(), world.governmentId)).toMatchObject({
      waiting: 0,
      placed: { zip: expect.any(Number) },
    });
  });

  it('moves the point when the campaign corrects the address', async () => {
    const created = await world.campaignAdmin.call((api) =>
      api.contributions.create(
        contributionInput(world.campaignId, { date: '2024-04-02', zip: '97201', amount: 43 }),
      ),
    );
    await drainQueue();
    const corrected = await world.campaignAdmin.call((api) =>
      api.contributions.update({ id: created.id, version: created.version, zip: '97232' }),
    );
    expect(await jobsFor([created.id])).toEqual([{ targetId: created.id, state: 'waiting' }]);
    await world.campaignAdmin.call((api) =>
      api.contributions.update({ id: created.id, version: corrected.version, status: 'submitted' }),
    );
    await drainQueue();
    expect((await publicMap()).points).toContainEqual([
      ...centroid('97232'),
      4300,
      null,
      expect.any(Number),
      expect.any(Number),
    ]);
  });

  it('queues every row of a bulk upload', async () => {
    const result = await world.campaignStaff.call((api) =>
      api.contributions.bulkImport({
        campaignId: world.campaignId,
        fileName: 'april.csv',
        csvText: [
          'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod',
          '2024-04-03,contribution,cash,10,matchable,individual,Ada,Lovelace,,1 Main St,Portland,OR,97201,cash',
          '2024-04-03,contribution,cash,11,matchable,individual,Alan,Turing,,2 Main St,Portland,OR,97202,cash',
        ].join('\n'),
      }),
    );
    if (!result.ok) throw new Error(result.issues.join('; '));
    const ids = result.contributions.map((contribution) => contribution.id);
    expect(await jobsFor(ids)).toEqual(ids.map((targetId) => ({ targetId, state: 'waiting' })));
  });

  it("places a backlog round after round through the server's own worker", async () => {
    const ids = [await submittedContribution({ zip: '97201' }), await submittedContribution()];
    const zip = zipCentroidGeocoder();
    // One address a round, so the backlog takes several rounds with a rest after each.
    const oneAtATime: Geocoder = {
      ...zip,
      batchSize: 1,
      geocode: (requests) => zip.geocode(requests),
    };
    const worker = startGeocodingWorker({ db: db(), geocoder: oneAtATime, idleMs: 50 });
    try {
      await expect
        .poll(async () => (await jobsFor(ids)).map((job) => job.state), { timeout: 10_000 })
        .toEqual(['placed', 'placed']);
    } finally {
      await worker.stop();
    }
  });

  it('stops when asked during a round, without waiting out the rest that would follow it', async () => {
    // Asked at once, the worker is in its first round (finding nothing due): before, it then
    // went into its idle wait of a minute, which `stop` could not cut short.
    await drainQueue();
    const worker = startGeocodingWorker({
      db: db(),
      geocoder: zipCentroidGeocoder(),
      idleMs: 10 * 60_000,
    });
    const stopping = worker.stop().then(() => 'stopped');
    // Far less than the idle wait, and far more than a round takes even on a busy machine.
    const waited = new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000));
    expect(await Promise.race([stopping, waited])).toBe('stopped');
  });

  it('records an unknown ZIP code as unplaceable with the reason', async () => {
    const id = await submittedContribution({ zip: '00000' });
    await drainQueue();
    const [job] = await db()
      .select({ state: geocodingJobs.state, reason: geocodingJobs.reason })
      .from(geocodingJobs)
      .where(eq(geocodingJobs.targetId, id));
    expect(job).toEqual({ state: 'unplaceable', reason: 'Unknown ZIP code' });
  });

  it('keeps the address waiting for a retry when the geocoder is down', async () => {
    const id = await submittedContribution({ zip: '97206' });
    const down: Geocoder = {
      description: 'down',
      batchSize: 10,
      geocode: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const round = await geocodeOneBatch(db(), down);
    expect(round.retrying).toBeGreaterThanOrEqual(1);
    const [job] = await db()
      .select({
        state: geocodingJobs.state,
        reason: geocodingJobs.reason,
        attempts: geocodingJobs.attempts,
      })
      .from(geocodingJobs)
      .where(eq(geocodingJobs.targetId, id));
    expect(job).toEqual({ state: 'waiting', reason: 'connect ECONNREFUSED', attempts: 1 });
  });

  it('counts the contributions in the filters that are not on the map', async () => {
    const before = await publicMap();
    await submittedContribution({ zip: '97213' });
    expect((await publicMap()).notOnMap).toBe(before.notOnMap + 1);
    await drainQueue();
    expect((await publicMap()).notOnMap).toBe(before.notOnMap);
  });
});

describe('geocoding status and retry in Settings', () => {
  it('shows a government admin the counts and the reasons, and retries the unplaceable', async () => {
    await submittedContribution({ zip: '00001' });
    await drainQueue();
    const status = await world.governmentAdmin.call((api) =>
      api.geocoding.status({ governmentId: world.governmentId }),
    );
    expect(status.unplaceable).toBeGreaterThanOrEqual(1);
    expect(status.unplaceableReasons).toContainEqual({
      reason: 'Unknown ZIP code',
      count: status.unplaceable,
    });
    const { queued } = await world.governmentAdmin.call((api) =>
      api.geocoding.retry({ governmentId: world.governmentId }),
    );
    expect(queued).toBe(status.unplaceable);
    const after = await world.governmentAdmin.call((api) =>
      api.geocoding.status({ governmentId: world.governmentId }),
    );
    expect(after).toMatchObject({ unplaceable: 0, waiting: status.waiting + queued });
  });

  it('refuses campaign users and admins of another government', async () => {
    await expectTRPCError(
      world.campaignAdmin.call((api) => api.geocoding.status({ governmentId: world.governmentId })),
      'FORBIDDEN',
    );
    await expectTRPCError(
      world.foreignGovernmentAdmin.call((api) =>
        api.geocoding.retry({ governmentId: world.governmentId }),
      ),
      'FORBIDDEN',
    );
  });
});
