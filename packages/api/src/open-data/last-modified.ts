import {
  campaigns,
  contributions,
  type Database,
  externalContributions,
  geocodingJobs,
} from '@portal/db';
import { eq, max } from 'drizzle-orm';

/**
 * The newest change to anything the public dashboard reads for a government, for the downloads'
 * `Last-Modified`. It moves forward with every write the data fingerprint sees except a deleted
 * row, which is why the `ETag` (built from the fingerprint) is the validator to prefer.
 */
export async function dashboardLastModified(
  db: Database,
  governmentId: number,
): Promise<Date | null> {
  const newestIn = (
    table:
      | typeof contributions
      | typeof externalContributions
      | typeof geocodingJobs
      | typeof campaigns,
  ) =>
    db
      .select({ at: max(table.updatedAt) })
      .from(table)
      .where(eq(table.governmentId, governmentId));
  const newest = await Promise.all(
    [contributions, externalContributions, geocodingJobs, campaigns].map(newestIn),
  );
  const moments = newest
    .map(([row]) => row?.at)
    .filter((moment): moment is Date => moment instanceof Date);
  if (moments.length === 0) return null;
  return new Date(Math.max(...moments.map((moment) => moment.getTime())));
}
