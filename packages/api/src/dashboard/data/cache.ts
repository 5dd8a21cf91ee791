import { type Database, dashboardDataVersions } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../shared/prepared';
import { StoredAnswers } from './answer-store';
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

/**
 * Derived data only, never business state: an answer is served only while the database's data
 * version still equals the one it was computed under, so a write through another process
 * invalidates it on the next read. One store per database holds both kinds of answer: the
 * values the procedures return (for tRPC, REST and open data alike, keyed by the procedure and
 * its parsed input) and the bytes an HTTP host wrote for them (keyed by the same parsed inputs).
 * One entry per key: an answer computed under a newer version replaces the one before, which no
 * request could be served again (a version never comes back). Entries also expire, and the
 * oldest go first when the entries or their bytes pass the limits.
 */
interface DatabaseCache {
  answers: StoredAnswers<{ version: string; value: unknown }>;
  /**
   * Answers being computed: a burst of requests after a write (a busy public page) waits for the
   * one computation of its key and version instead of each running the aggregates again.
   */
  computing: Map<string, Promise<unknown>>;
}

const LIMITS = { maxBytes: 32 * 2 ** 20, maxEntries: 700, ttlMs: 5 * 60 * 1000 };

/** Per database handle: a government id and a version mean something in one database only. */
const caches = new WeakMap<Database, DatabaseCache>();

function cacheOf(db: Database): DatabaseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { answers: new StoredAnswers(LIMITS), computing: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** How many answers the process holds for a database (tests, and anyone checking its memory). */
export const storedDashboardAnswerCount = (db: Database): number => cacheOf(db).answers.size;

/** The key of one procedure's answer: its name and its input as its schema parsed it. */
export const dashboardAnswerKey = (procedure: string, parsedInput: unknown): string =>
  `${procedure}:${JSON.stringify(parsedInput ?? null)}`;

export async function cachedDashboardData<T>(
  db: Database,
  governmentId: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const version = await dashboardDataVersion(db, governmentId);
  const { answers, computing } = cacheOf(db);
  const entryKey = `${governmentId}:${key}`;
  const hit = answers.get(entryKey);
  if (hit?.version === version) return hit.value as T;
  const computeKey = `${governmentId}:${version}:${key}`;
  const running = computing.get(computeKey);
  if (running) return running as Promise<T>;
  const computation = compute().finally(() => computing.delete(computeKey));
  computing.set(computeKey, computation);
  const value = await computation;
  answers.set(entryKey, { version, value }, 0);
  return value;
}

/**
 * A cached dashboard answer for one procedure's parsed input (the filters are the key), computed
 * with the government's campaigns, which every filtered view reads to name and sort them.
 */
export const cachedFilteredView = <Input extends { governmentId: number }, T>(
  db: Database,
  procedure: string,
  input: Input,
  compute: (campaignList: DashboardCampaign[]) => Promise<T>,
): Promise<T> =>
  cachedDashboardData(db, input.governmentId, dashboardAnswerKey(procedure, input), async () =>
    compute(await listDashboardCampaigns(db, input.governmentId)),
  );

/** Where an HTTP host keeps the bytes of answers: the parsed calls, and the versions they read. */
export interface DashboardAnswerSlot {
  key: string;
  version: string;
}

/** The bytes kept for these calls, if written under the versions read for this request. */
export function storedDashboardAnswer<T>(db: Database, slot: DashboardAnswerSlot): T | undefined {
  const stored = cacheOf(db).answers.get(`http:${slot.key}`);
  return stored?.version === slot.version ? (stored.value as T) : undefined;
}

/** Keeps the bytes written for these calls, replacing those of an older version. */
export function keepDashboardAnswer<T>(
  db: Database,
  slot: DashboardAnswerSlot,
  answer: T,
  bytes: number,
): void {
  cacheOf(db).answers.set(`http:${slot.key}`, { version: slot.version, value: answer }, bytes);
}
