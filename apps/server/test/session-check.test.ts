import { describe, expect, it } from 'vitest';
import { signIn } from './harness';
import { CAMPAIGN_STAFF, useTestWorld } from './test-world';

const world = useTestWorld({ users: { staff: CAMPAIGN_STAFF } });

/** The portal's session check as its page load sends it, with the cookie given, if any. */
const sessionCheck = (cookie?: string) =>
  world.app.inject({
    method: 'GET',
    url: '/trpc/auth.session',
    headers: cookie ? { cookie } : {},
  });

const dataOf = (body: string) =>
  (JSON.parse(body) as { result: { data: { json: unknown } } }).result.data.json;

describe('the session check every portal page makes (auth.session)', () => {
  it('answers 200 with null to a visitor who is not signed in', async () => {
    const response = await sessionCheck();

    expect(response.statusCode).toBe(200);
    expect(dataOf(response.body)).toBeNull();
  });

  it('answers the signed-in user as GET /me does', async () => {
    const response = await sessionCheck(world.users.staff.cookie);
    const me = await world.get('staff', '/me');

    expect(response.statusCode).toBe(200);
    expect(dataOf(response.body)).toEqual(me.json());
    expect(me.json()).toMatchObject({ email: CAMPAIGN_STAFF.email, message: 'Success' });
  });

  it('answers 200 with null once the session has ended', async () => {
    const cookie = await signIn(world.app, CAMPAIGN_STAFF.email, CAMPAIGN_STAFF.password);
    const logout = await world.app.inject({
      method: 'POST',
      url: '/users/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);

    const response = await sessionCheck(cookie);

    expect(response.statusCode).toBe(200);
    expect(dataOf(response.body)).toBeNull();
  });
});

describe('GET /me keeps the contract of spec section 7', () => {
  it('answers 401 with its message to a caller who is not signed in', async () => {
    const response = await world.get(null, '/me');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token expired or incorrect' });
  });
});
