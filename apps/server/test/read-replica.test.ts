import { migrateDatabase, openDatabase, openReadReplicas } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftContribution } from './public-contribution';
import { type StreamingReplica, startStreamingReplica } from './streaming-replica';
import { CAMPAIGN_ADMIN, useTestWorld } from './test-world';

/**
 * Public reads from a real streaming replica: a PostgreSQL primary and a replica made from it with
 * pg_basebackup, both the test's own. It needs PostgreSQL's programs, so it runs in PostgreSQL
 * mode (`.ci/run` sets DATABASE_URL); it never touches the server DATABASE_URL names.
 */
const onPostgres = testsRunOnPostgres();
if (!onPostgres) {
  console.info(
    'read-replica.test.ts is skipped: it runs in PostgreSQL mode only (DATABASE_URL set, as .ci/run does).',
  );
}

/** The lag the world's server accepts from its replica; small, so the test sees it passed. */
const MAX_LAG_S = 3;
/** How long a change may take to show, bounded by what the server accepts of its replica. */
const WITHIN_LAG_MS = (MAX_LAG_S + 3) * 1000;

let pair: StreamingReplica | undefined;
let primaryAdmin: postgres.Sql;
let replicaAdmin: postgres.Sql;

/** Asks `read` until `done` holds of its answer, for at most `limitMs`; answers the last one. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs: number) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPostgres)(
  onPostgres
    ? 'public reads from a streaming replica (own primary and replica)'
    : 'public reads from a streaming replica: SKIPPED, runs in PostgreSQL mode only',
  () => {
    beforeAll(async () => {
      pair = await startStreamingReplica();
      primaryAdmin = postgres(pair.primaryAdminUrl, { max: 1, onnotice: () => {} });
      replicaAdmin = postgres(pair.replicaAdminUrl, { max: 1, onnotice: () => {} });
    }, 120_000);
    afterAll(async () => {
      await primaryAdmin?.end();
      await replicaAdmin?.end();
      await pair?.destroy();
    });

    const world = useTestWorld({
      users: { admin: CAMPAIGN_ADMIN },
      openDatabase: async () => {
        const database = await openDatabase({ url: pair?.primaryUrl, maxConnections: 4 });
        await migrateDatabase(database);
        return database;
      },
      readReplicas: (primary) =>
        openReadReplicas(primary, {
          urls: [pair?.replicaUrl ?? ''],
          maxLagSeconds: MAX_LAG_S,
          maxConnections: 4,
        }),
      setupTimeoutMs: 60_000,
    });

    const viewUrl = () =>
      `/trpc/dashboard.view?input=${encodeURIComponent(JSON.stringify({ json: { governmentId: world.governmentId } }))}`;
    const viewOf = (body: string) => {
      const json = JSON.parse(body).result.data.json;
      return {
        total: json.summary[0].totalCents as number,
        retrievedAt: new Date(json.retrievedAt),
      };
    };
    /** The dashboard as the public sees it: must always answer, whatever the replica does. */
    const publicView = async () => {
      const answer = await world.as(null, { method: 'GET', url: viewUrl() });
      expect(answer.statusCode, answer.body).toBe(200);
      return viewOf(answer.body);
    };
    /** The dashboard as the signed-in campaign admin sees it: from the primary. */
    const signedInView = async () => {
      const answer = await world.as('admin', { method: 'GET', url: viewUrl() });
      expect(answer.statusCode, answer.body).toBe(200);
      return viewOf(answer.body);
    };

    /** Until the replica has replayed everything the primary has written. */
    const replicaCaughtUp = async () => {
      const [primary] = await primaryAdmin`select pg_current_wal_lsn()::text as lsn`;
      await waitFor(
        async () =>
          (
            await replicaAdmin`select pg_last_wal_replay_lsn() >= ${primary?.lsn}::pg_lsn as done`
          )[0]?.done,
        Boolean,
        WITHIN_LAG_MS,
      );
    };
    const pauseReplay = async () => {
      await replicaAdmin`select pg_wal_replay_pause()`;
      await waitFor(
        async () => (await replicaAdmin`select pg_get_wal_replay_pause_state() as state`)[0]?.state,
        (state) => state === 'paused',
        WITHIN_LAG_MS,
      );
    };
    const resumeReplay = () => replicaAdmin`select pg_wal_replay_resume()`;

    /**
     * With the replica holding its replay (as one falling behind does), a new public gift shows
     * to its campaign at once (the primary) and not yet to the public (the replica), whose
     * freshness note names the moment of the replica's data, not the request's.
     */
    const publicReadsComeFromReplica = async () => {
      await replicaCaughtUp();
      const before = await publicView();
      await pauseReplay();
      const writtenAt = new Date();
      await (await draftContribution(world)).submit();
      expect((await signedInView()).total).toBe(before.total + 1_234);
      const lagging = await publicView();
      expect(lagging.total).toBe(before.total);
      expect(lagging.retrievedAt.getTime()).toBeLessThanOrEqual(writtenAt.getTime());
      return before.total + 1_234;
    };

    it('serves the public from the replica, the signed-in from the primary; a change shows within the lag bound', async () => {
      const expected = await publicReadsComeFromReplica();
      const replayedAt = Date.now();
      await resumeReplay();
      const seen = await waitFor(publicView, (view) => view.total === expected, WITHIN_LAG_MS);
      expect(seen.total).toBe(expected);
      expect(Date.now() - replayedAt).toBeLessThan(WITHIN_LAG_MS);
      // Caught up, the note says the data is current.
      expect(Math.abs(seen.retrievedAt.getTime() - Date.now())).toBeLessThan(WITHIN_LAG_MS);
    });

    it('keeps reading a current replica through a quiet spell longer than the lag bound', async () => {
      await replicaCaughtUp();
      // No write for longer than the bound: the last replayed change grows old, the replica does not.
      await new Promise((resolve) => setTimeout(resolve, (MAX_LAG_S + 2) * 1000));
      await publicView();
      await waitFor(
        async () => world.publicReads?.health()[0]?.lagSeconds,
        (lag) => lag === 0,
        WITHIN_LAG_MS,
      );
      expect(world.publicReads?.health()[0]).toEqual({ healthy: true, lagSeconds: 0 });
      await publicReadsComeFromReplica();
      await resumeReplay();
    });

    it('skips a replica further behind than READ_REPLICA_MAX_LAG_S: the primary serves', async () => {
      const expected = await publicReadsComeFromReplica();
      const served = await waitFor(
        publicView,
        (view) => view.total === expected,
        3 * WITHIN_LAG_MS,
      );
      expect(served.total).toBe(expected);
      expect(world.publicReads?.health()[0]).toMatchObject({ healthy: false });
      await resumeReplay();
      await waitFor(async () => world.publicReads?.health()[0]?.healthy, Boolean, WITHIN_LAG_MS);
    });

    it('falls back to the primary with no error while the replica is down, and returns to it', async () => {
      let running = true;
      let answered = 0;
      // The public keeps asking while the replica stops; every answer must be a 200.
      const asking = (async () => {
        while (running) {
          await publicView();
          answered += 1;
        }
      })();
      await pair?.stopReplica();
      const writtenWhileDown = (await signedInView()).total + 1_234;
      await (await draftContribution(world)).submit();
      const served = await waitFor(
        publicView,
        (view) => view.total === writtenWhileDown,
        WITHIN_LAG_MS,
      );
      expect(served.total).toBe(writtenWhileDown);
      await pair?.startReplica();
      await waitFor(
        async () => world.publicReads?.health()[0]?.healthy,
        Boolean,
        3 * WITHIN_LAG_MS,
      );
      running = false;
      await asking;
      expect(answered).toBeGreaterThan(0);
      await publicReadsComeFromReplica();
      await resumeReplay();
    });
  },
);
