import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, latestCodeSentTo, signIn } from './harness';

let database: DatabaseHandle;
let app: FastifyInstance;
let campaignId: number;
let governmentId: number;
let adminCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  governmentId = (await createGovernment(database.db)).id;
  campaignId = (await createCampaign(database.db, governmentId)).id;
  await createUser(database.db, {
    email: 'campaign.admin@example.org',
    password: 'admin-password',
    role: 'campaign_admin',
    governmentId,
    campaignId,
  });
  adminCookie = await signIn(app, 'campaign.admin@example.org', 'admin-password');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function invite(email: string) {
  return app.inject({
    method: 'POST',
    url: '/users/invite',
    headers: { cookie: adminCookie },
    payload: { email, firstName: 'Sam', lastName: 'Staff', role: 'campaign_staff', campaignId },
  });
}

function listCampaignUsers() {
  return app.inject({
    method: 'POST',
    url: '/users',
    headers: { cookie: adminCookie },
    payload: { campaignId },
  });
}

describe('invitations', () => {
  it('POST /users/invite answers 201 with the new user and e-mails a sign-up code', async () => {
    const response = await invite('new.staff@example.org');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'new.staff@example.org' });
    expect(response.json()).not.toHaveProperty('passwordHash');
    await expect(latestCodeSentTo(app, 'new.staff@example.org')).resolves.toBeTruthy();
  });

  it('POST /users/invite answers 401 without a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/users/invite',
      payload: {
        email: 'x@example.org',
        firstName: 'X',
        lastName: 'Y',
        role: 'campaign_staff',
        campaignId,
      },
    });

    expect(response.statusCode).toBe(401);
  });

  it('POST /users/redeem-invite answers 204 and the invited user can then sign in', async () => {
    await invite('redeemer@example.org');
    const invitationCode = await latestCodeSentTo(app, 'redeemer@example.org');

    const response = await app.inject({
      method: 'POST',
      url: '/users/redeem-invite',
      payload: { invitationCode, password: 'chosen-password' },
    });

    expect(response.statusCode).toBe(204);
    await expect(signIn(app, 'redeemer@example.org', 'chosen-password')).resolves.toBeTruthy();
  });

  it('POST /users/resend-invite answers 204 and only the new code works', async () => {
    const invited = (await invite('slow.reader@example.org')).json<{ id: number }>();
    const firstCode = await latestCodeSentTo(app, 'slow.reader@example.org');

    const response = await app.inject({
      method: 'POST',
      url: '/users/resend-invite',
      headers: { cookie: adminCookie },
      payload: { userId: invited.id },
    });
    const secondCode = await latestCodeSentTo(app, 'slow.reader@example.org');
    const withFirst = await app.inject({
      method: 'POST',
      url: '/users/redeem-invite',
      payload: { invitationCode: firstCode, password: 'chosen-password' },
    });
    const withSecond = await app.inject({
      method: 'POST',
      url: '/users/redeem-invite',
      payload: { invitationCode: secondCode, password: 'chosen-password' },
    });

    expect(response.statusCode).toBe(204);
    expect(secondCode).not.toBe(firstCode);
    expect(withFirst.statusCode).toBe(400);
    expect(withSecond.statusCode).toBe(204);
  });
});

describe('POST /users', () => {
  it('answers 200 with the campaign users and their statuses', async () => {
    await invite('listed@example.org');

    const response = await listCampaignUsers();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'campaign.admin@example.org', role: 'campaign_admin' }),
        expect.objectContaining({
          email: 'listed@example.org',
          role: 'campaign_staff',
          userStatus: 'invited',
        }),
      ]),
    );
  });
});

describe('DELETE /permissions/:id', () => {
  it('answers 200 {} and the removed user loses the list entry and the session', async () => {
    const { permission } = await createUser(database.db, {
      email: 'leaving@example.org',
      password: 'leaving-password',
      role: 'campaign_staff',
      governmentId,
      campaignId,
    });
    const leavingCookie = await signIn(app, 'leaving@example.org', 'leaving-password');

    const response = await app.inject({
      method: 'DELETE',
      url: `/permissions/${permission.id}`,
      headers: { cookie: adminCookie },
    });
    const me = await app.inject({ method: 'GET', url: '/me', headers: { cookie: leavingCookie } });
    const list = await listCampaignUsers();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(me.statusCode).toBe(401);
    expect(list.json()).not.toContainEqual(
      expect.objectContaining({ email: 'leaving@example.org' }),
    );
  });

  it('answers 400 for an identifier that is not a number', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/permissions/abc',
      headers: { cookie: adminCookie },
    });

    expect(response.statusCode).toBe(400);
  });
});
