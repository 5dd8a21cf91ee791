import type { DbOrTx } from '@portal/db';
import { geocodingJobs } from '@portal/db';
import type { GeocodePrecision } from '@portal/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';

export interface GeocodingStatus {
  waiting: number;
  placed: Record<GeocodePrecision, number>;
  unplaceable: number;
  /** The most common reasons records could not be placed, most frequent first. */
  unplaceableReasons: { reason: string; count: number }[];
}

const REASONS_SHOWN = 10;

/** Where a government's addresses stand on the map (Settings, `npm run geocode`). */
export async function geocodingStatus(
  db: DbOrTx,
  governmentId: number | undefined,
): Promise<GeocodingStatus> {
  const scope =
    governmentId === undefined ? undefined : eq(geocodingJobs.governmentId, governmentId);
  const groups = await db
    .select({ state: geocodingJobs.state, precision: geocodingJobs.precision, count: count() })
    .from(geocodingJobs)
    .where(scope)
    .groupBy(geocodingJobs.state, geocodingJobs.precision);
  const status: GeocodingStatus = {
    waiting: 0,
    placed: { address: 0, zip: 0 },
    unplaceable: 0,
    unplaceableReasons: [],
  };
  for (const group of groups) {
    if (group.state === 'waiting') status.waiting += group.count;
    else if (group.state === 'unplaceable') status.unplaceable += group.count;
    else if (group.precision) status.placed[group.precision] += group.count;
  }
  if (status.unplaceable > 0) {
    const reasonCount = count();
    status.unplaceableReasons = await db
      .select({ reason: sql<string>`coalesce(${geocodingJobs.reason}, '')`, count: reasonCount })
      .from(geocodingJobs)
      .where(and(scope, eq(geocodingJobs.state, 'unplaceable')))
      .groupBy(geocodingJobs.reason)
      .orderBy(desc(reasonCount))
      .limit(REASONS_SHOWN);
  }
  return status;
}
