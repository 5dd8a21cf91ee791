import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, createStaticDir, latestCodeSentTo, PORTAL_PAGE, signIn } from './harness';

let database: DatabaseHandle;
let app: FastifyInstance;
let governmentId: number;
let campaignId: number;
let governmentCookie: string;
let campaignCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  governmentId = (await createGovernment(database.db)).id;
  campaignId = (await createCampaign(database.db, governmentId)).id;
  await createUser(database.db, {
    email: 'gov.admin@example.org',
    password: 'gov-password',
    role: 'government_admin',
    governmentId,
  });
  await createUser(database.db, {
    email: 'campaign.admin@example.org',
    password: 'campaign-password',
    role: 'campaign_admin',
    governmentId,
    campaignId,
  });
  governmentCookie = await signIn(app, 'gov.admin@example.org', 'gov-password');
  campaignCookie = await signIn(app, 'campaign.admin@example.org', 'campaign-password');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (url: string, cookie: string | null, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    payload,
  });

describe('campaign REST calls', () => {
  it('POST /campaigns/new answers 201 with the campaign and invites its first admin', async () => {
    const response = await post('/campaigns/new', governmentCookie, {
      governmentId,
      name: 'Lee for Councilor 2026',
      officeSought: 'councilor_district_2',
      email: 'lee@example.org',
      firstName: 'Kim',
      lastName: 'Lee',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Lee for Councilor 2026', governmentId });
    await expect(latestCodeSentTo(app, 'lee@example.org')).resolves.toBeTruthy();
  });

  it('POST /campaigns/new answers 400 with the field message', async () => {
    const response = await post('/campaigns/new', governmentCookie, {
      governmentId,
      name: 'No Office 2026',
      email: 'x@example.org',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual({ officeSought: 'Office is required' });
  });

  it('POST /campaigns lists them and POST /campaigns/update answers 201', async () => {
    const renamed = await post('/campaigns/update', governmentCookie, {
      governmentId,
      campaignId,
      newName: 'Jane Doe for Mayor 2028',
    });
    expect(renamed.statusCode).toBe(201);
    const listed = await post('/campaigns', governmentCookie, { governmentId });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: campaignId, name: 'Jane Doe for Mayor 2028', matched: 0 }),
    );
  });

  it('refuses campaign users (403) and the signed-out (401)', async () => {
    expect((await post('/campaigns', campaignCookie, { governmentId })).statusCode).toBe(403);
    expect((await post('/campaigns', null, { governmentId })).statusCode).toBe(401);
  });

  it('POST /summary answers the own campaign and hides the government from campaign users', async () => {
    const own = await post('/summary', campaignCookie, { campaignId });
    expect(own.statusCode).toBe(200);
    expect(own.json().contributions.map((row: { status: string }) => row.status)).toContain(
      'draft',
    );
    expect((await post('/summary', campaignCookie, { governmentId })).statusCode).toBe(404);
    expect((await post('/summary', governmentCookie, { governmentId })).statusCode).toBe(200);
  });

  it('a page load of /campaigns still opens the portal page', async () => {
    const withPortal = await buildTestApp(database.db, { STATIC_DIR: createStaticDir() });
    try {
      const page = await withPortal.inject({
        method: 'GET',
        url: '/campaigns',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(PORTAL_PAGE);
    } finally {
      await withPortal.close();
    }
  });
});
