import type { Database, DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './harness';

/**
 * Whatever the mode, an error answer tells the caller what went wrong and nothing of the
 * server's insides: no stack, no file of the server or of a dependency, no dependency version.
 */

/** A database whose every use fails: the procedure behind the request fails with a 500. */
const failingDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('the query planner fell over');
    },
  },
) as Database;

/** The modes as NODE_ENV names them; an empty value is NODE_ENV not set. */
const MODES = [
  ['NODE_ENV unset', ''],
  ['development', 'development'],
  ['test', 'test'],
  ['production', 'production'],
] as const;

/** Requests that fail in each of the three ways: unknown, invalid input, internal failure. */
const CLIENT_ERRORS: Array<[string, InjectOptions, number]> = [
  ['an unknown procedure (tRPC query)', { method: 'GET', url: '/trpc/nope.nope' }, 404],
  [
    'an unknown procedure in a batch (tRPC)',
    { method: 'GET', url: '/trpc/nope.nope,auth.nope?batch=1&input={}' },
    404,
  ],
  [
    'an unknown procedure (tRPC mutation)',
    { method: 'POST', url: '/trpc/nope.nope', payload: { json: {} } },
    404,
  ],
  ['an unknown path (REST)', { method: 'GET', url: '/no-such-path' }, 404],
  [
    'invalid input (tRPC)',
    {
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: 'not an e-mail', password: '' } },
    },
    400,
  ],
  [
    'unreadable input (tRPC query)',
    { method: 'GET', url: '/trpc/auth.invitation?input=%7Bnot-json' },
    400,
  ],
  [
    'invalid input (REST)',
    { method: 'POST', url: '/users/login', payload: { email: 'not an e-mail', password: '' } },
    400,
  ],
  [
    'a body of a type nobody reads (REST)',
    {
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    },
    415,
  ],
  ['a path that is not valid percent-encoding', { method: 'GET', url: '/users/%E0%A4%A' }, 400],
  [
    'an unreadable JSON body (REST)',
    {
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    },
    400,
  ],
];

const INTERNAL_ERRORS: Array<[string, InjectOptions]> = [
  [
    'a procedure that fails (tRPC)',
    {
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: 'someone@example.org', password: 'a password' } },
    },
  ],
  [
    'a procedure that fails (REST)',
    {
      method: 'POST',
      url: '/users/login',
      payload: { email: 'someone@example.org', password: 'a password' },
    },
  ],
];

/** What must never be in an error body, each with a name for the failure message. */
const INSIDES: Array<[string, RegExp]> = [
  ['a stack', /stack/i],
  ['a stack frame', /\bat [\w.<>]+ \(|\bat (file:|\/)/],
  ['a dependency folder', /node_modules/],
  ['a file path', /(file:\/\/|[\\/][\w.@-]+[\\/][\w.@-]+\.(?:[cm]?[jt]s|tsx)\b)/],
  ['a dependency version', /\b\d+\.\d+\.\d+\b/],
];

function expectNoInsides(body: string) {
  for (const [what, pattern] of INSIDES) {
    expect(body, `the answer shows ${what}: ${body}`).not.toMatch(pattern);
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe.each(MODES)('error answers with %s', (_mode, nodeEnv) => {
  let app: FastifyInstance;
  let failing: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database.db, { NODE_ENV: nodeEnv });
    failing = await buildTestApp(failingDatabase, { NODE_ENV: nodeEnv });
  });
  afterAll(async () => {
    await app?.close();
    await failing?.close();
  });

  it.each(CLIENT_ERRORS)(
    '%s: the status and a message, nothing of the server',
    async (_case, request, status) => {
      const response = await app.inject(request);

      expect(response.statusCode).toBe(status);
      expect(response.body).toMatch(/"message":"[^"]+"/);
      expectNoInsides(response.body);
    },
  );

  it.each(INTERNAL_ERRORS)(
    '%s: 500 and a fixed text, nothing of the server',
    async (_case, request) => {
      const response = await failing.inject(request);

      expect(response.statusCode).toBe(500);
      expect(response.body).toContain('Internal server error');
      expect(response.body).not.toContain('query planner');
      expectNoInsides(response.body);
    },
  );
});
