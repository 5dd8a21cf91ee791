import { AUTH_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp, latestCodeSentTo, logIn, sessionCookieOf, signIn } from './harness';
import { CAMPAIGN_ADMIN, useTestWorld } from './test-world';

const ADMIN = { ...CAMPAIGN_ADMIN, password: 'right-password' };
const world = useTestWorld({ users: { admin: ADMIN } });

const sessionCookieIn = (response: Awaited<ReturnType<typeof logIn>>) =>
  response.cookies.find((each) => each.name === 'portal_session');

describe('POST /users/login', () => {
  it('answers 204 with an httpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const response = await logIn(world.app, ADMIN);

    expect(response.statusCode).toBe(204);
    const cookie = sessionCookieIn(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now());
  });

  it('marks the cookie Secure when the portal is published over https', async () => {
    const httpsApp = await buildTestApp(world.database.db, {
      PUBLIC_URL: 'https://portal.example.org',
    });
    const response = await logIn(httpsApp, ADMIN);
    await httpsApp.close();

    expect(response.statusCode).toBe(204);
    expect(sessionCookieIn(response)?.secure).toBe(true);
  });

  it.each([
    ['behind a trusted proxy that saw https', 'true', true],
    ['when the forwarded protocol comes from an untrusted client', 'false', false],
  ])('marks the cookie Secure %s: %s', async (_case, trustProxy, secure) => {
    const proxiedApp = await buildTestApp(world.database.db, { TRUST_PROXY: trustProxy });
    const response = await logIn(proxiedApp, ADMIN, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4' },
    });
    await proxiedApp.close();

    expect(response.statusCode).toBe(204);
    expect(Boolean(sessionCookieIn(response)?.secure)).toBe(secure);
  });

  it('answers 401 with a message and no cookie for a wrong password', async () => {
    const response = await logIn(world.app, { ...ADMIN, password: 'wrong-password' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(sessionCookieIn(response)).toBeUndefined();
  });

  it('answers 400 with the field messages when the email is not an email', async () => {
    const response = await logIn(world.app, { email: 'not-an-email', password: 'x' });

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toMatchObject({ email: AUTH_MESSAGES.emailInvalid });
  });

  it('answers 429 once one client keeps failing', async () => {
    await world.addUser('target@example.org', 'right-password');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40 && !statuses.includes(429); attempt += 1) {
      const response = await logIn(
        world.app,
        { email: 'target@example.org', password: `guess-${attempt}` },
        { remoteAddress: '203.0.113.7' },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
      }
    }

    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);

    // The same client through tRPC is refused with the same wait; another client signs in.
    const overTrpc = await world.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      remoteAddress: '203.0.113.7',
      payload: { json: { email: 'target@example.org', password: 'right-password' } },
    });
    expect(overTrpc.statusCode).toBe(429);
    expect(Number(overTrpc.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const elsewhere = await logIn(
      world.app,
      { email: 'target@example.org', password: 'right-password' },
      { remoteAddress: '198.51.100.9' },
    );
    expect(elsewhere.statusCode).toBe(204);
  });
});

describe('GET /me', () => {
  it('answers the signed-in user with their permissions', async () => {
    const response = await world.as('admin', { method: 'GET', url: '/me' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'admin@example.org',
      permissions: [
        {
          role: 'campaign_admin',
          type: 'campaign',
          campaignId: world.campaignId,
          governmentId: world.governmentId,
        },
      ],
    });
  });

  it.each([
    ['no cookie', {}],
    ['an unknown session', { cookie: 'portal_session=made-up-token' }],
  ])('answers 401 %s with "Token expired or incorrect"', async (_case, headers) => {
    const response = await world.app.inject({ method: 'GET', url: '/me', headers });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token expired or incorrect' });
  });
});

describe('POST /users/logout', () => {
  it('ends the session: the same cookie no longer opens /me', async () => {
    const cookie = await signIn(world.app, ADMIN.email, ADMIN.password);

    const logout = await world.as(null, {
      method: 'POST',
      url: '/users/logout',
      headers: { cookie },
    });
    const me = await world.app.inject({ method: 'GET', url: '/me', headers: { cookie } });

    expect(logout.statusCode).toBe(204);
    expect(me.statusCode).toBe(401);
  });
});

describe('password reset by e-mail', () => {
  it('sends a code that resets the password once (204), then refuses it (400 Invalid code)', async () => {
    await world.addUser('forgetful@example.org', 'old-password');

    const sent = await world.post(null, '/users/send-password-reset-email', {
      email: 'forgetful@example.org',
    });
    expect(sent.statusCode).toBe(204);

    const invitationCode = await latestCodeSentTo(world.app, 'forgetful@example.org');
    const reset = await world.post(null, '/users/reset-password', {
      invitationCode,
      password: 'new-password',
    });
    expect(reset.statusCode).toBe(204);
    await expect(signIn(world.app, 'forgetful@example.org', 'new-password')).resolves.toBeTruthy();

    const reused = await world.post(null, '/users/reset-password', {
      invitationCode,
      password: 'another-password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: 'Invalid code' });
  });

  it.each([
    [
      404,
      'Email not found',
      'an unknown address',
      '/users/send-password-reset-email',
      {
        email: 'nobody@example.org',
      },
    ],
    [
      400,
      'Invalid code',
      'a made-up code',
      '/users/reset-password',
      {
        invitationCode: 'made-up-code',
        password: 'new-password',
      },
    ],
  ])('answers %i "%s" for %s', async (status, message, _case, url, payload) => {
    const response = await world.post(null, url, payload);

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });
});

describe('PUT /users/password', () => {
  it('changes the password of the signed-in user (204)', async () => {
    await world.addUser('changer@example.org', 'first-password');
    const cookie = await signIn(world.app, 'changer@example.org', 'first-password');

    const response = await world.app.inject({
      method: 'PUT',
      url: '/users/password',
      headers: { cookie },
      payload: { currentPassword: 'first-password', newPassword: 'second-password' },
    });

    expect(response.statusCode).toBe(204);
    await expect(signIn(world.app, 'changer@example.org', 'second-password')).resolves.toBeTruthy();
    await expect(signIn(world.app, 'changer@example.org', 'first-password')).rejects.toThrow(/401/);
  });

  it('answers 401 without a session', async () => {
    const response = await world.as(null, {
      method: 'PUT',
      url: '/users/password',
      payload: { currentPassword: 'first-password', newPassword: 'second-password' },
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('tRPC at /trpc', () => {
  it('signs in with the same session cookie the REST paths use', async () => {
    const login = await world.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: 'admin@example.org', password: 'right-password' } },
    });
    const cookie = sessionCookieOf(login);

    const me = await world.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    const meOverRest = await world.app.inject({ method: 'GET', url: '/me', headers: { cookie } });

    expect(login.statusCode).toBe(200);
    expect(me.statusCode).toBe(200);
    expect(me.json().result.data.json).toMatchObject({ email: 'admin@example.org' });
    expect(meOverRest.statusCode).toBe(200);
  });

  it('answers 401 to a procedure that needs a session', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/trpc/auth.me' });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.json.message).toBe('Token expired or incorrect');
  });
});
