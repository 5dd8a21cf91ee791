import { campaigns, contributions } from '@portal/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createExternalContribution, locatedGift } from './factories';
import { useTestWorld } from './test-world';

const world = useTestWorld({
  campaignName: 'Mia Mayor 2024',
  otherCampaignName: 'Abe Auditor 2024',
});
const mayorId = () => world.campaignId;
const auditorId = () => world.otherCampaignId;

const gift = (campaignId: number, amountCents: number, date: string, latitude: number) =>
  locatedGift(
    { governmentId: world.governmentId, campaignId },
    { amountCents, date, lastName: 'Donor', batchId: `b${amountCents}`, latitude },
  );

beforeAll(async () => {
  const { db } = world.database;
  await db.update(campaigns).set({ officeSought: 'Auditor' }).where(eq(campaigns.id, auditorId()));
  await db
    .insert(contributions)
    .values([
      gift(mayorId(), 1_000, '2024-02-01', 45.51),
      gift(mayorId(), 3_000, '2024-03-01', 45.52),
      gift(mayorId(), 9_000, '2022-06-01', 45.53),
      gift(auditorId(), 5_000, '2024-04-01', 45.54),
    ]);
  await createExternalContribution(db, world.governmentId, 'Nora Nonparticipant 2024');
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '192.0.2.1') =>
  world.app.inject({ method: 'GET', url, headers, remoteAddress });

/** The dashboard's own answer for the same filters, as the portal fetches it. */
async function dashboardView(filters: object) {
  const input = encodeURIComponent(
    JSON.stringify({ json: { governmentId: world.governmentId, ...filters } }),
  );
  const response = await get(`/trpc/dashboard.view?input=${input}`);
  return response.json().result.data.json as { campaigns: Record<string, unknown>[] };
}

const csvRows = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe('GET /open-data/campaigns.{json,csv}', () => {
  const query = () =>
    `governmentId=${world.governmentId}&financing=all&startDate=2024-01-01&endDate=2024-12-31`;

  it("answers the dashboard's campaigns table for the same query parameters", async () => {
    const response = await get(`/open-data/campaigns.json?${query()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="campaigns_all_2024-01-01_to_2024-12-31.json"',
    );
    const view = await dashboardView({
      financing: 'all',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    // The dashboard's rows, money in dollars rather than its cents.
    expect(response.json()).toEqual(
      view.campaigns.map(({ medianCents, totalCents, matchCents, ...row }) => ({
        ...row,
        median: medianCents === null ? null : Number(medianCents) / 100,
        total: Number(totalCents) / 100,
        match: Number(matchCents) / 100,
      })),
    );
    const mayor = response
      .json()
      .find((row: { campaignId: number }) => row.campaignId === mayorId());
    // The 2022 gift is outside the dates.
    expect(mayor).toMatchObject({ contributions: 2, total: 40, median: 20, participating: true });
  });

  it('writes the same rows as CSV, the field names as headers, money with two decimals', async () => {
    const [json, csv] = await Promise.all([
      get(`/open-data/campaigns.json?${query()}`),
      get(`/open-data/campaigns.csv?${query()}`),
    ]);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header = [], ...rows] = csvRows(csv.body);
    const expected = json.json<Record<string, unknown>[]>();
    expect(header).toEqual(Object.keys(expected[0] ?? {}));
    const money = new Set(['median', 'total', 'match']);
    const cell = (key: string, value: unknown) =>
      value === null ? '' : money.has(key) ? Number(value).toFixed(2) : String(value);
    expect(rows).toEqual(expected.map((row) => header.map((key) => cell(key, row[key]))));
    expect(csv.body).toContain(
      `\r\n${mayorId()},Mia Mayor 2024,Mayor,true,2,2,20.00,40.00,0.00\r\n`,
    );
  });

  it('narrows to the chosen candidates and offices like the dashboard', async () => {
    const ids = async (filters: string) =>
      (await get(`/open-data/campaigns.json?governmentId=${world.governmentId}&${filters}`))
        .json()
        .map((row: { campaignId: number }) => row.campaignId);
    expect(await ids(`financing=all&campaigns=${auditorId()}&startDate=&endDate=`)).toEqual([
      auditorId(),
    ]);
    expect(await ids('financing=public&offices=Auditor')).toEqual([auditorId()]);
  });

  it('refuses a bad filter with 400 naming it, and nothing cacheable', async () => {
    const response = await get(`/open-data/campaigns.csv?financing=everything`);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toHaveProperty('financing');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('GET /open-data/contributions.{json,csv}', () => {
  it('is the public geo feed for the filters, in JSON and CSV alike', async () => {
    const all = `governmentId=${world.governmentId}&financing=public&startDate=&endDate=`;
    const [download, feed] = await Promise.all([
      get(`/open-data/contributions.json?${all}`),
      get(`/contributionsgeo?governmentId=${world.governmentId}`),
    ]);
    expect(download.statusCode).toBe(200);
    // The feed draws batch ids afresh for each answer: compare which features share one, not
    // values. Only the download has row keys.
    const comparable = (collection: {
      features: { properties: { batchId: string | null; rowKey?: string } }[];
    }) => {
      const firstOfBatch = new Map<string | null, number>();
      return collection.features.map((feature, n) => {
        const { batchId, rowKey: _rowKey, ...properties } = feature.properties;
        if (!firstOfBatch.has(batchId)) firstOfBatch.set(batchId, n);
        return { ...feature, properties: { ...properties, donor: firstOfBatch.get(batchId) } };
      });
    };
    expect(comparable(download.json())).toEqual(comparable(feed.json()));
    expect(download.json().features.length).toBeGreaterThan(0);
    const dated = await get(
      `/open-data/contributions.csv?governmentId=${world.governmentId}&financing=all&startDate=2024-01-01&endDate=2024-03-31`,
    );
    const [header, ...rows] = csvRows(dated.body);
    const [rowKey, ...properties] = Object.keys(download.json().features[0].properties);
    expect(header).toEqual([rowKey, 'longitude', 'latitude', ...properties]);
    const amountColumn = header?.indexOf('amount') ?? -1;
    expect(rows.map((row) => row[amountColumn]).sort()).toEqual(['10.00', '30.00']);
  });
});

describe('conditional downloads', () => {
  const url = () => `/open-data/campaigns.csv?governmentId=${world.governmentId}&financing=all`;

  it('answers 304 to a repeat with the ETag or the Last-Modified date, and 200 after a change', async () => {
    const first = await get(url());
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    // Open to other sites' scripts: public data, no credentials.
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const again = await get(url(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url(), { 'if-modified-since': lastModified })).statusCode).toBe(304);
    // Other filters are another file.
    expect((await get(`${url()}&offices=Mayor`, { 'if-none-match': etag })).statusCode).toBe(200);

    await world.database.db
      .insert(contributions)
      .values(gift(mayorId(), 7_000, '2024-06-01', 45.55));
    const changed = await get(url(), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // The default start date (2023-01-01) applies: 10 + 30 + the new 70 dollars.
    expect(changed.body).toContain(
      `\n${mayorId()},Mia Mayor 2024,Mayor,true,3,3,30.00,110.00,0.00`,
    );
  });
});

describe('what a download tells of private records', () => {
  it('keeps its ETag and Last-Modified when only a draft is written', async () => {
    const url = `/open-data/campaigns.csv?governmentId=${world.governmentId}&financing=all`;
    const first = await get(url);
    // A second apart: Last-Modified is written to the second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await world.database.db
      .insert(contributions)
      .values({ ...gift(mayorId(), 4_000, '2024-06-02', 45.56), status: 'draft' });
    const after = await get(url);
    expect(after.headers.etag).toBe(first.headers.etag);
    expect(after.headers['last-modified']).toBe(first.headers['last-modified']);
  });
});

describe('rate limit', () => {
  it('refuses a client past 30 full downloads in 10 minutes with 429, but still answers 304', async () => {
    const url = `/open-data/campaigns.json?governmentId=${world.governmentId}`;
    const client = '203.0.113.50';
    const first = await get(url, {}, client);
    for (let download = 2; download <= 30; download += 1)
      expect((await get(url, {}, client)).statusCode).toBe(200);
    const refused = await get(url, {}, client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many downloads/);
    expect(
      (await get(url, { 'if-none-match': String(first.headers.etag) }, client)).statusCode,
    ).toBe(304);
    // Another address is not affected.
    expect((await get(url, {}, '203.0.113.51')).statusCode).toBe(200);
  });
});
