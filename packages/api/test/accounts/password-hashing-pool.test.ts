import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HASHING_BUSY_MESSAGE,
  PasswordHashingBusyError,
  PasswordHashingPool,
} from '../../src/security/password-hashing';
import { retryAfterSecondsOf } from '../../src/security/rate-limits';

/** A hash the test finishes when it chooses, and whether it has started. */
function heldHash() {
  let finish = () => {};
  const hash = { started: false, finish: () => finish() };
  const run = () => {
    hash.started = true;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { hash, run };
}

/** Requests that each take a place and run one held hash in it. */
function holdRequests(pool: PasswordHashingPool, count: number) {
  return Array.from({ length: count }, () => {
    const { hash, run } = heldHash();
    const answered = pool.run(run);
    return { hash, answered };
  });
}

const busyRefusal = async (pool: PasswordHashingPool) => {
  const error = await pool.run(async () => 'hashed').catch((caught: unknown) => caught);
  return error;
};

describe('the password hashing pool', () => {
  it.each([
    { concurrency: 1, queue: 0 },
    { concurrency: 2, queue: 8 },
    { concurrency: 3, queue: 2 },
  ])('with %o runs at most that many hashes at once and refuses past the line', async (limits) => {
    const pool = new PasswordHashingPool(limits);
    const admitted = holdRequests(pool, limits.concurrency + limits.queue);

    expect(admitted.filter(({ hash }) => hash.started)).toHaveLength(limits.concurrency);
    expect(pool.waitingForSlot).toBe(limits.queue);

    // One more is refused at once, as 503 with a Retry-After, before any hashing.
    const refusal = await busyRefusal(pool);
    expect(refusal).toBeInstanceOf(PasswordHashingBusyError);
    expect(refusal).toBeInstanceOf(TRPCError);
    expect(refusal).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: PASSWORD_HASHING_BUSY_MESSAGE,
    });
    expect(retryAfterSecondsOf(refusal)).toBe(1);

    // Each finished hash hands its slot to the next in line, never to more than the limit.
    for (const [index, { hash, answered }] of admitted.entries()) {
      hash.finish();
      await answered;
      const started = admitted.filter((each) => each.hash.started).length;
      expect(started).toBe(Math.min(admitted.length, index + 1 + limits.concurrency));
    }
    await expect(pool.run(async () => 'hashed')).resolves.toBe('hashed');
  });

  it('waiting requests hash in the order they came', async () => {
    const pool = new PasswordHashingPool({ concurrency: 1, queue: 3 });
    const order: number[] = [];
    const first = heldHash();
    const running = pool.run(first.run);
    const waiting = [1, 2, 3].map((n) =>
      pool.run(async () => {
        order.push(n);
      }),
    );
    first.hash.finish();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('a failed hash frees its place and its slot', async () => {
    const pool = new PasswordHashingPool({ concurrency: 1, queue: 0 });
    await expect(pool.run(() => Promise.reject(new Error('argon2 failed')))).rejects.toThrow(
      'argon2 failed',
    );
    await expect(pool.run(async () => 'hashed')).resolves.toBe('hashed');
  });

  it('a request keeps its place between its hashes, so one flow cannot be refused halfway', async () => {
    const pool = new PasswordHashingPool({ concurrency: 1, queue: 0 });
    const first = heldHash();
    const flow = pool.admit(async (inSlot) => {
      await inSlot(first.run);
      // Between the two hashes the slot is free but the place is still this request's.
      return inSlot(async () => 'second hash');
    });
    expect(await busyRefusal(pool)).toBeInstanceOf(PasswordHashingBusyError);
    first.hash.finish();
    await expect(flow).resolves.toBe('second hash');
    await expect(pool.run(async () => 'hashed')).resolves.toBe('hashed');
  });
});
