import { type Database, isLockTimeout } from '@portal/db';
import type { GeocodeAnswer, Geocoder } from './geocoder';
import {
  claimGeocodingJobs,
  GEOCODING_LEASE_SECONDS,
  type GeocodingWork,
  giveBackGeocodingJobs,
  renewGeocodingLease,
} from './queue/queue';
import { type GeocodingOutcome, recordGeocodingOutcomes } from './queue/record';

export interface GeocodingRound {
  claimed: number;
  placed: number;
  unplaceable: number;
  retrying: number;
  /**
   * Milliseconds the round waited on the database: claiming its jobs and recording the answers
   * (a connection from the pool included, so a busy database makes the worker rest longer).
   */
  databaseMs: number;
}

const hasAddress = (job: GeocodingWork) =>
  [job.address1, job.city, job.zip].some((part) => part !== null && part.trim() !== '');

const failureReason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One round of the queue: claim a batch of due jobs, ask the geocoder, record every answer at
 * once. A geocoder failure sends the batch back with backoff; "no such place" is final.
 */
export async function geocodeOneBatch(
  db: Database,
  geocoder: Geocoder,
  leaseSeconds = GEOCODING_LEASE_SECONDS,
): Promise<GeocodingRound> {
  const claiming = performance.now();
  const claim = await claimGeocodingJobs(db, geocoder.batchSize, leaseSeconds);
  const { leaseToken, jobs } = claim;
  const claimMs = performance.now() - claiming;
  if (jobs.length === 0)
    return { claimed: 0, placed: 0, unplaceable: 0, retrying: 0, databaseMs: claimMs };

  const askable = jobs.filter(hasAddress);
  let answers: Map<string, GeocodeAnswer> | null = null;
  let failure = 'The geocoder gave no answer for this address';
  if (askable.length > 0) {
    // Renewed three times a lease while the service answers: a slow batch stays this worker's,
    // and a worker that dies lets its jobs go within one lease.
    const renewing = setInterval(
      () => void renewGeocodingLease(db, claim, leaseSeconds).catch(() => undefined),
      (leaseSeconds * 1000) / 3,
    );
    try {
      answers = await geocoder.geocode(
        askable.map((job) => ({
          key: String(job.jobId),
          address1: job.address1,
          address2: job.address2,
          city: job.city,
          state: job.state,
          zip: job.zip,
        })),
      );
    } catch (error) {
      failure = failureReason(error);
    } finally {
      clearInterval(renewing);
    }
  }
  const outcomes = jobs.map((job): GeocodingOutcome => {
    if (!hasAddress(job)) return { job, kind: 'unplaceable', reason: 'No address' };
    const answer = answers?.get(String(job.jobId));
    if (answer?.kind === 'placed') return { job, ...answer };
    if (answer?.kind === 'unplaceable') return { job, kind: 'unplaceable', reason: answer.reason };
    return { job, kind: 'failed', reason: failure };
  });
  const recording = performance.now();
  let recorded: Awaited<ReturnType<typeof recordGeocodingOutcomes>>;
  try {
    recorded = await recordGeocodingOutcomes(db, leaseToken, outcomes);
  } catch (error) {
    if (!isLockTimeout(error)) throw error;
    // Another transaction (an import) holds some of these records: the batch goes back as it
    // was, its try not counted, rather than count toward giving the addresses up.
    await giveBackGeocodingJobs(db, claim);
    return {
      claimed: jobs.length,
      placed: 0,
      unplaceable: 0,
      retrying: jobs.length,
      databaseMs: claimMs + performance.now() - recording,
    };
  }
  return {
    claimed: jobs.length,
    placed: recorded.placed,
    unplaceable: recorded.unplaceable,
    retrying: recorded.retrying,
    databaseMs: claimMs + performance.now() - recording,
  };
}

export interface GeocodingWorkerLog {
  info(message: string): void;
  error(message: string, error: unknown): void;
}

export interface GeocodingWorker {
  /** Finishes the batch in hand, then stops. */
  stop(): Promise<void>;
}

/**
 * How long the worker rests after a round that placed work: as long as the round kept the
 * database busy, never longer than its idle wait. Placing a point rewrites the record's row and
 * every index of it, as costly as writing the record; without a rest, a large import's backlog
 * would take a whole core of a small database from the requests beside it (as PostgreSQL's own
 * vacuum rests by `autovacuum_vacuum_cost_delay`). The backlog still drains at half speed or
 * better.
 */
export const restAfterRound = (round: GeocodingRound, idleMs: number): number =>
  round.claimed === 0 ? idleMs : Math.min(Math.max(round.databaseMs, 0), idleMs);

/**
 * The queue's consumer: every server process runs one. It works through due jobs, resting
 * between rounds (`restAfterRound`), and, when there are none, looks again every `idleMs` (a new
 * contribution is on the map within seconds).
 */
export function startGeocodingWorker(options: {
  db: Database;
  geocoder: Geocoder;
  idleMs?: number;
  log?: GeocodingWorkerLog;
}): GeocodingWorker {
  const idleMs = options.idleMs ?? 1000;
  let stopped = false;
  let wake: (() => void) | null = null;
  // Asked to stop during a round, the worker ends there rather than rest first: `stop` could
  // only wake a pause that had begun.
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const running = (async () => {
    while (!stopped) {
      try {
        const round = await geocodeOneBatch(options.db, options.geocoder);
        if (round.claimed > 0)
          options.log?.info(
            `geocoding: ${round.placed} placed, ${round.unplaceable} unplaceable, ${round.retrying} to retry`,
          );
        await pause(restAfterRound(round, idleMs));
      } catch (error) {
        // The database is away (restart, failover): the jobs are safe in it; look again later.
        options.log?.error('geocoding round failed', error);
        await pause(idleMs * 5);
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
