import { seedDemo, TEST_PASSWORD_HASH_COST } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GEO_FEED_BATCH_ROWS } from '../../src/dashboard/data/geo-feed';
import { demoMatcher } from '../../src/matching/demo-matcher';
import { useTestApi } from '../support/harness';

const testApi = useTestApi();
const governmentId = 1;
/** The test database's pool (postgres-template.ts opens it with 4 connections; the server's has 10). */
const POOL = 4;

beforeAll(async () => {
  // Several batches past the first, so a feed's server-side cursor stays open mid-way.
  await seedDemo(testApi.handle.db, {
    matcher: demoMatcher,
    contributions: GEO_FEED_BATCH_ROWS * 5,
    externalContributions: 10,
    knownContributors: 10,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
  });
});

describe.runIf(testsRunOnPostgres())('public geo feeds read by clients that stall', () => {
  it('do not take every pooled connection while the clients do not read', async () => {
    // Anonymous callers each read the feed's first chunks (the opening, the LIMIT batch and
    // one more batch, as the socket's buffers would) and then stop reading without hanging up.
    const stalled: AsyncIterator<string>[] = [];
    for (let client = 0; client < POOL; client++) {
      const feed = await testApi
        .browser(`203.0.113.${client + 1}`)
        .call((api) => api.dashboard.contributionsGeo({ governmentId }));
      const chunks = feed.chunks[Symbol.asyncIterator]();
      for (let read = 0; read < 3; read++) expect((await chunks.next()).done).toBe(false);
      stalled.push(chunks);
    }
    try {
      // Anyone else's request still needs one connection. A query that found none would wait
      // for good; after a minute (a loaded machine answers in well under one) the test says so
      // and lets the stalled clients go.
      const answered = await Promise.race([
        testApi.handle.db.execute(sql`select 1`).then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 60_000)),
      ]);
      expect(answered).toBe('answered');
    } finally {
      await Promise.all(stalled.map((chunks) => chunks.return?.()));
    }
  });
});
