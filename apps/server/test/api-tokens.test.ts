import { API_TOKEN_MESSAGES } from '@portal/domain';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contributionPayload, useCampaignStaffWorld } from './campaign-staff-world';

const RATE_LIMIT = 12;
const FOREIGN_ORIGIN = 'https://attacker.example';

const world = useCampaignStaffWorld({ API_TOKEN_REQUESTS_PER_MINUTE: String(RATE_LIMIT) });
const contribution = () => contributionPayload(world.campaignId);

interface CreatedToken {
  id: number;
  name: string;
  token: string;
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  readOnly: boolean;
}

async function createToken(payload: object): Promise<CreatedToken> {
  const response = await world.asStaff({ method: 'POST', url: '/api-tokens', payload });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedToken>();
}

const withToken = (token: string, options: InjectOptions) =>
  world.app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${token}` },
  });

describe('[api tokens] REST: POST, GET and DELETE /api-tokens', () => {
  it('creates (201, the secret once), lists without secrets, revokes (200 {}) at once', async () => {
    const created = await createToken({ name: 'weekly export', readOnly: false });
    expect(Object.keys(created).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'name', 'prefix', 'readOnly', 'token'].sort(),
    );
    expect(created.token).toMatch(/^cfp_/);

    const me = await withToken(created.token, { method: 'GET', url: '/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      permissions: [expect.objectContaining({ campaignId: world.campaignId })],
    });

    const listed = await world.asStaff({
      method: 'GET',
      url: '/api-tokens',
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.token);
    const row = listed
      .json<{ id: number; lastUsedAt: string | null }[]>()
      .find((token) => token.id === created.id);
    expect(row).toMatchObject({ name: 'weekly export', prefix: created.prefix, revoked: false });
    expect(row?.lastUsedAt).not.toBeNull();

    const revoked = await world.asStaff({
      method: 'DELETE',
      url: `/api-tokens/${created.id}`,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({});

    const after = await withToken(created.token, { method: 'GET', url: '/me' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: API_TOKEN_MESSAGES.revoked });
    const trpcAfter = await withToken(created.token, { method: 'GET', url: '/trpc/auth.me' });
    expect(trpcAfter.statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad name or expiry', async () => {
    const noName = await world.asStaff({
      method: 'POST',
      url: '/api-tokens',
      payload: {},
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      validationErrors: { name: API_TOKEN_MESSAGES.nameRequired },
    });
    const past = await world.asStaff({
      method: 'POST',
      url: '/api-tokens',
      payload: { name: 'late', expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      validationErrors: { expiresAt: API_TOKEN_MESSAGES.expiresAtPast },
    });
  });

  it('answers 404 for a token that is not the caller’s and 401 without credentials', async () => {
    const missing = await world.asStaff({
      method: 'DELETE',
      url: '/api-tokens/2147483647',
    });
    expect(missing.statusCode).toBe(404);
    expect((await world.app.inject({ method: 'GET', url: '/api-tokens' })).statusCode).toBe(401);
  });
});

describe('[api tokens] Bearer authentication over HTTP', () => {
  it('works over tRPC and REST, exempt from the Origin check that still guards cookies', async () => {
    const { token } = await createToken({ name: 'cross-origin script' });
    const trpc = await withToken(token, { method: 'GET', url: '/trpc/auth.me' });
    expect(trpc.statusCode).toBe(200);

    const byToken = await withToken(token, {
      method: 'POST',
      url: '/contributions/new',
      headers: { origin: FOREIGN_ORIGIN },
      payload: contribution(),
    });
    expect(byToken.statusCode).toBe(201);

    const byCookie = await world.asStaff({
      method: 'POST',
      url: '/contributions/new',
      headers: { origin: FOREIGN_ORIGIN },
      payload: contribution(),
    });
    expect(byCookie.statusCode).toBe(403);
  });

  it('never falls back to the cookie when the token is bad', async () => {
    // The staff member's valid session cookie rides along with a bad token.
    const response = await world.asStaff({
      method: 'POST',
      url: '/contributions/new',
      headers: { origin: FOREIGN_ORIGIN, authorization: 'Bearer cfp_notatoken' },
      payload: contribution(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: API_TOKEN_MESSAGES.unknown });
  });

  it('refuses writes with a read-only token (403) and token creation with any token', async () => {
    const { token } = await createToken({ name: 'read only', readOnly: true });
    const list = await withToken(token, {
      method: 'POST',
      url: '/contributions',
      payload: { campaignId: world.campaignId },
    });
    expect(list.statusCode).toBe(200);
    const write = await withToken(token, {
      method: 'POST',
      url: '/contributions/new',
      payload: contribution(),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: API_TOKEN_MESSAGES.readOnly });

    const { token: writer } = await createToken({ name: 'writer' });
    const mint = await withToken(writer, {
      method: 'POST',
      url: '/api-tokens',
      payload: { name: 'minted by a script' },
    });
    expect(mint.statusCode).toBe(403);
    expect(mint.json()).toEqual({ message: API_TOKEN_MESSAGES.cannotCreateTokens });
    const password = await withToken(writer, {
      method: 'PUT',
      url: '/users/password',
      payload: { currentPassword: 'staff-password', newPassword: 'another-password' },
    });
    expect(password.statusCode).toBe(403);
  });

  it('answers 429 with Retry-After once a token passes its limit per minute', async () => {
    const { token } = await createToken({ name: 'eager' });
    for (let request = 0; request < RATE_LIMIT; request += 1) {
      const ok = await withToken(token, { method: 'GET', url: '/me' });
      expect(ok.statusCode).toBe(200);
    }
    const rest = await withToken(token, { method: 'GET', url: '/me' });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual({ message: API_TOKEN_MESSAGES.throttled });
    const wait = Number(rest.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);

    // Hand-written adapters (lists and exports) answer alike.
    const list = await withToken(token, {
      method: 'POST',
      url: '/contributions',
      payload: { campaignId: world.campaignId },
    });
    expect(list.statusCode).toBe(429);
    expect(Number(list.headers['retry-after'])).toBeGreaterThan(0);

    const trpc = await withToken(token, { method: 'GET', url: '/trpc/auth.me' });
    expect(trpc.statusCode).toBe(429);
    expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);

    // The cookie session of the same user is not limited by its token.
    const cookie = await world.asStaff({
      method: 'GET',
      url: '/me',
    });
    expect(cookie.statusCode).toBe(200);
  });
});
