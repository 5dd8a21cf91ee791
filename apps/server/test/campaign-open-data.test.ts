import { contributions, expenditures } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { locatedGift } from './factories';
import { useTestWorld } from './test-world';

const world = useTestWorld({ campaignName: 'Mia Mayor 2024' });
const mayorId = () => world.campaignId;

beforeAll(async () => {
  const gift = (amountCents: number, batchId: string, date: string) =>
    locatedGift(
      { governmentId: world.governmentId, campaignId: mayorId() },
      { amountCents, date, lastName: 'Donorovich', batchId, latitude: 45.51 },
    );
  await world.database.db
    .insert(contributions)
    .values([gift(1_000, 'b1', '2024-02-05'), gift(3_000, 'b2', '2024-02-14')]);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  world.app.inject({ method: 'GET', url, headers, remoteAddress: '192.0.2.44' });

const path = (format: 'json' | 'csv', id = mayorId()) =>
  `/open-data/campaign/${id}.${format}?governmentId=${world.governmentId}`;

describe('GET /open-data/campaign/{id}.{json,csv}', () => {
  it('answers the page’s figures as JSON, the same as the page shows', async () => {
    const response = await get(path('json'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const file = response.json();
    expect(file.campaign).toMatchObject({ id: mayorId(), name: 'Mia Mayor 2024' });
    expect(file.totals).toMatchObject({ contributions: 2, raisedCents: 4_000, donors: 2 });
    expect(file.raisedOverTime).toEqual([
      { week: '2024-02-05', raisedCents: 1_000, matchedCents: 0 },
      { week: '2024-02-12', raisedCents: 4_000, matchedCents: 0 },
    ]);
    expect(response.body).not.toContain('Donorovich');
  });

  it('answers one figure per CSV row, money in dollars', async () => {
    const response = await get(path('csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('section,key,label,count,donors,amount,match,share,asOf');
    expect(
      lines.some((line) =>
        line.startsWith('raised_over_time,2024-02-12,Week of 2024-02-12,,,40.00,0.00,,'),
      ),
    ).toBe(true);
    expect(lines.some((line) => line.startsWith('totals,raised,Raised,2,2,40.00,'))).toBe(true);
  });

  it('answers 304 to its ETag until a public write changes the page', async () => {
    const first = await get(path('json'));
    const etag = String(first.headers.etag);
    expect((await get(path('json'), { 'if-none-match': etag })).statusCode).toBe(304);
    // A handed-in expense changes the page's spending, so the copy is stale.
    await world.database.db.insert(expenditures).values({
      governmentId: world.governmentId,
      campaignId: mayorId(),
      status: 'submitted',
      amountCents: 2_500,
      purpose: 'postage',
      name: 'Stamps Inc',
      date: '2024-02-20',
      type: 'expenditure',
      subType: 'cash_expenditure',
      paymentMethod: 'check',
      payeeType: 'business',
    });
    const changed = await get(path('json'), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().spending).toEqual([
      { category: 'postage', label: 'Postage', count: 1, amountCents: 2_500 },
    ]);
    expect(changed.body).not.toContain('Stamps Inc');
  });

  it('answers 404 for no such campaign and 400 naming a bad parameter', async () => {
    expect((await get(path('json', 987_654))).statusCode).toBe(404);
    const unknown = await get(`${path('csv')}&colour=red`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('colour');
    expect((await get(`/open-data/campaign/abc.json`)).statusCode).toBe(400);
  });

  it('is described in the data dictionary', async () => {
    const dictionary = (await get('/open-data/dictionary.json')).json() as {
      files: { paths: string[]; columns: { name: string }[] }[];
    };
    const file = dictionary.files.find((each) =>
      each.paths.includes('/open-data/campaign/{id}.csv'),
    );
    expect(file?.columns.map((column) => column.name)).toEqual([
      'section',
      'key',
      'label',
      'count',
      'donors',
      'amount',
      'match',
      'share',
      'asOf',
    ]);
  });
});
