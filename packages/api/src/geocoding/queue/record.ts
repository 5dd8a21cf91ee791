import type { DbOrTx } from '@portal/db';
import { rowsOf } from '@portal/db';
import type { GeocodePrecision } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { GeocodingWork } from './work';

/** Tries per address before it is given up as unplaceable. */
export const MAX_GEOCODING_ATTEMPTS = 6;

/** Exponential backoff after a failed try: 30 s, 1 min, 2 min, ... capped at one hour. */
export const geocodingRetryDelaySeconds = (attempts: number): number =>
  Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

type Job = Pick<GeocodingWork, 'jobId' | 'target' | 'targetId' | 'attempts'>;

/** What became of one claimed job. */
export type GeocodingOutcome =
  | { job: Job; kind: 'placed'; latitude: number; longitude: number; precision: GeocodePrecision }
  /** No geocoder can place the address (none found, or no address at all): no further tries. */
  | { job: Job; kind: 'unplaceable'; reason: string }
  /** The geocoder failed (down, timed out): tried again later, or given up after the last try. */
  | { job: Job; kind: 'failed'; reason: string };

export interface RecordedOutcomes {
  placed: number;
  unplaceable: number;
  retrying: number;
  /** Jobs no longer this worker's (the address changed, or the lease passed on): left alone. */
  lost: number;
}

interface JobUpdate {
  jobId: number;
  state: 'placed' | 'unplaceable' | 'waiting';
  precision: GeocodePrecision | null;
  reason: string | null;
  /** Seconds until a retry; null when the job is finished. */
  retryAfter: number | null;
  /** The point to write (null clears it); undefined leaves the record alone. */
  point: { latitude: number; longitude: number } | null | undefined;
}

function jobUpdate(outcome: GeocodingOutcome): JobUpdate {
  const { jobId, attempts } = outcome.job;
  switch (outcome.kind) {
    case 'placed':
      return {
        jobId,
        state: 'placed',
        precision: outcome.precision,
        reason: null,
        retryAfter: null,
        point: { latitude: outcome.latitude, longitude: outcome.longitude },
      };
    case 'unplaceable':
      return {
        jobId,
        state: 'unplaceable',
        precision: null,
        reason: outcome.reason,
        retryAfter: null,
        point: null,
      };
    case 'failed':
      return attempts >= MAX_GEOCODING_ATTEMPTS
        ? {
            jobId,
            state: 'unplaceable',
            precision: null,
            reason: `Gave up after ${attempts} tries: ${outcome.reason}`,
            retryAfter: null,
            point: null,
          }
        : {
            jobId,
            state: 'waiting',
            precision: null,
            reason: outcome.reason,
            retryAfter: geocodingRetryDelaySeconds(attempts),
            point: undefined,
          };
    default: {
      const unknown: never = outcome;
      throw new Error(`Unknown geocoding outcome ${JSON.stringify(unknown)}`);
    }
  }
}

const valuesList = (rows: SQL[]) => sql.join(rows, sql`, `);

/**
 * Records a batch's outcomes in one transaction and a few set-based statements, for the jobs
 * this worker still holds under `leaseToken` only: a job whose address changed meanwhile
 * (re-queued, token cleared) or whose lease passed to another worker is left alone. A placed or
 * unplaceable job's point is written (or cleared) on its record; the record's own version and
 * updated_at stay as they were: a point is not an edit, and an open form must not go stale.
 */
export async function recordGeocodingOutcomes(
  db: DbOrTx,
  leaseToken: string,
  outcomes: readonly GeocodingOutcome[],
): Promise<RecordedOutcomes> {
  const recorded: RecordedOutcomes = { placed: 0, unplaceable: 0, retrying: 0, lost: 0 };
  if (outcomes.length === 0) return recorded;
  const updates = outcomes.map(jobUpdate);
  const targetTables = [
    ['contribution', sql`contributions`],
    ['external_contribution', sql`external_contributions`],
  ] as const;
  return db.transaction(async (tx) => {
    // The worker gives way: behind a long transaction holding these records (an external
    // import's amendments) it stops waiting after 500 ms, before PostgreSQL's deadlock check
    // (`deadlock_timeout`, 1 s by default) would usually pick a victim, so a lock cycle almost
    // always ends this round (the worker gives its jobs back) rather than the user's import.
    await tx.execute(sql`set local lock_timeout = '500ms'`);
    // Records first, then jobs: the order a user's address save takes them (the row, then its
    // job through the trigger), so the two never wait on each other in a cycle.
    for (const [target, table] of targetTables) {
      const ids = outcomes
        .filter(({ job }) => job.target === target)
        .map(({ job }) => job.targetId);
      if (ids.length === 0) continue;
      await tx.execute(sql`
        select id from ${table} where id in (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )}) order by id for update`);
    }
    const held = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update geocoding_jobs as job set
          state = v.state,
          precision = v.precision,
          reason = v.reason,
          run_after = case when v.retry_after is null then job.run_after
                           else now() + make_interval(secs => v.retry_after) end,
          lease_token = null,
          leased_until = null,
          updated_at = case when v.state = 'waiting' then job.updated_at else now() end
        from (values ${valuesList(
          updates.map(
            (update) =>
              sql`(${update.jobId}::int, ${update.state}::text, ${update.precision}::text, ${update.reason}::text, ${update.retryAfter}::float8)`,
          ),
        )}) as v(id, state, precision, reason, retry_after)
        where job.id = v.id and job.lease_token = ${leaseToken}
        returning job.id`),
    );
    const heldIds = new Set(held.map((row) => Number(row.id)));
    const points = outcomes.flatMap((outcome, index) => {
      const update = updates[index];
      if (!update || update.point === undefined || !heldIds.has(update.jobId)) return [];
      return [{ ...outcome.job, point: update.point }];
    });
    for (const [target, table] of targetTables) {
      const mine = points.filter((job) => job.target === target);
      if (mine.length === 0) continue;
      await tx.execute(sql`
        update ${table} as record set latitude = v.latitude, longitude = v.longitude
        from (values ${valuesList(
          mine.map(
            (job) =>
              sql`(${job.targetId}::int, ${job.point?.latitude ?? null}::float8, ${job.point?.longitude ?? null}::float8)`,
          ),
        )}) as v(id, latitude, longitude)
        where record.id = v.id`);
    }
    for (const update of updates) {
      if (!heldIds.has(update.jobId)) recorded.lost += 1;
      else if (update.state === 'placed') recorded.placed += 1;
      else if (update.state === 'unplaceable') recorded.unplaceable += 1;
      else recorded.retrying += 1;
    }
    return recorded;
  });
}

/** One placed job (see `recordGeocodingOutcomes`); false when the job is no longer held. */
export async function recordGeocodedPoint(
  db: DbOrTx,
  leaseToken: string,
  job: Job,
  point: { latitude: number; longitude: number; precision: GeocodePrecision },
): Promise<boolean> {
  const recorded = await recordGeocodingOutcomes(db, leaseToken, [
    { job, kind: 'placed', ...point },
  ]);
  return recorded.placed === 1;
}

/** One failed try (see `recordGeocodingOutcomes`): retried later, or given up after the last. */
export async function recordGeocodingFailure(
  db: DbOrTx,
  leaseToken: string,
  job: Job,
  reason: string,
): Promise<'retry' | 'gave-up' | 'lost-lease'> {
  const recorded = await recordGeocodingOutcomes(db, leaseToken, [{ job, kind: 'failed', reason }]);
  if (recorded.lost > 0) return 'lost-lease';
  return recorded.retrying > 0 ? 'retry' : 'gave-up';
}
