import type { Database } from '@portal/db';
import superjson from 'superjson';
import { dashboardDataVersion } from './data/cache';
import { governmentInputSchema } from './schemas';

/**
 * The public dashboard's queries whose whole answer follows from their input, the government's
 * dashboard data version and the process's configuration (fixed while it runs): no session, no
 * clock. An HTTP host may keep their serialised answers and serve them again while the version
 * stays the same. The portal's dashboard asks for all four in one batch.
 */
const VERSIONED_QUERIES: ReadonlySet<string> = new Set([
  'dashboard.view',
  'dashboard.map',
  'dashboard.campaigns',
  'dashboard.config',
]);

/** One query of a tRPC GET: its procedure path and its raw (superjson) input. */
export interface VersionedQueryCall {
  path: string;
  rawInput: unknown;
}

/**
 * The government a versioned query reads: its input decoded as tRPC decodes it, then read by the
 * procedures' own schema (absent means government 1).
 */
function governmentOf(rawInput: unknown): number | null {
  let input: unknown;
  try {
    input = rawInput === undefined ? undefined : superjson.deserialize(rawInput as never);
  } catch {
    return null;
  }
  const parsed = governmentInputSchema.safeParse(input);
  return parsed.success ? parsed.data.governmentId : null;
}

/**
 * The data versions, read from the database now, that the answer to these queries depends on;
 * null when any call is not a versioned dashboard query (or names no valid government), so its
 * answer must be computed. The database is read on every call: several server processes then
 * agree at once on what is current, and a write by any of them is seen by the next request.
 */
export async function dashboardAnswerVersion(
  db: Database,
  calls: readonly VersionedQueryCall[],
): Promise<string | null> {
  const governments = new Set<number>();
  for (const call of calls) {
    if (!VERSIONED_QUERIES.has(call.path)) return null;
    const governmentId = governmentOf(call.rawInput);
    if (governmentId === null) return null;
    governments.add(governmentId);
  }
  if (governments.size === 0) return null;
  const versions = await Promise.all(
    [...governments].map(async (id) => `${id}:${await dashboardDataVersion(db, id)}`),
  );
  return versions.join(',');
}
