import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { AUTH_MESSAGES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, latestCodeSentTo, sessionCookieOf, signIn } from './harness';

let database: DatabaseHandle;
let app: FastifyInstance;
let campaignId: number;
let governmentId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  governmentId = (await createGovernment(database.db)).id;
  campaignId = (await createCampaign(database.db, governmentId)).id;
  await createUser(database.db, {
    email: 'admin@example.org',
    password: 'right-password',
    role: 'campaign_admin',
    governmentId,
    campaignId,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('POST /users/login', () => {
  it('answers 204 with an httpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'admin@example.org', password: 'right-password' },
    });

    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((each) => each.name === 'portal_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now());
  });

  it('marks the cookie Secure when the portal is published over https', async () => {
    const httpsApp = await buildTestApp(database.db, { PUBLIC_URL: 'https://portal.example.org' });
    const response = await httpsApp.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'admin@example.org', password: 'right-password' },
    });
    await httpsApp.close();

    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((each) => each.name === 'portal_session')?.secure).toBe(true);
  });

  it.each([
    ['behind a trusted proxy that saw https', 'true', true],
    ['when the forwarded protocol comes from an untrusted client', 'false', false],
  ])('marks the cookie Secure %s: %s', async (_case, trustProxy, secure) => {
    const proxiedApp = await buildTestApp(database.db, { TRUST_PROXY: trustProxy });
    const response = await proxiedApp.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4' },
      payload: { email: 'admin@example.org', password: 'right-password' },
    });
    await proxiedApp.close();

    expect(response.statusCode).toBe(204);
    expect(Boolean(response.cookies.find((each) => each.name === 'portal_session')?.secure)).toBe(
      secure,
    );
  });

  it('answers 401 with a message and no cookie for a wrong password', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'admin@example.org', password: 'wrong-password' },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.cookies.find((each) => each.name === 'portal_session')).toBeUndefined();
  });

  it('answers 400 with the field messages when the email is not an email', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: 'not-an-email', password: 'x' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toMatchObject({ email: AUTH_MESSAGES.emailInvalid });
  });

  it('answers 429 once one client keeps failing', async () => {
    await createUser(database.db, {
      email: 'target@example.org',
      password: 'right-password',
      role: 'campaign_staff',
      governmentId,
      campaignId,
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40 && !statuses.includes(429); attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/users/login',
        remoteAddress: '203.0.113.7',
        payload: { email: 'target@example.org', password: `guess-${attempt}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
      }
    }

    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);

    // The same client through tRPC is refused with the same wait; another client signs in.
    const overTrpc = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      remoteAddress: '203.0.113.7',
      payload: { json: { email: 'target@example.org', password: 'right-password' } },
    });
    expect(overTrpc.statusCode).toBe(429);
    expect(Number(overTrpc.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/users/login',
      remoteAddress: '198.51.100.9',
      payload: { email: 'target@example.org', password: 'right-password' },
    });
    expect(elsewhere.statusCode).toBe(204);
  });
});

describe('GET /me', () => {
  it('answers the signed-in user with their permissions', async () => {
    const cookie = await signIn(app, 'admin@example.org', 'right-password');

    const response = await app.inject({ method: 'GET', url: '/me', headers: { cookie } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'admin@example.org',
      permissions: [{ role: 'campaign_admin', type: 'campaign', campaignId, governmentId }],
    });
  });

  it.each([
    ['no cookie', {}],
    ['an unknown session', { cookie: 'portal_session=made-up-token' }],
  ])('answers 401 %s with "Token expired or incorrect"', async (_case, headers) => {
    const response = await app.inject({ method: 'GET', url: '/me', headers });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token expired or incorrect' });
  });
});

describe('POST /users/logout', () => {
  it('ends the session: the same cookie no longer opens /me', async () => {
    const cookie = await signIn(app, 'admin@example.org', 'right-password');

    const logout = await app.inject({ method: 'POST', url: '/users/logout', headers: { cookie } });
    const me = await app.inject({ method: 'GET', url: '/me', headers: { cookie } });

    expect(logout.statusCode).toBe(204);
    expect(me.statusCode).toBe(401);
  });
});

describe('password reset by e-mail', () => {
  it('sends a code that resets the password once (204), then refuses it (400 Invalid code)', async () => {
    await createUser(database.db, {
      email: 'forgetful@example.org',
      password: 'old-password',
      role: 'campaign_staff',
      governmentId,
      campaignId,
    });

    const sent = await app.inject({
      method: 'POST',
      url: '/users/send-password-reset-email',
      payload: { email: 'forgetful@example.org' },
    });
    expect(sent.statusCode).toBe(204);

    const invitationCode = await latestCodeSentTo(app, 'forgetful@example.org');
    const reset = await app.inject({
      method: 'POST',
      url: '/users/reset-password',
      payload: { invitationCode, password: 'new-password' },
    });
    expect(reset.statusCode).toBe(204);
    await expect(signIn(app, 'forgetful@example.org', 'new-password')).resolves.toBeTruthy();

    const reused = await app.inject({
      method: 'POST',
      url: '/users/reset-password',
      payload: { invitationCode, password: 'another-password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: 'Invalid code' });
  });

  it('answers 404 "Email not found" for an unknown address', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/users/send-password-reset-email',
      payload: { email: 'nobody@example.org' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Email not found' });
  });

  it('answers 400 "Invalid code" for a made-up code', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/users/reset-password',
      payload: { invitationCode: 'made-up-code', password: 'new-password' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid code' });
  });
});

describe('PUT /users/password', () => {
  it('changes the password of the signed-in user (204)', async () => {
    await createUser(database.db, {
      email: 'changer@example.org',
      password: 'first-password',
      role: 'campaign_staff',
      governmentId,
      campaignId,
    });
    const cookie = await signIn(app, 'changer@example.org', 'first-password');

    const response = await app.inject({
      method: 'PUT',
      url: '/users/password',
      headers: { cookie },
      payload: { currentPassword: 'first-password', newPassword: 'second-password' },
    });

    expect(response.statusCode).toBe(204);
    await expect(signIn(app, 'changer@example.org', 'second-password')).resolves.toBeTruthy();
    await expect(signIn(app, 'changer@example.org', 'first-password')).rejects.toThrow(/401/);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/users/password',
      payload: { currentPassword: 'first-password', newPassword: 'second-password' },
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('tRPC at /trpc', () => {
  it('signs in with the same session cookie the REST paths use', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: 'admin@example.org', password: 'right-password' } },
    });
    const cookie = sessionCookieOf(login);

    const me = await app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    const meOverRest = await app.inject({ method: 'GET', url: '/me', headers: { cookie } });

    expect(login.statusCode).toBe(200);
    expect(me.statusCode).toBe(200);
    expect(me.json().result.data.json).toMatchObject({ email: 'admin@example.org' });
    expect(meOverRest.statusCode).toBe(200);
  });

  it('answers 401 to a procedure that needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/auth.me' });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.json.message).toBe('Token expired or incorrect');
  });
});
