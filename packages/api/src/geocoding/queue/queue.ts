import { randomUUID } from 'node:crypto';
import type { Database, DbOrTx } from '@portal/db';
import { contributions, externalContributions, geocodingJobs, rowsOf } from '@portal/db';
import type { GeocodeTarget } from '@portal/domain';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { MAX_GEOCODING_ATTEMPTS } from './record';
import type { ClaimedGeocodingWork, GeocodingWork } from './work';

export type { ClaimedGeocodingWork, GeocodingWork } from './work';

const GAVE_UP_UNANSWERED = `Gave up after ${MAX_GEOCODING_ATTEMPTS} tries: the geocoding worker stopped before answering`;

/** A worker that died holding jobs gives them up after this long; another worker takes them. */
export const GEOCODING_LEASE_SECONDS = 120;

/**
 * Keeps the jobs of a claim for another `leaseSeconds` while their worker still works on them:
 * a batch of slow answers (ten requests to a paced service) may outlast one lease, and another
 * worker would otherwise claim them again and the first one's answers would be dropped.
 */
export async function renewGeocodingLease(
  db: Database,
  claim: ClaimedGeocodingWork,
  leaseSeconds = GEOCODING_LEASE_SECONDS,
): Promise<void> {
  if (claim.jobs.length === 0) return;
  await db.execute(sql`
    update geocoding_jobs set leased_until = now() + make_interval(secs => ${leaseSeconds})
    where ${stillHeld(claim)}`);
}

/**
 * The claim's jobs that are still its own, found by their ids (the primary key): the lease token
 * has no index, and the waiting jobs it would otherwise be looked for among can be an import's
 * thousands.
 */
const stillHeld = (claim: ClaimedGeocodingWork) =>
  sql`id in (${sql.join(
    claim.jobs.map((job) => sql`${job.jobId}::int`),
    sql`, `,
  )}) and lease_token = ${claim.leaseToken} and state = 'waiting'`;

/** How long a batch given back for a held record waits before it is claimed again. */
export const GEOCODING_GIVEN_BACK_SECONDS = 30;

/**
 * Gives a claim's jobs back unanswered, the try not counted, to be claimed again in
 * `GEOCODING_GIVEN_BACK_SECONDS`: their records were held by another transaction (an import)
 * when the answers were to be recorded.
 */
export async function giveBackGeocodingJobs(
  db: Database,
  claim: ClaimedGeocodingWork,
): Promise<void> {
  if (claim.jobs.length === 0) return;
  await db.execute(sql`
    update geocoding_jobs set
      lease_token = null,
      leased_until = null,
      attempts = greatest(attempts - 1, 0),
      run_after = now() + make_interval(secs => ${GEOCODING_GIVEN_BACK_SECONDS})
    where ${stillHeld(claim)}`);
}

/**
 * Claims up to `limit` waiting jobs that are due, for one worker. `FOR UPDATE SKIP LOCKED` lets
 * several processes claim at once without waiting on or taking each other's rows; the lease
 * token makes the claim exclusive even after the row locks are released.
 */
export async function claimGeocodingJobs(
  db: Database,
  limit: number,
  leaseSeconds = GEOCODING_LEASE_SECONDS,
): Promise<ClaimedGeocodingWork> {
  const leaseToken = randomUUID();
  // A due job that has had its last try (every one ended with its worker gone, its lease run
  // out unanswered) would be claimed again every lease for ever: it gets its verdict instead.
  const spent = sql`attempts >= ${MAX_GEOCODING_ATTEMPTS}`;
  const answered = rowsOf<{
    id: number;
    target: GeocodeTarget;
    target_id: number;
    attempts: number;
    state: string;
  }>(
    await db.execute(sql`
      update geocoding_jobs set
        state = case when ${spent} then 'unplaceable' else state end,
        reason = case when ${spent} then ${GAVE_UP_UNANSWERED} else reason end,
        lease_token = case when ${spent} then null else ${leaseToken} end,
        leased_until = case when ${spent} then null
                            else now() + make_interval(secs => ${leaseSeconds}) end,
        updated_at = case when ${spent} then now() else updated_at end,
        attempts = case when ${spent} then attempts else attempts + 1 end
      where id in (
        select id from geocoding_jobs
        where state = 'waiting' and run_after <= now()
          and (leased_until is null or leased_until < now())
        order by run_after, id
        limit ${limit}
        for update skip locked
      )
      returning id, target, target_id, attempts, state`),
  );
  const claimed = answered.filter((job) => job.state === 'waiting');
  if (claimed.length === 0) return { leaseToken, jobs: [] };
  const addresses = await claimedAddresses(db, claimed);
  const jobs = claimed.map((job) => {
    const address = addresses.get(`${job.target}:${job.target_id}`);
    return {
      jobId: job.id,
      target: job.target,
      targetId: job.target_id,
      attempts: job.attempts,
      address1: address?.address1 ?? null,
      address2: address?.address2 ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      zip: address?.zip ?? null,
    };
  });
  return { leaseToken, jobs };
}

/** The table each target kind points into; both keep the address in the same columns. */
const TARGET_TABLES = {
  contribution: contributions,
  external_contribution: externalContributions,
} as const satisfies Record<GeocodeTarget, unknown>;

async function claimedAddresses(
  db: Database,
  claimed: readonly { target: GeocodeTarget; target_id: number }[],
) {
  const found = new Map<
    string,
    Pick<GeocodingWork, 'address1' | 'address2' | 'city' | 'state' | 'zip'>
  >();
  for (const [target, table] of Object.entries(TARGET_TABLES)) {
    const ids = claimed.filter((job) => job.target === target).map((job) => job.target_id);
    if (ids.length === 0) continue;
    const rows = await db
      .select({
        id: table.id,
        address1: table.address1,
        address2: table.address2,
        city: table.city,
        state: table.state,
        zip: table.zip,
      })
      .from(table)
      .where(inArray(table.id, ids));
    for (const row of rows) found.set(`${target}:${row.id}`, row);
  }
  return found;
}

/** Which jobs `requeueGeocoding` puts back: the given-up ones, all not placed, or every one. */
export type GeocodingRequeueScope = 'unplaceable' | 'unplaced' | 'all';

/**
 * Puts jobs back in the queue now, with fresh tries: the unplaceable ones (an admin's retry
 * after the geocoder was fixed), every one not placed (`npm run geocode`, which also ends
 * backoffs) or all of them (`npm run geocode -- --again` after the geocoder changed). Points stay
 * on the map until their new place is recorded. Returns how many jobs were queued.
 */
export async function requeueGeocoding(
  db: DbOrTx,
  options: { governmentId?: number; scope: GeocodingRequeueScope },
): Promise<number> {
  const conditions: SQL[] = [];
  if (options.governmentId !== undefined)
    conditions.push(eq(geocodingJobs.governmentId, options.governmentId));
  if (options.scope === 'unplaceable') conditions.push(eq(geocodingJobs.state, 'unplaceable'));
  if (options.scope === 'unplaced') conditions.push(ne(geocodingJobs.state, 'placed'));
  const rows = await db
    .update(geocodingJobs)
    .set({
      state: 'waiting',
      attempts: 0,
      runAfter: sql`now()`,
      leaseToken: null,
      leasedUntil: null,
      reason: null,
      updatedAt: sql`now()`,
    })
    .where(and(...conditions))
    .returning({ id: geocodingJobs.id });
  return rows.length;
}
