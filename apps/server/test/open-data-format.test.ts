import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contributions } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/env';
import { createExternalContribution, locatedGift } from './factories';
import { useTestWorld } from './test-world';

const world = useTestWorld({
  campaignName: 'Mia Mayor 2024',
  env: { OPEN_DATA_KEY_SECRET: 'the-open-data-key-secret-of-this-test-world' },
});

const gift = (amountCents: number, date: string, donor: string) =>
  locatedGift(world, {
    amountCents,
    date,
    lastName: donor,
    donorKey: `donor:${donor}`,
    latitude: 45.51,
  });

beforeAll(async () => {
  await world.database.db
    .insert(contributions)
    .values([gift(1_050, '2024-02-01', 'Ames'), gift(3_000, '2024-03-07', 'Ames')]);
  await createExternalContribution(
    world.database.db,
    world.governmentId,
    'Nora Nonparticipant 2024',
  );
});

const get = (url: string, remoteAddress = '192.0.2.7') =>
  world.app.inject({ method: 'GET', url, remoteAddress });
const all = () => `governmentId=${world.governmentId}&financing=all&startDate=2024-01-01&endDate=`;

interface Feature {
  properties: { rowKey: string; batchId: string | null; date: string; amount: number };
}
const featuresOf = async (url: string) => (await get(url)).json<{ features: Feature[] }>().features;

describe('open-data contributions, one format per column', () => {
  it('dates participants and non-participants alike, as YYYY-MM-DD, in JSON and CSV', async () => {
    const features = await featuresOf(`/open-data/contributions.json?${all()}`);
    expect(features.map((one) => one.properties.date).sort()).toEqual([
      '2024-02-01',
      '2024-03-07',
      '2024-05-06',
    ]);
    const csv = (await get(`/open-data/contributions.csv?${all()}`)).body.trim().split('\r\n');
    const [header = '', ...rows] = csv;
    const dateColumn = header.split(',').indexOf('date');
    expect(rows.map((row) => row.split(',')[dateColumn]).sort()).toEqual([
      '2024-02-01',
      '2024-03-07',
      '2024-05-06',
    ]);
    const amountColumn = header.split(',').indexOf('amount');
    expect(rows.map((row) => row.split(',')[amountColumn]).sort()).toEqual([
      '10.50',
      '123.45',
      '30.00',
    ]);
  });
});

describe('open-data row keys and batch ids', () => {
  it('are the same in two downloads of the same data, so the files compare', async () => {
    const url = `/open-data/contributions.json?${all()}`;
    const [first, second] = await Promise.all([get(url), get(url, '192.0.2.8')]);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(String(first.headers.etag)).not.toMatch(/^W\//);
    const keys = first.json<{ features: Feature[] }>().features.map((one) => one.properties);
    expect(new Set(keys.map((one) => one.rowKey)).size).toBe(3);
    // One donor's two gifts share a batch, which names nobody.
    const ames = keys.filter((one) => one.date !== '2024-05-06');
    expect(ames[0]?.batchId).toBeTruthy();
    expect(ames[1]?.batchId).toBe(ames[0]?.batchId);
    expect(first.body).not.toContain('Ames');
  });

  it('keep row keys but draw new batch ids when the public data changes', async () => {
    const url = `/open-data/contributions.json?${all()}`;
    const before = await featuresOf(url);
    await world.database.db.insert(contributions).values(gift(2_000, '2024-04-01', 'Byrne'));
    const after = await featuresOf(url);
    expect(after).toHaveLength(before.length + 1);
    const rowKeys = new Set(after.map((one) => one.properties.rowKey));
    for (const one of before) expect(rowKeys).toContain(one.properties.rowKey);
    const batchOf = (features: Feature[]) =>
      features.find((one) => one.properties.date === '2024-02-01')?.properties.batchId;
    expect(batchOf(after)).not.toBe(batchOf(before));
  });
});

describe('open-data file names', () => {
  it('carry the filters, so two views never overwrite each other', async () => {
    const nameOf = async (query: string) =>
      String(
        (await get(`/open-data/campaigns.csv?governmentId=${world.governmentId}&${query}`)).headers[
          'content-disposition'
        ],
      );
    expect(await nameOf('financing=all&startDate=2024-01-01&endDate=2024-06-30')).toBe(
      'attachment; filename="campaigns_all_2024-01-01_to_2024-06-30.csv"',
    );
    expect(await nameOf(`financing=public&offices=Mayor&campaigns=${world.campaignId}`)).toBe(
      `attachment; filename="campaigns_public_2023-01-01_to_now_campaigns-${world.campaignId}_offices-mayor.csv"`,
    );
  });
});

describe('CORS on the public read routes', () => {
  it.each([
    '/contributionsgeo',
    '/external-contributionsgeo',
    '/open-data/campaigns.csv',
    '/open-data/contributions.json',
    '/open-data/dictionary.json',
  ])('answers a preflight of %s with what a page of another site may send', async (url) => {
    const response = await world.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: 'https://newsroom.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toContain('GET');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/If-None-Match/i);
    const read = await get(`${url}?governmentId=${world.governmentId}`);
    expect(read.headers['access-control-allow-origin']).toBe('*');
  });

  it('opens nothing signed-in to other sites', async () => {
    const response = await world.app.inject({ method: 'OPTIONS', url: '/contributions' });
    expect(response.statusCode).not.toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /open-data/dictionary.json', () => {
  it('names every column of every file, in the order the CSV writes them, with type and meaning', async () => {
    const dictionary = (await get('/open-data/dictionary.json')).json<{
      files: { paths: string[]; columns: { name: string; type: string; description: string }[] }[];
    }>();
    for (const file of dictionary.files) {
      const csvPath = file.paths.find((path) => path.endsWith('.csv')) ?? '';
      // A campaign's page is one campaign's file: it takes the campaign in its path, no filters;
      // the payment record takes only the government; the dashboard's files take its filters.
      const filters = csvPath.includes('/payments.') ? '' : '&financing=all';
      const csv = await get(
        csvPath.includes('{id}')
          ? `${csvPath.replace('{id}', String(world.campaignId))}?governmentId=${world.governmentId}`
          : `${csvPath}?governmentId=${world.governmentId}${filters}`,
      );
      expect(csv.statusCode, csvPath).toBe(200);
      const header = csv.body.split('\r\n')[0]?.split(',');
      expect(file.columns.map((column) => column.name)).toEqual(header);
      for (const column of file.columns) {
        expect(column.description.length, column.name).toBeGreaterThan(10);
        expect(['integer', 'number', 'dollars', 'date', 'boolean', 'text']).toContain(column.type);
      }
    }
    const contributionsFile = dictionary.files.find((file) =>
      file.paths.includes('/open-data/contributions.csv'),
    );
    const typeOf = (name: string) =>
      contributionsFile?.columns.find((column) => column.name === name)?.type;
    expect([typeOf('date'), typeOf('amount'), typeOf('rowKey')]).toEqual([
      'date',
      'dollars',
      'text',
    ]);
  });
});

describe('the data dictionary in docs/api.md', () => {
  it('lists the columns the server serves, with the same types', async () => {
    const docs = readFileSync(join(repositoryRoot, 'docs', 'api.md'), 'utf8');
    const section = docs.slice(docs.indexOf('### Data dictionary'));
    const documented = [...section.matchAll(/^\| `(\w+)` \| (\w+)( or empty)? \|/gm)].map(
      ([, name, type, empty]) => `${name}: ${type}${empty ? '?' : ''}`,
    );
    const dictionary = (await get('/open-data/dictionary.json')).json<{
      files: { columns: { name: string; type: string; nullable: boolean }[] }[];
    }>();
    expect(documented).toEqual(
      dictionary.files.flatMap((file) =>
        file.columns.map((column) => `${column.name}: ${column.type}${column.nullable ? '?' : ''}`),
      ),
    );
  });
});
