import { beforeAll, describe, expect, it } from 'vitest';
import { contributionPayload } from './campaign-staff-world';
import { createKnownContributor } from './factories';
import { CAMPAIGN_ADMIN, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

const world = useTestWorld({ users: { government: GOVERNMENT_ADMIN, campaign: CAMPAIGN_ADMIN } });
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
  await createKnownContributor(world.database.db, VOTER);
  // A nickname: a strong candidate, which waits for the city's choice.
  const created = await world.post('campaign', '/contributions/new', {
    ...contributionPayload(world.campaignId),
    date: '2024-05-01',
    amount: 10,
    firstName: 'Bob',
    lastName: 'Quimby',
    address1: '300 Northeast Fremont Street',
    zip: '97212',
  });
  expect(created.statusCode).toBe(201);
  contributionId = created.json<{ id: number }>().id;
});

const choose = (who: 'government' | 'campaign', matchId: string, matchStrength: string) =>
  world.post(who, '/matches', { contributionId, matchId, matchStrength });

describe('matching REST calls', () => {
  it('GET /matches/{id} answers 200 with the match entry for a government admin', async () => {
    const response = await world.get('government', `/matches/${contributionId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      matchId: null,
      matchStrength: 'strong',
      inPortland: true,
      results: { exact: [], strong: [{ id: VOTER.id, first_name: 'Robert' }], weak: [] },
    });
  });

  it('GET /matches/{id} answers 403 to the campaign and 401 without a session', async () => {
    const asCampaign = await world.get('campaign', `/matches/${contributionId}`);
    expect(asCampaign.statusCode).toBe(403);
    const anonymous = await world.get(null, `/matches/${contributionId}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('POST /matches with contributionId, matchId and matchStrength answers 200, then the match holds', async () => {
    const chosen = await choose('government', VOTER.id, 'strong');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ matchId: VOTER.id, matchStrength: 'strong' });

    const read = await world.get('campaign', `/contributions/${contributionId}`);
    expect(read.json()).toMatchObject({ matchId: VOTER.id, matchStrength: 'strong' });
  });

  it('POST /matches refuses the campaign with 403 and an unknown candidate with 400', async () => {
    const asCampaign = await choose('campaign', VOTER.id, 'strong');
    expect(asCampaign.statusCode).toBe(403);
    const unknown = await choose('government', '999', 'weak');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'That match is not among the candidates for this contribution',
    });
  });

  it.each([
    ['without contributionId', {}],
    ['with contributionId in hexadecimal', { contributionId: `0x${(1).toString(16)}` }],
    ['with contributionId in a list', { contributionId: [1] }],
  ])('POST /matches %s names contributionId, the field the caller sends', async (_what, id) => {
    const response = await world.post('government', '/matches', {
      ...id,
      matchId: VOTER.id,
      matchStrength: 'strong',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Not a valid id',
      validationErrors: { contributionId: 'Not a valid id' },
    });
  });
});
