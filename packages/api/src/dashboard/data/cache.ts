import { type Database, dashboardDataVersions } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../shared/prepared';
import type { DashboardCampaign } from './campaign';
import { listDashboardCampaigns } from './facts';

/**
 * The version of everything the public dashboard reads for a government: database triggers
 * (migration `dashboard_data_version_triggers`) bump it in the same transaction as any write
 * that changes public data, by any process or path. One indexed row; the moment is part of it
 * so that a database recreated from scratch never repeats a version the cache has seen.
 */
export async function dashboardDataVersion(db: Database, governmentId: number): Promise<string> {
  return (await dashboardDataVersionOf(db, governmentId)).version;
}

/**
 * The version, and the moment public data last changed (the triggers' own clock, moved by no
 * private edit such as a draft): null before the government's first public write.
 */
export async function dashboardDataVersionOf(
  db: Database,
  governmentId: number,
): Promise<{ version: string; changedAt: Date | null }> {
  const [row] = await versionQueryOf(db).execute({ governmentId });
  if (!row) return { version: '0', changedAt: null };
  return {
    version: `${row.version}@${row.changedAt}`,
    changedAt: new Date(Number(BigInt(row.changedAt) / 1000n)),
  };
}

/** Built once per database handle: the version is read on every dashboard request. */
const versionQueryOf = preparedPerDatabase((db) =>
  db
    .select({
      version: dashboardDataVersions.version,
      changedAt: sql<string>`(extract(epoch from ${dashboardDataVersions.changedAt}) * 1000000)::bigint::text`,
    })
    .from(dashboardDataVersions)
    .where(eq(dashboardDataVersions.governmentId, sql.placeholder('governmentId')))
    .prepare('dashboard_data_version'),
);

const MAX_ENTRIES = 200;
const TTL_MS = 5 * 60 * 1000;

interface Entry {
  /** The government's data version the value was computed under. */
  version: string;
  value: unknown;
  storedAt: number;
}

/**
 * Derived data only, never business state: an entry is served only while the database's
 * fingerprint still equals the one it was computed under, so a write through another process
 * invalidates it on the next read. One entry per government and request: an answer computed
 * under a newer version replaces the one before, which no request could be served again (a
 * version never comes back), so a busy page with frequent writes does not keep up to 200 dead
 * answers alive until they expire. Entries also expire, and the oldest go first when full.
 */
interface DatabaseCache {
  entries: Map<string, Entry>;
  /**
   * Answers being computed: a burst of requests after a write (a busy public page) waits for the
   * one computation of its key and version instead of each running the aggregates again.
   */
  computing: Map<string, Promise<unknown>>;
}

/** Per database handle: a government id and a version mean something in one database only. */
const caches = new WeakMap<Database, DatabaseCache>();

function cacheOf(db: Database): DatabaseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), computing: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** How many answers the process holds for a database (tests, and anyone checking its memory). */
export const storedDashboardAnswerCount = (db: Database): number => cacheOf(db).entries.size;

export async function cachedDashboardData<T>(
  db: Database,
  governmentId: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const version = await dashboardDataVersion(db, governmentId);
  const { entries, computing } = cacheOf(db);
  const entryKey = `${governmentId}:${key}`;
  const now = Date.now();
  const hit = entries.get(entryKey);
  if (hit && hit.version === version && now - hit.storedAt < TTL_MS) return hit.value as T;
  const computeKey = `${governmentId}:${version}:${key}`;
  const running = computing.get(computeKey);
  if (running) return running as Promise<T>;
  const computation = compute().finally(() => computing.delete(computeKey));
  computing.set(computeKey, computation);
  const value = await computation;
  entries.delete(entryKey);
  entries.set(entryKey, { version, value, storedAt: now });
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return value;
}

/**
 * A cached dashboard answer for one request's filters (the request is the key), computed with
 * the government's campaigns, which every filtered view reads to name and sort them.
 */
export const cachedFilteredView = <Input extends { governmentId: number }, T>(
  db: Database,
  view: string,
  input: Input,
  compute: (campaignList: DashboardCampaign[]) => Promise<T>,
): Promise<T> =>
  cachedDashboardData(db, input.governmentId, `${view}:${JSON.stringify(input)}`, async () =>
    compute(await listDashboardCampaigns(db, input.governmentId)),
  );
