import type { Database, Transaction } from '@portal/db';
import {
  type AttemptKeys,
  type AttemptPolicy,
  recordAttempt,
  ThrottledError,
  throttlingLimit,
} from './rate-limits';

/**
 * Runs one attempt under a policy's limits, in a transaction that commits even when the attempt
 * fails: the caller raises its error only after it, or the failure would roll back and never
 * count. While a limit is reached the attempt does not run and ThrottledError says how long to
 * wait. The attempt calls `record` with whether it succeeded, where its rule counts it; an
 * attempt that throws writes nothing, its attempt included.
 */
export async function underAttemptLimit<Outcome, Keys = AttemptKeys>(
  db: Database,
  policy: AttemptPolicy<Keys>,
  keys: Keys,
  now: Date,
  attempt: (tx: Transaction, record: (succeeded: boolean) => Promise<void>) => Promise<Outcome>,
): Promise<Outcome> {
  const result = await db.transaction(async (tx) => {
    const refusing = await throttlingLimit(tx, policy, keys, now);
    if (refusing) return { limited: true, refusing } as const;
    const record = async (succeeded: boolean) => {
      await recordAttempt(tx, policy, keys, succeeded, now);
    };
    return { limited: false, outcome: await attempt(tx, record) } as const;
  });
  if (result.limited) {
    const { retryAfterSeconds, limit } = result.refusing;
    throw new ThrottledError(retryAfterSeconds, policy.refusal, limit);
  }
  return result.outcome;
}
