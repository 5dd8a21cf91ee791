import type { DatabaseHandle } from '@portal/db';
import { openSecondPool, testsRunOnPostgres } from '@portal/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { draftContribution } from './public-contribution';
import { CAMPAIGN_ADMIN, useTestWorld } from './test-world';

const onPostgres = testsRunOnPostgres();

let secondPool: DatabaseHandle | undefined;
let second: FastifyInstance;

/** The participants' total on a server's public dashboard, as a browser asks for it. */
async function participantsTotal(app: FastifyInstance, governmentId: number): Promise<number> {
  const input = encodeURIComponent(JSON.stringify({ json: { governmentId } }));
  const answer = await app.inject({ method: 'GET', url: `/trpc/dashboard.view?input=${input}` });
  expect(answer.statusCode).toBe(200);
  return answer.json().result.data.json.summary[0].totalCents;
}

/**
 * Two server processes behind a load balancer: each its own connection pool and its own
 * in-memory dashboard cache (a fresh module graph), one PostgreSQL database between them.
 */
describe.skipIf(!onPostgres)(
  onPostgres
    ? 'two servers over one PostgreSQL'
    : 'two servers over one PostgreSQL: SKIPPED, runs in PostgreSQL mode only (set DATABASE_URL, as .ci/run does)',
  () => {
    const world = useTestWorld({ users: { admin: CAMPAIGN_ADMIN } });
    beforeAll(async () => {
      secondPool = await openSecondPool(world.database);
      vi.resetModules();
      const { buildTestApp: buildInOtherProcess } = await import('./harness');
      second = await buildInOtherProcess(secondPool.db);
    });

    afterAll(async () => {
      await second?.close();
      await secondPool?.close();
    });

    it('a contribution submitted through one server is on the other one’s dashboard at once', async () => {
      const first = world.app;
      expect(await participantsTotal(second, world.governmentId)).toBe(0);
      expect(await participantsTotal(first, world.governmentId)).toBe(0);

      const draft = await draftContribution(world);
      // A draft is private: neither dashboard shows it.
      expect(await participantsTotal(second, world.governmentId)).toBe(0);

      await draft.submit();
      expect(await participantsTotal(second, world.governmentId)).toBe(1_234);
      expect(await participantsTotal(first, world.governmentId)).toBe(1_234);
    });
  },
);
