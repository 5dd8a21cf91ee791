import { contributions, externalContributions } from '@portal/db';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listDashboardCampaigns } from '../../src/dashboard/data/facts';
import type { GeoQuery } from '../../src/dashboard/data/geo-filter';
import { type MapLayer, mapLayer } from '../../src/dashboard/data/map';
import { createGovernment } from '../support/factories';
import { useTestApi } from '../support/harness';
import { createMapCampaigns, mapGift, pickWith, randomFrom } from './map-fixture';

/**
 * The map read from its trigger-kept summaries equals the live grouping of the gifts, cell for
 * cell, centroid for centroid, on random data and random filters, after each kind of write.
 */
const testApi = useTestApi();
let governmentId: number;
let campaignIds: number[];

const random = randomFrom(20_261_125);
const pick = pickWith(random);
const OAE_TYPES = ['matchable', 'allowable', 'public_matching_contribution'] as const;

/** Points on a coarse lattice near the snapping grid, so many gifts share a public point and cells' centroids fall on halves. */
const place = () =>
  random() < 0.1
    ? { latitude: null, longitude: null }
    : {
        latitude: 45.5 + Math.floor(random() * 80) * 0.0005 + random() * 0.0002,
        longitude: -122.7 + Math.floor(random() * 80) * 0.0005 + random() * 0.0002,
      };

const gifts = (rows: number) =>
  Array.from({ length: rows }, () =>
    mapGift(random, {
      governmentId,
      campaignIds,
      oaeTypes: OAE_TYPES,
      date: () => '2024-05-01',
      place,
    }),
  );

beforeAll(async () => {
  const db = testApi.handle.db;
  governmentId = (await createGovernment(db)).id;
  campaignIds = await createMapCampaigns(db, governmentId, (index) => `Summary ${index + 1}`);
  for (let start = 0; start < 2_000; start += 500)
    await db.insert(contributions).values(gifts(500));
  await db.insert(externalContributions).values(
    Array.from({ length: 100 }, () => ({
      governmentId,
      campaignName: 'Olive Out 2024',
      officeSought: 'Mayor',
      date: '2024-05-01',
      amountCents: 100 + Math.floor(random() * 50_000),
      contributorType: 'individual' as const,
      contributionSubType: 'cash' as const,
      ...place(),
    })),
  );
});

function randomQuery(): { query: GeoQuery; zoom: number } {
  const lon = -122.7 + random() * 0.03;
  const lat = 45.5 + random() * 0.03;
  const chosen = campaignIds.filter(() => random() < 0.4);
  return {
    query: {
      financing: pick(['public', 'all', 'all', 'private'] as const),
      campaigns: random() < 0.5 ? [] : random() < 0.2 ? [-1] : chosen,
      offices: random() < 0.7 ? [] : [pick(['mayor', 'councilor_district_1', 'treasurer'])],
      // The portal's first load (from 2023) holds every gift; the others leave all of them out.
      ...pick([
        { startDate: null, endDate: null },
        { startDate: '2023-01-01', endDate: null },
        { startDate: '2024-05-02', endDate: null },
        { startDate: null, endDate: '2024-04-30' },
      ]),
      bbox: random() < 0.5 ? null : [lon, lat, lon + 0.01 + random() * 0.02, lat + 0.01],
    },
    zoom: 8 + Math.floor(random() * 10),
  };
}

/** A layer in an order-free form: campaign and type indexes replaced by their names, lists sorted. */
function comparable(layer: MapLayer) {
  const named = (index: number) => layer.campaignNames[index];
  return {
    cells: layer.cells.map((cell) => cell.join(' ')).sort(),
    byCampaign: layer.byCampaign
      .map(([campaign, ...figures]) => [named(campaign), ...figures].join(' '))
      .sort(),
    points: layer.points
      .map(([lat, lng, amount, match, campaign, type]) =>
        [lat, lng, amount, match, named(campaign), layer.contributorTypes[type]].join(' '),
      )
      .sort(),
    notOnMap: layer.notOnMap,
  };
}

async function expectSummariesMatchLiveGrouping(rounds: number) {
  const db = testApi.handle.db;
  const campaignList = await listDashboardCampaigns(db, governmentId);
  for (let round = 0; round < rounds; round += 1) {
    const { query, zoom } = randomQuery();
    const summarised = await mapLayer(db, governmentId, query, zoom, campaignList);
    const live = await mapLayer(db, governmentId, query, zoom, campaignList, 'live');
    expect(comparable(summarised), JSON.stringify({ query, zoom })).toEqual(comparable(live));
  }
}

const someIds = async (share: number) =>
  (await testApi.handle.db.select({ id: contributions.id }).from(contributions))
    .map((row) => row.id)
    .filter(() => random() < share);

describe('dashboard.map from its summaries', () => {
  it('equals the live grouping of the gifts after inserts, updates, deletes and geocoding', async () => {
    const db = testApi.handle.db;
    const layer = await mapLayer(db, governmentId, randomQuery().query, 12, []);
    expect(layer.cells.length).toBeGreaterThan(0);
    await expectSummariesMatchLiveGrouping(12);
    // Edits that move gifts between points, statuses, campaigns, amounts and matches.
    await db
      .update(contributions)
      .set({
        latitude: sql`${contributions.latitude} + 0.0013`,
        amountCents: sql`${contributions.amountCents} + 7`,
      })
      .where(inArray(contributions.id, await someIds(0.2)));
    await db
      .update(contributions)
      .set({ status: 'processed', campaignId: campaignIds[1] })
      .where(inArray(contributions.id, await someIds(0.1)));
    await db
      .update(contributions)
      .set({ oaeType: 'matchable', matchAmountCents: 321 })
      .where(inArray(contributions.id, await someIds(0.1)));
    await expectSummariesMatchLiveGrouping(8);
    // The geocoder places gifts, and takes one off the map.
    await db
      .update(contributions)
      .set({ latitude: 45.5105, longitude: -122.6895 })
      .where(sql`${contributions.latitude} is null`);
    await db
      .update(contributions)
      .set({ latitude: null, longitude: null })
      .where(inArray(contributions.id, await someIds(0.05)));
    await expectSummariesMatchLiveGrouping(8);
    await db.delete(contributions).where(inArray(contributions.id, await someIds(0.3)));
    await db.insert(contributions).values(gifts(400));
    await expectSummariesMatchLiveGrouping(8);
  });
});
