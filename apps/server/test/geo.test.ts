import { contributions, sessions } from '@portal/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createExternalContribution } from './factories';
import { buildTestApp, signIn } from './harness';
import { useTestWorld } from './test-world';

const world = useTestWorld();

const donor = {
  type: 'contribution' as const,
  subType: 'cash' as const,
  contributorType: 'individual' as const,
  oaeType: 'matchable' as const,
  amountCents: 2_000,
  date: '2024-03-04',
  firstName: 'Dana',
  lastName: 'Privatedonor',
  address1: '77 Hidden Way',
  email: 'dana@private.example',
  phone: '503-555-0101',
  employerName: 'Secret Employer',
  city: 'Portland',
  state: 'OR',
  zip: '97203',
  latitude: 45.5876543,
  longitude: -122.7412345,
};

/**
 * What identifies the donor: it must appear in no public answer. The phone is looked for whole
 * (with or without its dashes): its three digits alone turn up by chance in the public batch id.
 */
const DONOR_SECRETS = [
  'Dana',
  'Privatedonor',
  'Hidden Way',
  'private.example',
  '555-0101',
  '5035550101',
  'Secret',
];

/** The world's government and campaign, as a contribution row names them. */
const ofCampaign = () => ({ governmentId: world.governmentId, campaignId: world.campaignId });

beforeAll(async () => {
  await world.database.db.insert(contributions).values([
    { ...donor, ...ofCampaign(), status: 'submitted', batchId: 'g1' },
    { ...donor, ...ofCampaign(), status: 'draft', batchId: 'g2' },
  ]);
  await createExternalContribution(world.database.db, world.governmentId, 'Outside Candidate 2024');
});

describe('GET /contributionsgeo and /external-contributionsgeo', () => {
  it('answers anonymous visitors with submitted contributions only, coarsened and nameless', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/contributionsgeo' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.type).toBe('FeatureCollection');
    expect(body.features).toHaveLength(1);
    expect(body.features[0].geometry.coordinates).toEqual([-122.741, 45.588]);
    expect(body.features[0].properties).toMatchObject({ amount: 20, date: '2024-03-04' });
    for (const secret of DONOR_SECRETS) expect(response.body).not.toContain(secret);
  });

  it('dates external filings at 07:00 UTC and marks them not participating', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/external-contributionsgeo' });
    expect(response.statusCode).toBe(200);
    expect(response.json().features[0].properties).toMatchObject({
      date: '2024-05-06T07:00:00.000Z',
      oaeType: 'not participating',
      amount: 123.45,
      campaignName: 'Outside Candidate 2024',
    });
  });

  it('refuses a malformed government id with 400', async () => {
    const response = await world.app.inject({
      method: 'GET',
      url: '/contributionsgeo?governmentId=x',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers an ETag, and 304 to If-None-Match until public data changes', async () => {
    const first = await world.app.inject({ method: 'GET', url: '/contributionsgeo' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['content-type']).toContain('application/json');
    const again = await world.app.inject({
      method: 'GET',
      url: '/contributionsgeo',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Other parameters are another answer, with another tag.
    const dated = await world.app.inject({
      method: 'GET',
      url: '/contributionsgeo?from=2024-01-01',
      headers: { 'if-none-match': etag },
    });
    expect(dated.statusCode).toBe(200);
    expect(dated.headers.etag).not.toBe(etag);
    const [row] = await world.database.db
      .insert(contributions)
      .values({ ...donor, ...ofCampaign(), status: 'submitted', amountCents: 3_000 })
      .returning();
    const changed = await world.app.inject({
      method: 'GET',
      url: '/contributionsgeo',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().features).toHaveLength(2);
    await world.database.db.delete(contributions).where(eq(contributions.id, row?.id ?? 0));
  });

  it('filters by bbox, from, to and campaign given in the query string', async () => {
    const url = (query: string) => `/contributionsgeo?${query}`;
    const count = async (query: string) =>
      (await world.app.inject({ method: 'GET', url: url(query) })).json().features.length;
    expect(await count('bbox=-122.8,45.5,-122.7,45.6')).toBe(1);
    expect(await count('bbox=-122.6,45.5,-122.5,45.6')).toBe(0);
    expect(await count('from=2024-03-04&to=2024-03-04')).toBe(1);
    expect(await count('from=2024-03-05')).toBe(0);
    expect(await count(`campaign=${world.campaignId}`)).toBe(1);
    expect(await count(`campaign=${world.campaignId + 1000}`)).toBe(0);
    const external = await world.app.inject({ method: 'GET', url: '/external-contributionsgeo' });
    const outsideId = external.json().features[0].properties.campaignId;
    const picked = await world.app.inject({
      method: 'GET',
      url: `/external-contributionsgeo?campaign=${outsideId}&bbox=-123,45,-122,46`,
    });
    expect(picked.json().features).toHaveLength(1);
  });

  it.each([
    ['bbox=1,2,3', 'bbox'],
    ['bbox=-122.5,45.5,-122.6,45.6', 'bbox'],
    ['bbox=a,b,c,d', 'bbox'],
    ['from=2024-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['from=2024-05-01&to=2024-04-01', 'from'],
    ['campaign=abc', 'campaign'],
  ])('refuses %s with 400 naming %s', async (query, parameter) => {
    for (const path of ['/contributionsgeo', '/external-contributionsgeo']) {
      const response = await world.app.inject({ method: 'GET', url: `${path}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(parameter);
      expect(Object.keys(response.json().validationErrors)[0]).toMatch(new RegExp(`^${parameter}`));
    }
  });

  it('tells the public map the configured tile URL, and nothing when none is set', async () => {
    const tiles = 'https://tiles.example.org/{z}/{x}/{y}.png';
    const configured = await buildTestApp(world.database.db, { MAP_TILE_URL: tiles });
    try {
      const answer = await configured.inject({ method: 'GET', url: '/trpc/dashboard.config' });
      expect(answer.json().result.data.json).toEqual({ mapTileUrl: tiles });
    } finally {
      await configured.close();
    }
    const bare = await world.app.inject({ method: 'GET', url: '/trpc/dashboard.config' });
    expect(bare.json().result.data.json).toEqual({ mapTileUrl: null });
  });
});

describe('the open-data downloads, public outputs like the geo feed', () => {
  /** Every download answers 200 with the outside filing and nothing that names the donor. */
  const publicDownload = async (path: string) => {
    const response = await world.app.inject({
      method: 'GET',
      url: `${path}?financing=all&startDate=&endDate=`,
    });
    expect(response.statusCode).toBe(200);
    for (const secret of DONOR_SECRETS) expect(response.body).not.toContain(secret);
    expect(response.body).toContain('Outside Candidate 2024');
    return response.body;
  };

  it.each(['/open-data/contributions.json', '/open-data/contributions.csv'])(
    '%s holds the submitted contributions, coarsened and nameless',
    async (path) => {
      const body = await publicDownload(path);
      expect(body).toContain('45.588');
      expect(body).not.toContain('45.5876');
      // The submitted gift once (the draft at the same point stays out), the external filing too.
      expect(body.split('-122.741').length - 1).toBe(1);
    },
  );

  it.each(['/open-data/contributions.csv', '/contributionsgeo'])(
    "%s, shareable, never carries a signed-in caller's session cookie",
    async (path) => {
      const email = `reader${path.replaceAll(/\W/g, '-')}@example.org`;
      const { user } = await world.addUser(email, 'reader-password');
      const cookie = await signIn(world.app, email, 'reader-password');
      // A session last seen minutes ago is renewed (its cookie sent again) by its next request.
      const renewable = () =>
        world.database.db
          .update(sessions)
          .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) })
          .where(eq(sessions.userId, user.id));
      await renewable();
      const download = await world.app.inject({ method: 'GET', url: path, headers: { cookie } });
      expect(download.statusCode).toBe(200);
      expect(download.headers['set-cookie']).toBeUndefined();
      // The same session on a signed-in call is renewed: the download above left it alone.
      await renewable();
      const me = await world.app.inject({ method: 'GET', url: '/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(String(me.headers['set-cookie'])).toContain('portal_session=');
    },
  );

  it.each(['/open-data/campaigns.json', '/open-data/campaigns.csv'])(
    '%s holds campaign figures only',
    async (path) => {
      await publicDownload(path);
    },
  );
});
