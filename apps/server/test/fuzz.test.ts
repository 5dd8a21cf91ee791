import { appRouter } from '@portal/api';
import type { Database } from '@portal/db';
import { testScale } from '@portal/db/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routesOf } from '../src/build-app';
import { contributionPayload, expenditurePayload } from './campaign-staff-world';
import { CAMPAIGN_ADMIN, CAMPAIGN_STAFF, GOVERNMENT_ADMIN, useTestWorld } from './test-world';
import { type UploadRoute, uploadRoutes } from './upload-routes';

/**
 * Hostile input at the boundary, as a seeded property over every REST path and tRPC procedure: no
 * answer is a 5xx, and a refused request changes no data. Runs are bounded so the file takes
 * well under a minute on PGlite; the PostgreSQL pass of CI runs more of them.
 */
const SEED = 1616;
const RUNS_PER_SURFACE = testScale({ pglite: 50, postgres: 200 });

/** Tables that change on reads or sign-in attempts by design, not as data. */
const VOLATILE_TABLE = /session|attempt|throttl|rate_limit|cache/;

const world = useTestWorld({
  portalPages: true,
  users: { government: GOVERNMENT_ADMIN, admin: CAMPAIGN_ADMIN, staff: CAMPAIGN_STAFF },
});
let tables: string[] = [];
const cookies: (string | undefined)[] = [undefined];
const realIds: number[] = [];
const uploads: UploadRoute[] = [];

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) ?? [];

/** One hash over every table's rows, so any write shows. */
async function fingerprint(db: Database): Promise<string> {
  const parts = tables.map(
    (table) =>
      sql`select ${table} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(table)} t`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return rowsOf(result)
    .map((row) => `${row.name}:${row.hash}`)
    .sort()
    .join(',');
}

beforeAll(async () => {
  const { database, governmentId, campaignId, users } = world;
  cookies.push(users.government.cookie, users.admin.cookie, users.staff.cookie);
  const created = await world.post('staff', '/contributions/new', contributionPayload(campaignId));
  realIds.push(campaignId, governmentId, created.json<{ id: number }>().id);
  const spent = await world.post('staff', '/expenditures/new', expenditurePayload(campaignId));
  uploads.push(
    ...uploadRoutes({
      campaignId,
      governmentId,
      contributionId: created.json<{ id: number }>().id,
      expenditureId: spent.json<{ id: number }>().id,
    }),
  );
  const listed = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  tables = rowsOf(listed)
    .map((row) => String(row.table_name))
    .filter((name) => !VOLATILE_TABLE.test(name) && !name.startsWith('__drizzle'));
  // The fingerprint must see the data it guards, or comparing two of them proves nothing.
  expect(await fingerprint(database.db)).toMatch(/(^|,)contributions:[0-9a-f]{32}/);
});

const FIELD_NAMES = [
  'id',
  'campaignId',
  'governmentId',
  'contributionId',
  'expenditureId',
  'userId',
  'permissionId',
  'amount',
  'matchAmount',
  'date',
  'name',
  'newName',
  'firstName',
  'lastName',
  'email',
  'notes',
  'comment',
  'query',
  'offices',
  'campaigns',
  'filter',
  'page',
  'perPage',
  'status',
  'version',
  'matchId',
  'matchStrength',
  'invitationCode',
  'password',
  'currentPassword',
  'newPassword',
  'role',
  'officeSought',
  'csvText',
  'fileName',
  'attachment',
  'format',
  '__proto__',
  'constructor',
  'prototype',
];

const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'bell\u0007',
    '\u001b[31mred',
    '\u007f',
    '2147483648',
    '-1',
    '1e400',
    'NaN',
    '<script>alert(1)</script>',
    'Doe \u202efor Mayor 2028',
    'Maria\u200B Lopez for Mayor 2024',
    'M\u0430ria Lopez for Mayor 2024',
    'inv\u202Efdp.exe',
    'line\u2028separator',
    '\uFEFFbom',
    '__proto__',
    '',
    ' ',
    '2024-02-30',
    '1900-01-01',
    "'; drop table campaigns; --",
    '%',
    '_',
  ),
  fc.string({ maxLength: 20 }),
  fc.constant('x'.repeat(100_000)),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(2_147_483_648, 2 ** 53, -1, 0, 1.5, 1e308, -1e308, 21_474_836.48, 10_000_000.01),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...[1, 2, 3]),
);

/** JSON text (built by hand so `__proto__` stays an own key, as a hostile client sends it). */
const { json } = fc.letrec<{ json: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString.map((value) => JSON.stringify(value)),
    nastyNumber.map((value) => JSON.stringify(value)),
    fc.constantFrom('null', 'true', 'false', '[]', '{}'),
    fc.array(tie('json'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.constantFrom(...FIELD_NAMES), tie('json')), { maxLength: 5 })
      .map(
        (entries) =>
          `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`,
      ),
  ),
}));

/** An object of the given keys (some of them), each with hostile JSON. */
const objectOf = (keys: readonly string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...keys, '__proto__', 'constructor'), json), {
      minLength: 1,
      maxLength: 6,
    })
    .map(
      (entries) =>
        `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`,
    );

/** The field names a procedure's input schema knows, through pipes, defaults and unions. */
function inputKeysOf(schema: unknown, depth = 0): string[] {
  if (typeof schema !== 'object' || schema === null || depth > 6) return [];
  const shape = Reflect.get(schema, 'shape');
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const def = Reflect.get(schema, 'def') ?? {};
  const inner = ['in', 'innerType', 'left', 'right', 'schema']
    .map((name) => Reflect.get(def, name))
    .concat(Reflect.get(def, 'options') ?? []);
  return [...new Set(inner.flatMap((each) => inputKeysOf(each, depth + 1)))];
}

const cookie = fc.constantFrom(...[0, 1, 2, 3]);

/**
 * The data's fingerprint after the last refused request: a refusal changes nothing, so it is the
 * next request's "before" as well, and most requests cost one fingerprint instead of two.
 * Forgotten after an accepted request, which may write.
 */
let fingerprintAfterRefusal: string | undefined;
beforeEach(() => {
  fingerprintAfterRefusal = undefined;
});

/** Sends the request and checks the two promises of the boundary; answers the response. */
async function expectNoFaultAndNoChangeWhenRefused(request: InjectOptions) {
  const before = fingerprintAfterRefusal ?? (await fingerprint(world.database.db));
  fingerprintAfterRefusal = undefined;
  const response = await world.app.inject(request);
  expect(response.statusCode, `${request.method} ${request.url} -> ${response.body}`).toBeLessThan(
    500,
  );
  if (response.statusCode >= 400) {
    const after = await fingerprint(world.database.db);
    expect(after, `${request.method} ${request.url}`).toBe(before);
    expect(response.body).not.toMatch(/"message":"\[\s*\{/);
    fingerprintAfterRefusal = after;
  }
  return response;
}

const procedures = Object.entries(appRouter._def.procedures as Record<string, unknown>)
  .map(([path, procedure]) => {
    const def = (procedure as { _def: { type: string; inputs: unknown[] } })._def;
    const keys = def.inputs.flatMap((input) => inputKeysOf(input));
    return { path, type: def.type, keys: keys.length > 0 ? keys : FIELD_NAMES };
  })
  // Signing out would end the session the rest of the run uses.
  .filter(({ path }) => path !== 'auth.logout');

describe('[fuzz] every tRPC procedure', () => {
  it('answers hostile input without a 5xx and without changing data when it refuses', async () => {
    expect(procedures.length).toBeGreaterThan(30);
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...procedures)
          .chain((procedure) =>
            fc.tuple(fc.constant(procedure), fc.oneof(objectOf(procedure.keys), json)),
          ),
        cookie,
        fc.boolean(),
        async ([{ path, type }, input], who, withMeta) => {
          const body = withMeta ? `{"json":${input},"meta":${input}}` : `{"json":${input}}`;
          await expectNoFaultAndNoChangeWhenRefused(trpcRequest(path, type, body, who));
        },
      ),
      { seed: SEED, numRuns: RUNS_PER_SURFACE },
    );
  });
});

/** Values that once broke the boundary (past 32 bits, a NUL), each sent alone in every field. */
const BORDER_VALUES = [2_147_483_648, 'a\u0000b'];

/** Sends one procedure's input as tRPC over HTTP does. */
const trpcRequest = (path: string, type: string, body: string, who: number): InjectOptions => {
  const headers = { cookie: cookies[who] ?? '', 'content-type': 'application/json' };
  return type === 'query'
    ? { method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(body)}`, headers }
    : { method: 'POST', url: `/trpc/${path}`, headers, payload: body };
};

describe('[fuzz] every field of every tRPC procedure', () => {
  it('refuses an id past the column and a NUL in each field alone', async () => {
    for (const { path, type, keys } of procedures)
      for (const key of keys)
        for (const value of BORDER_VALUES)
          await expectNoFaultAndNoChangeWhenRefused(
            trpcRequest(path, type, JSON.stringify({ json: { [key]: value } }), 1),
          );
  });
});

describe('[fuzz] every REST path', () => {
  it('answers hostile input without a 5xx and without changing data when it refuses', async () => {
    const routes = routesOf(world.app).filter(
      // tRPC is fuzzed above; HEAD mirrors GET; the portal's pages take no input.
      ({ method, url }) =>
        !url.startsWith('/trpc') && method !== 'HEAD' && !url.includes('*') && url !== '/',
    );
    expect(routes.length).toBeGreaterThan(25);
    const pathParam = fc.oneof(
      fc.constantFrom(...realIds.map(String)),
      fc.constantFrom('2147483648', '0', '-1', '1.5', 'abc', '%00', '99999999999999999999'),
    );
    const contentType = fc.constantFrom('application/json', 'text/plain');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        pathParam,
        json,
        contentType,
        cookie,
        async (route, param, body, type, who) => {
          const url = route.url.replace(/:[A-Za-z]+/g, param);
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          await expectNoFaultAndNoChangeWhenRefused({
            method: route.method as InjectOptions['method'],
            url,
            headers: { cookie: cookies[who] ?? '', ...(hasBody ? { 'content-type': type } : {}) },
            ...(hasBody ? { payload: body } : {}),
          });
        },
      ),
      { seed: SEED, numRuns: RUNS_PER_SURFACE },
    );
  });
});

describe('[fuzz] every multipart route', () => {
  it('refuses a body cut anywhere, without a 5xx and without changing data', async () => {
    expect(uploads.length).toBe(5);
    const cutUpload = fc
      .constantFrom(...uploads)
      .chain((upload) =>
        fc.tuple(fc.constant(upload), fc.integer({ min: 0, max: upload.validFrom - 1 })),
      );
    await fc.assert(
      fc.asyncProperty(cutUpload, cookie, async ([upload, cut], who) => {
        const response = await expectNoFaultAndNoChangeWhenRefused({
          method: 'POST',
          url: upload.url,
          headers: { ...upload.headers, cookie: cookies[who] ?? '' },
          payload: upload.payload.subarray(0, cut),
        });
        expect(response.statusCode, `${upload.url} cut at ${cut}`).toBeGreaterThanOrEqual(400);
      }),
      { seed: SEED, numRuns: RUNS_PER_SURFACE },
    );
  });
});

/** Bytes no UTF-8 text holds: Windows-1252's é and ’, a UTF-16 mark, overlong, surrogate, cut. */
const NOT_UTF8 = [[0xe9], [0x92], [0xff, 0xfe], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82]];

/** The JSON text with bytes that are not UTF-8 put in at some place. */
const notUtf8Json = fc
  .tuple(json, fc.constantFrom(...NOT_UTF8), fc.nat())
  .map(([text, bytes, at]) => {
    const utf8 = Buffer.from(text);
    const place = at % (utf8.length + 1);
    return Buffer.concat([utf8.subarray(0, place), Buffer.from(bytes), utf8.subarray(place)]);
  });

const messageOf = (body: string): unknown => {
  const answer = JSON.parse(body);
  return answer.error?.json?.message ?? answer.message;
};

describe('[fuzz] JSON bodies that are not UTF-8', () => {
  it('are refused with a 400 that says so on every REST path and tRPC mutation', async () => {
    const restWithBody = routesOf(world.app).filter(
      ({ method, url }) =>
        !url.startsWith('/trpc') && (method === 'POST' || method === 'PUT') && !url.includes('*'),
    );
    const targets = [
      ...restWithBody.map(({ method, url }) => ({ method, url, trpc: false })),
      ...procedures
        .filter(({ type }) => type === 'mutation')
        .map(({ path }) => ({ method: 'POST', url: `/trpc/${path}`, trpc: true })),
    ];
    expect(targets.length).toBeGreaterThan(40);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        notUtf8Json,
        cookie,
        async (target, body, who) => {
          const payload = target.trpc
            ? Buffer.concat([Buffer.from('{"json":'), body, Buffer.from('}')])
            : body;
          const url = target.url.replace(/:[A-Za-z]+/g, String(realIds[2]));
          const response = await expectNoFaultAndNoChangeWhenRefused({
            method: target.method as InjectOptions['method'],
            url,
            headers: { cookie: cookies[who] ?? '', 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode, `${target.method} ${url} -> ${response.body}`).toBe(400);
          expect(messageOf(response.body)).toMatch(
            /^The request body is not valid UTF-8 \(line \d+\)/,
          );
        },
      ),
      { seed: SEED, numRuns: RUNS_PER_SURFACE },
    );
  });
});
