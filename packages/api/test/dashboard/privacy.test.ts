import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/harness';
import { HOME, insertDashboardFixture, PRIVATE_MARKERS } from './fixture';
import { readGeoFeed, readOpenDataFeatures } from './geo-feed';

const testApi = useTestApi();
let fixture: Awaited<ReturnType<typeof insertDashboardFixture>>;

beforeAll(async () => {
  fixture = await insertDashboardFixture(testApi.handle.db);
});

const GEO_PROPERTIES = [
  'amount',
  'batchId',
  'campaignId',
  'campaignName',
  'city',
  'contributionSubType',
  'contributorType',
  'date',
  'matchAmount',
  'oaeType',
  'officeSought',
  'state',
];

const onGrid = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

async function publicPayloads() {
  const governmentId = fixture.governmentId;
  return testApi.browser().call(async (api) => ({
    participating: await readGeoFeed(await api.dashboard.contributionsGeo({ governmentId })),
    external: await readGeoFeed(await api.dashboard.externalContributionsGeo({ governmentId })),
    map: await api.dashboard.map({ governmentId, financing: 'all' }),
    // Zoomed in far enough that the gifts themselves are sent.
    mapPoints: await api.dashboard.map({ governmentId, financing: 'all', zoom: 16 }),
    view: await api.dashboard.view({ governmentId, financing: 'all' }),
    // The open-data downloads are public outputs too, guarded by the same tests.
    openDataContributions: await readOpenDataFeatures(
      await api.openData.contributions({ governmentId, financing: 'all' }),
    ),
    openDataCampaigns: await api.openData.campaigns({ governmentId, financing: 'all' }),
  }));
}

describe('public dashboard privacy', () => {
  it('never carries a donor name, street, e-mail, phone or employer', async () => {
    const text = JSON.stringify(await publicPayloads());
    for (const secret of Object.values(PRIVATE_MARKERS)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(firstName|lastName|name|address1|email|phone|employerName)"/);
  });

  it('snaps every point to a 0.001 degree grid, never the home point', async () => {
    const { participating, external, map, mapPoints, openDataContributions } =
      await publicPayloads();
    const features = [...participating.features, ...external.features];
    const coordinates = [...features, ...openDataContributions.features].flatMap(
      (feature) => feature.geometry.coordinates,
    );
    for (const [lat, lng] of mapPoints.points) coordinates.push(lat, lng);
    for (const layer of [map, mapPoints])
      for (const [, , lat, lng] of layer.cells) coordinates.push(lat, lng);
    expect(mapPoints.points.length).toBeGreaterThan(0);
    expect(coordinates.length).toBeGreaterThan(0);
    for (const value of coordinates) expect(onGrid(value), String(value)).toBe(true);
    expect(coordinates).not.toContain(HOME.latitude);
    expect(participating.features[0]?.geometry.coordinates).toEqual([-122.679, 45.512]);
  });

  it('answers an area by the snapped points alone: narrowing a box finds nothing finer', async () => {
    const governmentId = fixture.governmentId;
    // The home is at 45.5123456 and shows as 45.512. A box starting at 45.5121 holds the home
    // but not its public point; a box ending at 45.5120 holds the public point but not the home.
    const bboxes = {
      homeOnly: [-122.7, 45.5121, -122.6, 45.6] as const,
      pointOnly: [-122.7, 45.4, -122.6, 45.512] as const,
    };
    const homeFeature = (collection: { features: { geometry: { coordinates: number[] } }[] }) =>
      collection.features.some(
        (feature) => feature.geometry.coordinates.join() === [-122.679, 45.512].join(),
      );
    await testApi.browser().call(async (api) => {
      for (const [name, bbox] of Object.entries(bboxes)) {
        const feed = await readGeoFeed(
          await api.dashboard.contributionsGeo({ governmentId, bbox: [...bbox] }),
        );
        expect(homeFeature(feed), name).toBe(name === 'pointOnly');
        const map = await api.dashboard.map({
          governmentId,
          financing: 'all',
          zoom: 16,
          bbox: [...bbox],
        });
        const onMap = map.points.some(([lat, lng]) => lat === 45.512 && lng === -122.679);
        expect(onMap, name).toBe(name === 'pointOnly');
      }
      // At the finest zoom a cell is narrower than the snapping grid: it is the public point's.
      const finest = await api.dashboard.map({ governmentId, financing: 'all', zoom: 20 });
      const cellsPerWorld = (256 * 2 ** 20) / 15;
      const expectedColumn = Math.floor(((-122.679 + 180) / 360) * cellsPerWorld);
      const homeColumn = Math.floor(((HOME.longitude + 180) / 360) * cellsPerWorld);
      expect(expectedColumn).not.toBe(homeColumn);
      const columns = finest.cells.map(([column]) => column);
      expect(columns).toContain(expectedColumn);
      expect(columns).not.toContain(homeColumn);
    });
  });

  it('gives geo features exactly the documented properties, submitted or processed only', async () => {
    const { participating, external, openDataContributions } = await publicPayloads();
    const features = [...participating.features, ...external.features];
    for (const feature of features)
      expect(Object.keys(feature.properties).sort()).toEqual(GEO_PROPERTIES);
    // The download adds only its stable row key, which names no donor.
    for (const feature of openDataContributions.features)
      expect(Object.keys(feature.properties).sort()).toEqual([...GEO_PROPERTIES, 'rowKey'].sort());
    // The draft and the archived row share the home point; only the submitted one and the
    // city's match are located.
    expect(participating.features.map((feature) => feature.properties.amount)).toEqual([25, 180]);
    expect(participating.features[0]?.properties).toMatchObject({
      matchAmount: 20,
      date: '2024-01-10',
    });
  });

  it('dates external filings at 07:00 UTC and marks them not participating', async () => {
    const { external } = await publicPayloads();
    expect(external.features.map((feature) => feature.properties)).toEqual([
      expect.objectContaining({
        date: '2024-06-01T07:00:00.000Z',
        oaeType: 'not participating',
        campaignId: fixture.olive,
        amount: 50,
      }),
    ]);
  });

  it('leaves city matches off the map, in cells and in points', async () => {
    const { map, mapPoints } = await publicPayloads();
    // Both located gifts share one cell; the city's match of 180 dollars is not counted.
    expect(map.points).toEqual([]);
    expect(map.cells.map(([, , lat, lng, ...sums]) => [lat, lng, ...sums])).toEqual([
      [45.512, -122.679, 2, 7_500, 2_000],
    ]);
    expect(mapPoints.points).toEqual([
      [45.512, -122.679, 2_500, 2_000, 0, 0],
      [45.512, -122.679, 5_000, null, 1, 0],
    ]);
    expect(mapPoints.campaignNames).toEqual([
      'Alice Ames for Mayor 2024',
      'Olive Out for Mayor 2024',
    ]);
    expect(mapPoints.contributorTypes).toEqual(['individual']);
  });

  it('turns donor keys into numbers that mean nothing outside one answer', async () => {
    const { contributions } = await import('@portal/db');
    const voterId = 'voter-77001234';
    await testApi.handle.db.insert(contributions).values(
      [2_000, 3_000].map((amountCents) => ({
        governmentId: fixture.governmentId,
        campaignId: fixture.a.id,
        status: 'processed' as const,
        type: 'contribution' as const,
        subType: 'cash' as const,
        contributorType: 'individual' as const,
        oaeType: 'matchable' as const,
        amountCents,
        date: '2024-02-01',
        firstName: 'Ada',
        lastName: 'Quill',
        address1: '9 Hidden Way',
        city: 'Portland',
        state: 'OR',
        zip: '97202',
        matchId: voterId,
        donorKey: voterId,
        latitude: 45.5,
        longitude: -122.6,
      })),
    );
    const { participating, openDataContributions } = await publicPayloads();
    const text = JSON.stringify([participating, openDataContributions]);
    expect(text).not.toContain(voterId);
    expect(text).not.toMatch(/QUILL|Quill/);
    const batches = participating.features
      .filter((feature) => feature.properties.date === '2024-02-01')
      .map((feature) => feature.properties.batchId);
    // One donor, two gifts: the same opaque number twice.
    expect(batches).toHaveLength(2);
    expect(batches[0]).toMatch(/^\d+$/);
    expect(batches[1]).toBe(batches[0]);
  });
});
