import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNREADABLE_UPLOAD_MESSAGE } from '../src/plugins/multipart';
import { contributionPayload, expenditurePayload } from './campaign-staff-world';
import { CAMPAIGN_STAFF, GOVERNMENT_ADMIN, useTestWorld } from './test-world';
import { type UploadRoute, uploadRoutes } from './upload-routes';

/**
 * A client that loses its connection, or a script that writes its own multipart framing, sends a
 * body that stops short. Every multipart route refuses every such body with a 400 that says so
 * and writes nothing; a cut that still leaves a valid body is served as usual.
 */
const world = useTestWorld({ users: { government: GOVERNMENT_ADMIN, staff: CAMPAIGN_STAFF } });

/** Cuts inside the file content, picked by a seeded generator so a failure can be replayed. */
const CONTENT_CUTS = 20;
const SEED = 0x5eed;

/** mulberry32, a small well-known seeded generator: enough to spread the cuts. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The tables an upload writes; a refused upload must leave every one as it was. */
const WRITTEN_TABLES = [
  'contributions',
  'activities',
  'activity_attachments',
  'known_contributors',
  'voter_streets',
  'external_contributions',
  'external_committees',
];

async function fingerprint(): Promise<string> {
  const parts = WRITTEN_TABLES.map(
    (table) =>
      sql`select ${table} as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(table)} t`,
  );
  const result = await world.database.db.execute(sql.join(parts, sql` union all `));
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return JSON.stringify(rows);
}

/**
 * Where to cut the body: every offset of the framing (boundary lines, part headers, the small
 * fields and the closing boundary) and a few seeded offsets inside the file's content.
 */
function cutsOf({ payload, content }: UploadRoute, random: () => number): number[] {
  const framing = Array.from({ length: payload.length }, (_, offset) => offset).filter(
    (offset) => offset <= content.start || offset >= content.end,
  );
  const length = content.end - content.start;
  const inContent = Array.from(
    { length: CONTENT_CUTS },
    () => content.start + 1 + Math.floor(random() * (length - 1)),
  );
  return [...new Set([...framing, ...inContent])].sort((a, b) => a - b);
}

let routes: UploadRoute[] = [];
beforeAll(async () => {
  const contribution = await world.post(
    'staff',
    '/contributions/new',
    contributionPayload(world.campaignId),
  );
  const expenditure = await world.post(
    'staff',
    '/expenditures/new',
    expenditurePayload(world.campaignId),
  );
  routes = uploadRoutes({
    campaignId: world.campaignId,
    governmentId: world.governmentId,
    contributionId: contribution.json<{ id: number }>().id,
    expenditureId: expenditure.json<{ id: number }>().id,
  });
});

const ROUTE_NAMES = uploadRoutes({
  campaignId: 0,
  governmentId: 0,
  contributionId: 0,
  expenditureId: 0,
}).map((route) => route.name);

describe('[boundary] multipart bodies cut short', () => {
  const random = seededRandom(SEED);

  it.each(ROUTE_NAMES)('%s refuses every cut with 400 and writes nothing', async (name) => {
    const route = routes.find((each) => each.name === name) as UploadRoute;
    const send = (cut: number) =>
      world.as(route.who, {
        method: 'POST',
        url: route.url,
        headers: route.headers,
        payload: route.payload.subarray(0, cut),
      });

    const before = await fingerprint();
    const wrong: string[] = [];
    for (const cut of cutsOf(route, random).filter((each) => each < route.validFrom)) {
      const response = await send(cut);
      const { message } = response.json<{ message: string }>();
      // An empty body is an empty form: the route says what it lacks.
      const saysWhy = cut === 0 || message === UNREADABLE_UPLOAD_MESSAGE;
      if (response.statusCode !== 400 || !saysWhy)
        wrong.push(`cut at ${cut}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toBe(before);

    // The whole body, and the body without its last line break, are served: the cuts were
    // refused, not the upload, and the fingerprint sees what an upload writes.
    for (const cut of [route.validFrom, route.payload.length]) {
      const response = await send(cut);
      expect(response.statusCode, `cut at ${cut}: ${response.body}`).toBe(route.successStatus);
    }
    expect(await fingerprint()).not.toBe(before);
  });
});
