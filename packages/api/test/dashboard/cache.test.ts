import { createTestDatabase } from '@portal/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedDashboardData, storedDashboardAnswerCount } from '../../src/dashboard/data/cache';
import { createGovernment } from '../support/factories';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** A computation that counts its runs and finishes when the test says so. */
function heldComputation<T>(value: T) {
  const waiting: (() => void)[] = [];
  let runs = 0;
  const compute = () => {
    runs += 1;
    return new Promise<T>((resolve) => {
      waiting.push(() => resolve(value));
    });
  };
  const release = () => {
    for (const finish of waiting) finish();
  };
  return { compute, release, runs: () => runs };
}

describe('cachedDashboardData', () => {
  it('computes a key once for requests that arrive while it is being computed', async () => {
    const held = heldComputation({ figures: 1 });
    const burst = [1, 2, 3].map(() => cachedDashboardData(database.db, 1, 'burst', held.compute));
    // The version read comes first; wait until the computation has started.
    await expect.poll(held.runs).toBe(1);
    held.release();
    const answers = await Promise.all(burst);
    expect(held.runs()).toBe(1);
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
  });

  it('computes again after a failure, which it does not keep', async () => {
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw new Error('database away');
    };
    await expect(cachedDashboardData(database.db, 1, 'failing', failing)).rejects.toThrow();
    await expect(cachedDashboardData(database.db, 1, 'failing', failing)).rejects.toThrow();
    expect(runs).toBe(2);
    expect(await cachedDashboardData(database.db, 1, 'failing', async () => 'back')).toBe('back');
  });

  it('never serves one database an answer computed for another (same government id)', async () => {
    const other = await createTestDatabase();
    try {
      // Neither database has a data version row yet: both read version '0'.
      expect(await cachedDashboardData(database.db, 77, 'shared key', async () => 'a')).toBe('a');
      expect(await cachedDashboardData(other.db, 77, 'shared key', async () => 'b')).toBe('b');
      expect(await cachedDashboardData(database.db, 77, 'shared key', async () => 'c')).toBe('a');
    } finally {
      await other.close();
    }
  });

  it('keeps one answer per request: a newer version replaces the one before', async () => {
    const governmentId = (await createGovernment(database.db)).id;
    const answer = (value: string) =>
      cachedDashboardData(database.db, governmentId, 'replaced', async () => value);
    expect(await answer('first')).toBe('first');
    const held = storedDashboardAnswerCount(database.db);
    expect(await answer('not computed again')).toBe('first');
    // What a write's trigger does: the government's data version moves on.
    await database.db.execute(sql`
      insert into dashboard_data_versions (government_id, version) values (${governmentId}, 1)
      on conflict (government_id) do update set version = dashboard_data_versions.version + 1,
        changed_at = clock_timestamp()`);
    expect(await answer('second')).toBe('second');
    expect(storedDashboardAnswerCount(database.db)).toBe(held);
  });
});
