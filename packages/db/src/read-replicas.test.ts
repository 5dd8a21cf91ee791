import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './database-types';
import { PublicReadConnections, type ReadReplica } from './read-replicas';

// Stand-ins: the routing only compares the handles, it never queries them itself.
const primary = { name: 'primary' } as unknown as Database;
const replicaDb = (name: string) => ({ name }) as unknown as Database;
const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

/** A replica whose health answer the test sets: a lag in seconds, or an error when it is down. */
function replica(name: string, lag: number | Error) {
  const state = { lag, probes: 0 };
  const entry: ReadReplica = {
    db: replicaDb(name),
    probe: async () => {
      state.probes += 1;
      if (state.lag instanceof Error) throw state.lag;
      return state.lag;
    },
  };
  return { entry, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('public read connections', () => {
  it('sends public reads to a replica within the lag bound, else to the primary', async () => {
    const current = replica('current', 0.2);
    const behind = replica('behind', 30);
    const down = replica('down', refused());
    const connections = new PublicReadConnections(
      primary,
      [current.entry, behind.entry, down.entry],
      { maxLagSeconds: 5 },
    );
    for (let round = 0; round < 5; round += 1)
      expect((await connections.choose()).db).toBe(current.entry.db);
    expect(connections.health()).toEqual([
      { healthy: true, lagSeconds: 0.2 },
      { healthy: false, lagSeconds: 30 },
      { healthy: false, lagSeconds: null },
    ]);

    const onlyBehind = new PublicReadConnections(primary, [behind.entry], { maxLagSeconds: 5 });
    expect((await onlyBehind.choose()).db).toBe(primary);
  });

  it('skips a replica that went away during a read, and takes it back once it answers again', async () => {
    vi.useFakeTimers();
    const flaky = replica('flaky', 0);
    const connections = new PublicReadConnections(primary, [flaky.entry], {
      maxLagSeconds: 5,
      recheckMs: 1000,
    });
    const choice = await connections.choose();
    expect(choice.db).toBe(flaky.entry.db);
    // The read is to run again on the primary, and the next requests go there.
    expect(choice.failed(new Error('Failed query', { cause: refused() }))).toBe(true);
    flaky.state.lag = refused();
    expect((await connections.choose()).db).toBe(primary);

    flaky.state.lag = 0;
    await vi.advanceTimersByTimeAsync(1000);
    // The check runs behind the request that finds the answer old; the next one has it.
    await connections.choose();
    await vi.advanceTimersByTimeAsync(0);
    expect((await connections.choose()).db).toBe(flaky.entry.db);
  });

  it('lets a wrong query fail as it would on the primary, and moves a read the replica cancelled', async () => {
    const healthy = replica('healthy', 0);
    const connections = new PublicReadConnections(primary, [healthy.entry], { maxLagSeconds: 5 });
    const choice = await connections.choose();
    expect(choice.failed(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(
      choice.failed(
        Object.assign(new Error('canceling statement due to conflict with recovery'), {
          code: '40001',
        }),
      ),
    ).toBe(true);
    // A cancelled read is no sign of ill health: the replica keeps serving.
    expect((await connections.choose()).db).toBe(healthy.entry.db);
  });

  it('reads the primary when no replica is configured', async () => {
    const connections = new PublicReadConnections(primary, [], { maxLagSeconds: 5 });
    const choice = await connections.choose();
    expect(choice.db).toBe(primary);
    expect(choice.failed(refused())).toBe(false);
  });
});
