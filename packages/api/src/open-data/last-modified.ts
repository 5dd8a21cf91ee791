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
  const newest = await Promise.all([
    db
      .select({ at: max(contributions.updatedAt) })
      .from(contributions)
      .where(eq(contributions.governmentId, governmentId)),
    db
      .select({ at: max(externalContributions.updatedAt) })
      .from(externalContributions)
      .where(eq(externalContributions.governmentId, governmentId)),
    db
      .select({ at: max(geocodingJobs.updatedAt) })
      .from(geocodingJobs)
      .where(eq(geocodingJobs.governmentId, governmentId)),
    db
      .select({ at: max(campaigns.updatedAt) })
      .from(campaigns)
      .where(eq(campaigns.governmentId, governmentId)),
  ]);
  const moments = newest
    .map(([row]) => row?.at)
    .filter((moment): moment is Date => moment instanceof Date);
  if (moments.length === 0) return null;
  return new Date(Math.max(...moments.map((moment) => moment.getTime())));
}
