import { describe, expect, it } from 'vitest';
import { latestCodeSentTo, signIn } from './harness';
import { CAMPAIGN_ADMIN, useTestWorld } from './test-world';

const world = useTestWorld({ users: { admin: CAMPAIGN_ADMIN } });

const invitation = (email: string) => ({
  email,
  firstName: 'Sam',
  lastName: 'Staff',
  role: 'campaign_staff',
  campaignId: world.campaignId,
});

const invite = (email: string) => world.post('admin', '/users/invite', invitation(email));

const listCampaignUsers = () => world.post('admin', '/users', { campaignId: world.campaignId });

const redeem = (invitationCode: string) =>
  world.post(null, '/users/redeem-invite', { invitationCode, password: 'chosen-password' });

describe('invitations', () => {
  it('POST /users/invite answers 201 with the new user and e-mails a sign-up code', async () => {
    const response = await invite('new.staff@example.org');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'new.staff@example.org' });
    expect(response.json()).not.toHaveProperty('passwordHash');
    await expect(latestCodeSentTo(world.app, 'new.staff@example.org')).resolves.toBeTruthy();
  });

  it('POST /users/invite answers 401 without a session', async () => {
    const response = await world.post(null, '/users/invite', {
      ...invitation('x@example.org'),
      firstName: 'X',
      lastName: 'Y',
    });

    expect(response.statusCode).toBe(401);
  });

  it('POST /users/redeem-invite answers 204 and the invited user can then sign in', async () => {
    await invite('redeemer@example.org');
    const invitationCode = await latestCodeSentTo(world.app, 'redeemer@example.org');

    const response = await redeem(invitationCode);

    expect(response.statusCode).toBe(204);
    await expect(
      signIn(world.app, 'redeemer@example.org', 'chosen-password'),
    ).resolves.toBeTruthy();
  });

  it('POST /users/resend-invite answers 204 and only the new code works', async () => {
    const invited = (await invite('slow.reader@example.org')).json<{ id: number }>();
    const firstCode = await latestCodeSentTo(world.app, 'slow.reader@example.org');

    const response = await world.post('admin', '/users/resend-invite', { userId: invited.id });
    const secondCode = await latestCodeSentTo(world.app, 'slow.reader@example.org');
    const withFirst = await redeem(firstCode);
    const withSecond = await redeem(secondCode);

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
        expect.objectContaining({ email: CAMPAIGN_ADMIN.email, role: 'campaign_admin' }),
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
    const { permission } = await world.addUser('leaving@example.org', 'leaving-password');
    const leavingCookie = await signIn(world.app, 'leaving@example.org', 'leaving-password');

    const response = await world.as('admin', {
      method: 'DELETE',
      url: `/permissions/${permission.id}`,
    });
    const me = await world.as(null, {
      method: 'GET',
      url: '/me',
      headers: { cookie: leavingCookie },
    });
    const list = await listCampaignUsers();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(me.statusCode).toBe(401);
    expect(list.json()).not.toContainEqual(
      expect.objectContaining({ email: 'leaving@example.org' }),
    );
  });

  it('answers 400 for an identifier that is not a number', async () => {
    const response = await world.as('admin', { method: 'DELETE', url: '/permissions/abc' });

    expect(response.statusCode).toBe(400);
  });
});
