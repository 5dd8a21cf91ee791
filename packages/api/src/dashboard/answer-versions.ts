import type { Database } from '@portal/db';
import superjson from 'superjson';
import type { z } from 'zod';
import { type DashboardAnswerSlot, dashboardAnswerKey, dashboardDataVersion } from './data/cache';
import { mapInputSchema } from './geo-schemas';
import { dashboardFiltersInputSchema, governmentInputSchema } from './schemas';

/**
 * The public dashboard's queries whose whole answer follows from their parsed input, the
 * government's dashboard data version and the process's configuration (fixed while it runs): no
 * session, no clock. An HTTP host may keep their serialised answers in the dashboard's cache and
 * serve them again while the version stays the same. Each is read by its procedure's own input
 * schema (none: the government is the programme's own). The portal asks for all four in one batch.
 */
const VERSIONED_QUERIES: ReadonlyMap<string, z.ZodType<{ governmentId: number }> | null> = new Map<
  string,
  z.ZodType<{ governmentId: number }> | null
>([
  ['dashboard.view', dashboardFiltersInputSchema],
  ['dashboard.map', mapInputSchema],
  ['dashboard.campaigns', governmentInputSchema],
  ['dashboard.config', null],
]);

/** One query of a tRPC GET: its procedure path and its raw (superjson) input. */
export interface VersionedQueryCall {
  path: string;
  rawInput: unknown;
}

/**
 * A call's input decoded as tRPC decodes it and parsed by its procedure's schema (so two
 * spellings of one filter are one key); null when it is not a versioned query or does not parse,
 * which tRPC then answers itself.
 */
function parsedCall(
  call: VersionedQueryCall,
  configuration: unknown,
): { key: string; governmentId: number } | null {
  const schema = VERSIONED_QUERIES.get(call.path);
  if (schema === undefined) return null;
  if (schema === null)
    return { key: dashboardAnswerKey(call.path, configuration), governmentId: 1 };
  let input: unknown;
  try {
    input = call.rawInput === undefined ? undefined : superjson.deserialize(call.rawInput as never);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) return null;
  return {
    key: dashboardAnswerKey(call.path, parsed.data),
    governmentId: parsed.data.governmentId,
  };
}

/**
 * Where the answer to these calls is kept in the dashboard's cache (`variant`: how the host
 * writes it, e.g. batched and for which Accept headers; `configuration`: the host's settings
 * a public answer shows, such as the map's tile URL) and the data versions, read from the
 * database now, it depends on; null when any call is not a versioned dashboard query with a
 * valid input. The database is read on every call: several server processes then agree at once
 * on what is current, and a write by any of them is seen by the next request.
 */
export async function dashboardAnswerSlot(
  db: Database,
  calls: readonly VersionedQueryCall[],
  variant: string,
  configuration: unknown,
): Promise<DashboardAnswerSlot | null> {
  const keys: string[] = [];
  const governments = new Set<number>();
  for (const call of calls) {
    const parsed = parsedCall(call, configuration);
    if (parsed === null) return null;
    keys.push(parsed.key);
    governments.add(parsed.governmentId);
  }
  if (keys.length === 0) return null;
  const versions = await Promise.all(
    [...governments].map(async (id) => `${id}:${await dashboardDataVersion(db, id)}`),
  );
  return { key: `${variant}\n${keys.join('\n')}`, version: versions.join(',') };
}
