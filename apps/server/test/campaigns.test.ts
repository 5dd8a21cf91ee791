import { describe, expect, it } from 'vitest';
import { buildTestApp, createStaticDir, latestCodeSentTo, PORTAL_PAGE, pageLoad } from './harness';
import { CAMPAIGN_ADMIN, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

const world = useTestWorld({ users: { government: GOVERNMENT_ADMIN, campaign: CAMPAIGN_ADMIN } });

const newCampaign = (fields: object) =>
  world.post('government', '/campaigns/new', {
    governmentId: world.governmentId,
    firstName: 'Kim',
    lastName: 'Lee',
    ...fields,
  });

describe('campaign REST calls', () => {
  it('POST /campaigns/new answers 201 with the campaign and invites its first admin', async () => {
    const response = await newCampaign({
      name: 'Lee for Councilor 2026',
      officeSought: 'Councilor District 2',
      email: 'lee@example.org',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Lee for Councilor 2026',
      governmentId: world.governmentId,
    });
    await expect(latestCodeSentTo(world.app, 'lee@example.org')).resolves.toBeTruthy();
  });

  it('POST /campaigns/new takes the spec section 7 payload alone and answers the office as the spec writes it', async () => {
    const { governmentId } = world;
    const response = await world.post('government', '/campaigns/new', {
      governmentId,
      name: 'Ito for Auditor 2026',
      officeSought: 'Auditor',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Ito for Auditor 2026',
      officeSought: 'Auditor',
      governmentId,
      email: null,
    });
    const listed = await world.post('government', '/campaigns', { governmentId });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ name: 'Ito for Auditor 2026', officeSought: 'Auditor' }),
    );
  });

  it('POST /campaigns/new answers 400 with the field message', async () => {
    const response = await newCampaign({ name: 'No Office 2026', email: 'x@example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual({ officeSought: 'Office is required' });
  });

  it('POST /campaigns lists them and POST /campaigns/update answers 201', async () => {
    const { governmentId, campaignId } = world;
    const renamed = await world.post('government', '/campaigns/update', {
      governmentId,
      campaignId,
      newName: 'Jane Doe for Mayor 2028',
    });
    expect(renamed.statusCode).toBe(201);
    const listed = await world.post('government', '/campaigns', { governmentId });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: campaignId, name: 'Jane Doe for Mayor 2028', matched: 0 }),
    );
  });

  it('refuses campaign users (403) and the signed-out (401)', async () => {
    const { governmentId } = world;
    expect((await world.post('campaign', '/campaigns', { governmentId })).statusCode).toBe(403);
    expect((await world.post(null, '/campaigns', { governmentId })).statusCode).toBe(401);
  });

  it('POST /summary answers the own campaign and hides the government from campaign users', async () => {
    const { governmentId, campaignId } = world;
    const own = await world.post('campaign', '/summary', { campaignId });
    expect(own.statusCode).toBe(200);
    expect(own.json().contributions.map((row: { status: string }) => row.status)).toContain(
      'draft',
    );
    expect((await world.post('campaign', '/summary', { governmentId })).statusCode).toBe(404);
    expect((await world.post('government', '/summary', { governmentId })).statusCode).toBe(200);
  });

  it('a page load of /campaigns still opens the portal page', async () => {
    const withPortal = await buildTestApp(world.database.db, { STATIC_DIR: createStaticDir() });
    try {
      const page = await pageLoad(withPortal, '/campaigns');
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(PORTAL_PAGE);
    } finally {
      await withPortal.close();
    }
  });
});
