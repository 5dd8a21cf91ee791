import {
  campaigns,
  contributions,
  type Database,
  externalContributions,
  geocodingJobs,
} from '@portal/db';
import { count, eq, max, sql } from 'drizzle-orm';

/**
 * A fingerprint of everything the public dashboard reads for a government: any write by any
 * process (a new row, an update, which bumps `version` and `updated_at`, a new external filing,
 * a renamed campaign, a newly placed map point) changes it. Reading it costs one indexed aggregate, far less than recomputing the dashboard.
 */
export async function dashboardDataVersion(db: Database, governmentId: number): Promise<string> {
  const [own] = await db
    .select({
      rows: count(),
      versions: sql<string>`coalesce(sum(${contributions.version}), 0)::text`,
      updated: sql<string>`coalesce(max(${contributions.updatedAt})::text, '')`,
    })
    .from(contributions)
    .where(eq(contributions.governmentId, governmentId));
  const [external] = await db
    .select({
      rows: count(),
      last: max(externalContributions.id),
      updated: sql<string>`coalesce(max(${externalContributions.updatedAt})::text, '')`,
    })
    .from(externalContributions)
    .where(eq(externalContributions.governmentId, governmentId));
  // A worker placing a point touches neither version nor updated_at of the record.
  const [points] = await db
    .select({ placed: sql<string>`coalesce(max(${geocodingJobs.updatedAt})::text, '')` })
    .from(geocodingJobs)
    .where(eq(geocodingJobs.governmentId, governmentId));
  // Campaign names and offices appear in the answers, and a rename need not touch updated_at.
  const [names] = await db
    .select({
      digest: sql<string>`coalesce(md5(string_agg(${campaigns.id} || ':' || ${campaigns.name} || ':' || ${campaigns.officeSought}, ',' order by ${campaigns.id})), '')`,
    })
    .from(campaigns)
    .where(eq(campaigns.governmentId, governmentId));
  return [
    own?.rows,
    own?.versions,
    own?.updated,
    external?.rows,
    external?.last,
    external?.updated,
    names?.digest,
    points?.placed,
  ].join('|');
}

const MAX_ENTRIES = 200;
const TTL_MS = 5 * 60 * 1000;

interface Entry {
  value: unknown;
  storedAt: number;
}

/**
 * Derived data only, never business state: an entry is served only while the database's
 * fingerprint still equals the one it was computed under, so a write through another process
 * invalidates it on the next read. Entries also expire, and the oldest go first when full.
 */
const entries = new Map<string, Entry>();

export async function cachedDashboardData<T>(
  db: Database,
  governmentId: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cacheKey = `${governmentId}:${await dashboardDataVersion(db, governmentId)}:${key}`;
  const now = Date.now();
  const hit = entries.get(cacheKey);
  if (hit && now - hit.storedAt < TTL_MS) return hit.value as T;
  const value = await compute();
  entries.delete(cacheKey);
  entries.set(cacheKey, { value, storedAt: now });
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return value;
}
