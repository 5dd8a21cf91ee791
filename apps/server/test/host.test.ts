import type { Database } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, logIn, PORTAL_PAGE, pageLoad } from './harness';
import { CAMPAIGN_STAFF, useTestWorld } from './test-world';

const PUBLIC_URL = 'https://portal.example.org';
const world = useTestWorld({
  portalPages: true,
  env: { PUBLIC_URL },
  users: { staff: CAMPAIGN_STAFF },
});

const login = (headers: Record<string, string>) => logIn(world.app, CAMPAIGN_STAFF, { headers });

describe('GET /health', () => {
  it('answers 200 {status: ok} when the database answers', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('origin check on state-changing requests', () => {
  it.each([
    ['a foreign site', { origin: 'https://evil.example.net' }],
    ['a look-alike host', { origin: 'https://portal.example.org.evil.example.net' }],
    ['an opaque origin', { origin: 'null' }],
  ])('refuses %s with 403', async (_case, headers) => {
    const response = await login(headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin request refused' });
  });

  it.each([
    ['the public URL', { origin: PUBLIC_URL }],
    [
      'the host the request was sent to',
      { host: 'localhost:3000', origin: 'http://localhost:3000' },
    ],
    ['no Origin (a script)', {}],
  ])('allows %s', async (_case, headers) => {
    const response = await login(headers);

    expect(response.statusCode).toBe(204);
  });

  it('lets a foreign page read nothing-changing requests through', async () => {
    const response = await world.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example.net' },
    });

    expect(response.statusCode).toBe(200);
  });
});

describe('portal pages and unknown paths', () => {
  it.each(['/', '/dashboard', '/contributions/12', '/settings/manage-user'])(
    'a page load of %s answers the portal (index.html)',
    async (url) => {
      const response = await world.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(PORTAL_PAGE);
    },
  );

  it('answers a path shared by a page and an API call by what the request accepts', async () => {
    // /contributions/12 is both a portal page and the REST call that reads contribution 12.
    const page = await pageLoad(world.app, '/contributions/12');
    const fetch = await world.get(null, '/contributions/12');

    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PORTAL_PAGE);
    expect(fetch.statusCode).toBe(401);
    expect(fetch.json()).toEqual({ message: expect.any(String) });
  });

  it('serves the built files themselves', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/logo.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<svg');
  });

  it.each([
    ['a page load of an API path', '/users/nothing-here', 'text/html'],
    ['a fetch of an unknown path', '/api/unknown', 'application/json'],
    ['a missing file', '/assets/missing.js', 'text/html'],
  ])('%s answers 404 JSON', async (_case, url, accept) => {
    const response = await world.app.inject({ method: 'GET', url, headers: { accept } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers /me with JSON even to a page load', async () => {
    const response = await pageLoad(world.app, '/me');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token expired or incorrect' });
  });
});

describe('GET /dev/outbox', () => {
  it('lists sent e-mails newest first outside production', async () => {
    const sendResetEmail = () =>
      world.post(null, '/users/send-password-reset-email', { email: CAMPAIGN_STAFF.email });
    await sendResetEmail();
    await sendResetEmail();

    const response = await world.app.inject({ method: 'GET', url: '/dev/outbox' });
    const emails = response.json<Array<{ to: string; link: string; createdAt: string }>>();

    expect(response.statusCode).toBe(200);
    expect(emails.length).toBeGreaterThanOrEqual(2);
    expect(emails[0]).toMatchObject({
      to: 'staff@example.org',
      subject: expect.any(String),
      text: expect.any(String),
      link: expect.stringContaining(`${PUBLIC_URL}/update-forgotten-password?invitationCode=`),
    });
    const times = emails.map((email) => Date.parse(email.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp(world.database.db, { NODE_ENV: 'production' });
    const response = await production.inject({ method: 'GET', url: '/dev/outbox' });
    await production.close();

    expect(response.statusCode).toBe(404);
  });
});

describe('server errors', () => {
  /** A database that fails every use, with a message that must never reach a client. */
  const brokenDatabase = new Proxy(
    {},
    {
      get() {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 user=portal password=hunter2');
      },
    },
  ) as Database;

  it('hides the details of a 5xx from the client', async () => {
    const failing = await buildTestApp(brokenDatabase);

    const response = await logIn(failing, CAMPAIGN_STAFF);
    await failing.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('reports an unreachable database as unhealthy (503)', async () => {
    const failing = await buildTestApp(brokenDatabase);
    const response = await failing.inject({ method: 'GET', url: '/health' });
    await failing.close();

    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('hunter2');
  });

  it('answers a database that is away with 503 and Retry-After, on REST and tRPC alike', async () => {
    /** A database whose every use fails as an unreachable PostgreSQL does. */
    const unreachable = new Proxy(
      {},
      {
        get() {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          });
        },
      },
    ) as Database;
    const away = await buildTestApp(unreachable);
    const answers = [
      await away.inject({ method: 'GET', url: '/me', headers: { cookie: 'portal_session=x' } }),
      await away.inject({
        method: 'GET',
        url: '/trpc/auth.me',
        headers: { cookie: 'portal_session=x' },
      }),
    ];
    await away.close();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
    }
  });

  it('keeps the message of a client error', async () => {
    // Not a JSON body: one that cannot be read answers our own text (input-boundary.test.ts).
    const response = await world.as(null, {
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/unsupported media type/i);
  });
});

describe('caching of answers', () => {
  it("marks a signed-in caller's answers private and not to be stored; public ones are left alone", async () => {
    const mine = await world.get('staff', '/me');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const page = await world.as('staff', {
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'text/html' },
    });
    // The portal's own page keeps the caching it chose.
    expect(page.headers['cache-control']).toBe('no-cache');
    const health = await world.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
