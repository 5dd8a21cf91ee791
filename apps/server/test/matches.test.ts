import { type DatabaseHandle, knownContributors } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { normalisePersonName, normaliseStreetAddress } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createGovernment, createUser } from './factories';
import { buildTestApp, signIn } from './harness';

let database: DatabaseHandle;
let app: FastifyInstance;
let governmentCookie: string;
let campaignCookie: string;
let contributionId: number;

const VOTER = {
  id: '200000001',
  firstName: 'Robert',
  lastName: 'Quimby',
  address1: '300 NE Fremont St',
  address2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97212',
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  const governmentId = (await createGovernment(database.db)).id;
  const campaignId = (await createCampaign(database.db, governmentId)).id;
  await database.db.insert(knownContributors).values({
    ...VOTER,
    normalizedFirstName: normalisePersonName(VOTER.firstName),
    normalizedLastName: normalisePersonName(VOTER.lastName),
    normalizedAddress: normaliseStreetAddress(VOTER.address1).full,
  });
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

  // A nickname: a strong candidate, which waits for the city's choice.
  const created = await app.inject({
    method: 'POST',
    url: '/contributions/new',
    headers: { cookie: campaignCookie },
    payload: {
      campaignId,
      date: '2024-05-01',
      type: 'contribution',
      subType: 'cash',
      amount: 10,
      oaeType: 'matchable',
      contributorType: 'individual',
      firstName: 'Bob',
      lastName: 'Quimby',
      address1: '300 Northeast Fremont Street',
      city: 'Portland',
      state: 'OR',
      zip: '97212',
      paymentMethod: 'cash',
    },
  });
  expect(created.statusCode).toBe(201);
  contributionId = created.json<{ id: number }>().id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('matching REST calls', () => {
  it('GET /matches/{id} answers 200 with the match entry for a government admin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/matches/${contributionId}`,
      headers: { cookie: governmentCookie, accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      matchId: null,
      matchStrength: 'strong',
      inPortland: true,
      results: { exact: [], strong: [{ id: VOTER.id, first_name: 'Robert' }], weak: [] },
    });
  });

  it('GET /matches/{id} answers 403 to the campaign and 401 without a session', async () => {
    const asCampaign = await app.inject({
      method: 'GET',
      url: `/matches/${contributionId}`,
      headers: { cookie: campaignCookie, accept: 'application/json' },
    });
    expect(asCampaign.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/matches/${contributionId}`,
      headers: { accept: 'application/json' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('POST /matches with contributionId, matchId and matchStrength answers 200, then the match holds', async () => {
    const chosen = await app.inject({
      method: 'POST',
      url: '/matches',
      headers: { cookie: governmentCookie },
      payload: { contributionId, matchId: VOTER.id, matchStrength: 'strong' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ matchId: VOTER.id, matchStrength: 'strong' });

    const read = await app.inject({
      method: 'GET',
      url: `/contributions/${contributionId}`,
      headers: { cookie: campaignCookie, accept: 'application/json' },
    });
    expect(read.json()).toMatchObject({ matchId: VOTER.id, matchStrength: 'strong' });
  });

  it('POST /matches refuses the campaign with 403 and an unknown candidate with 400', async () => {
    const asCampaign = await app.inject({
      method: 'POST',
      url: '/matches',
      headers: { cookie: campaignCookie },
      payload: { contributionId, matchId: VOTER.id, matchStrength: 'strong' },
    });
    expect(asCampaign.statusCode).toBe(403);
    const unknown = await app.inject({
      method: 'POST',
      url: '/matches',
      headers: { cookie: governmentCookie },
      payload: { contributionId, matchId: '999', matchStrength: 'weak' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'That match is not among the candidates for this contribution',
    });
  });
});
