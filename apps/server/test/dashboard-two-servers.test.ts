import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase, openSecondPool, testsRunOnPostgres } from '@portal/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contributionPayload } from './campaign-staff-world';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, signIn } from './harness';

const onPostgres = testsRunOnPostgres();

let database: DatabaseHandle | undefined;
let secondPool: DatabaseHandle | undefined;
let first: FastifyInstance;
let second: FastifyInstance;
let governmentId: number;
let campaignId: number;
let adminCookie: string;

/** The participants' total on a server's public dashboard, as a browser asks for it. */
async function participantsTotal(app: FastifyInstance): Promise<number> {
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
    beforeAll(async () => {
      database = await createTestDatabase();
      secondPool = await openSecondPool(database);
      first = await buildTestApp(database.db);
      vi.resetModules();
      const { buildTestApp: buildInOtherProcess } = await import('./harness');
      second = await buildInOtherProcess(secondPool.db);

      governmentId = (await createGovernment(database.db)).id;
      campaignId = (await createCampaign(database.db, governmentId)).id;
      await createUser(database.db, {
        email: 'admin@example.org',
        password: 'admin-password',
        role: 'campaign_admin',
        governmentId,
        campaignId,
      });
      adminCookie = await signIn(first, 'admin@example.org', 'admin-password');
    });

    afterAll(async () => {
      await first?.close();
      await second?.close();
      await secondPool?.close();
      await database?.close();
    });

    it('a contribution submitted through one server is on the other one’s dashboard at once', async () => {
      expect(await participantsTotal(second)).toBe(0);
      expect(await participantsTotal(first)).toBe(0);

      const asAdmin = { cookie: adminCookie };
      const created = await first.inject({
        method: 'POST',
        url: '/contributions/new',
        headers: asAdmin,
        payload: contributionPayload(campaignId),
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      // A draft is private: neither dashboard shows it.
      expect(await participantsTotal(second)).toBe(0);

      const submitted = await first.inject({
        method: 'PUT',
        url: `/contributions/${id}`,
        headers: asAdmin,
        payload: { id, version: 1, status: 'submitted' },
      });
      expect(submitted.statusCode).toBe(204);
      expect(await participantsTotal(second)).toBe(1_234);
      expect(await participantsTotal(first)).toBe(1_234);
    });
  },
);
