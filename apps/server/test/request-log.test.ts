import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { capturedLog, logLines } from './captured-log';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, signIn } from './harness';

vi.mock('fastify', async (importOriginal) =>
  (await import('./captured-log')).fastifyWithCapturedLog(importOriginal),
);

/** The request's method and url, with the status its completion line names. */
const requestLog = () => {
  const lines = logLines();
  return lines
    .filter((line) => line.msg === 'incoming request')
    .map((line) => ({
      method: line.req?.method,
      url: line.req?.url,
      status: lines.find((done) => done.msg === 'request completed' && done.reqId === line.reqId)
        ?.res?.statusCode,
    }));
};

const PASSWORD = 'log-test-password';
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  // The production default level; the other server tests run silent.
  app = await buildTestApp(database.db, { LOG_LEVEL: 'info' });
  const governmentId = (await createGovernment(database.db)).id;
  const campaignId = (await createCampaign(database.db, governmentId)).id;
  await createUser(database.db, {
    email: 'logged@example.org',
    password: PASSWORD,
    role: 'campaign_staff',
    governmentId,
    campaignId,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  capturedLog.lines.length = 0;
});

describe('request log', () => {
  it('writes one line per request with method and url, and its completion with the status', async () => {
    const cookie = await signIn(app, 'logged@example.org', PASSWORD);
    const me = await app.inject({ method: 'GET', url: '/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/no/such/route' });
    expect(missing.statusCode).toBe(404);

    expect(requestLog()).toEqual([
      { method: 'POST', url: '/users/login', status: 204 },
      { method: 'GET', url: '/me', status: 200 },
      { method: 'GET', url: '/no/such/route', status: 404 },
    ]);
  });

  it('never writes the session cookie, the password, or a refused cookie', async () => {
    const cookie = await signIn(app, 'logged@example.org', PASSWORD);
    const token = cookie.slice(cookie.indexOf('=') + 1);
    expect(token.length).toBeGreaterThan(10);
    await app.inject({ method: 'GET', url: '/me', headers: { cookie } });
    await app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    await app.inject({ method: 'POST', url: '/users/logout', headers: { cookie } });
    const forged = 'forged-session-token-0123456789';
    const refused = await app.inject({
      method: 'GET',
      url: '/me',
      headers: { cookie: `portal_session=${forged}` },
    });
    expect(refused.statusCode).toBe(401);

    // Something was logged, so the absence below means something.
    expect(requestLog().length).toBe(5);
    const log = capturedLog.lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(forged);
    expect(log.toLowerCase()).not.toContain('portal_session');
  });

  it('keeps query strings, which may carry invitation codes, out of the log', async () => {
    const code = 'invitation-code-abcdef0123456789';
    const input = encodeURIComponent(JSON.stringify({ invitationCode: code }));
    await app.inject({ method: 'GET', url: `/trpc/auth.invitation?input=${input}` });

    expect(requestLog()).toEqual([
      expect.objectContaining({ method: 'GET', url: '/trpc/auth.invitation' }),
    ]);
    const log = capturedLog.lines.join('\n');
    expect(log).not.toContain(code);
    expect(log).not.toContain(encodeURIComponent(code));
  });
});
