import { contributions, externalContributions } from '@portal/db';
import { and, count, eq, gte, inArray, isNotNull, lte, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_POINTS } from '../../src/dashboard/data/map';
import { createGovernment } from '../support/factories';
import { useTestApi } from '../support/harness';
import { createMapCampaigns, mapGift, pickWith, randomFrom } from './map-fixture';

const testApi = useTestApi();
let governmentId: number;
let campaignIds: number[];

const PORTLAND = { minLon: -122.84, minLat: 45.43, maxLon: -122.47, maxLat: 45.65 };
const OAE_TYPES = ['matchable', 'allowable', 'inkind', 'public_matching_contribution'] as const;

beforeAll(async () => {
  const db = testApi.handle.db;
  governmentId = (await createGovernment(db)).id;
  campaignIds = await createMapCampaigns(
    db,
    governmentId,
    (index) => `Candidate ${index + 1} 2024`,
  );
  const random = randomFrom(20_241_125);
  const pick = pickWith(random);
  const place = () =>
    random() < 0.1
      ? { latitude: null, longitude: null }
      : {
          latitude: PORTLAND.minLat + random() * (PORTLAND.maxLat - PORTLAND.minLat),
          longitude: PORTLAND.minLon + random() * (PORTLAND.maxLon - PORTLAND.minLon),
        };
  const date = () => `2024-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-15`;
  const rows = Array.from({ length: 6_000 }, () =>
    mapGift(random, { governmentId, campaignIds, oaeTypes: OAE_TYPES, date, place }),
  );
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(contributions).values(rows.slice(start, start + 500));
  await db.insert(externalContributions).values(
    Array.from({ length: 600 }, () => ({
      governmentId,
      campaignName: pick(['Olive Out 2024', 'Otto Other 2024']),
      officeSought: 'Mayor',
      date: date(),
      amountCents: 100 + Math.floor(random() * 50_000),
      contributorType: 'individual' as const,
      contributionSubType: 'cash' as const,
      ...place(),
    })),
  );
});

type Bbox = [number, number, number, number];
interface Filters {
  financing: 'public' | 'private' | 'all';
  campaigns: number[];
  startDate: string | null;
  endDate: string | null;
  bbox: Bbox | null;
}

/** The same filter counted afresh, straight from the tables. */
async function freshTotals(filters: Filters) {
  const db = testApi.handle.db;
  const area = (lat: PgColumn, lon: PgColumn) => {
    const conditions: SQL[] = [isNotNull(lat)];
    if (filters.bbox) {
      const [minLon, minLat, maxLon, maxLat] = filters.bbox;
      // The area holds the gifts whose public (snapped) point lies in it.
      const snapped = (column: PgColumn) => sql`round(${column} * 1000) / 1000`;
      conditions.push(
        sql`${snapped(lat)} between ${minLat} and ${maxLat}`,
        sql`${snapped(lon)} between ${minLon} and ${maxLon}`,
      );
    }
    return conditions;
  };
  const dates = (column: PgColumn) => [
    ...(filters.startDate ? [gte(column, filters.startDate)] : []),
    ...(filters.endDate ? [lte(column, filters.endDate)] : []),
  ];
  // Both kinds of gift are counted alike: in the government, with a point in the area, in the dates.
  const giftsIn = async (
    gifts: typeof contributions | typeof externalContributions,
    ...conditions: SQL[]
  ) => {
    const [row] = await db
      .select({ rows: count(), amount: sum(gifts.amountCents) })
      .from(gifts)
      .where(
        and(
          eq(gifts.governmentId, governmentId),
          ...conditions,
          ...area(gifts.latitude, gifts.longitude),
          ...dates(gifts.date),
        ),
      );
    return { contributions: row?.rows ?? 0, amountCents: Number(row?.amount ?? 0) };
  };
  const none = { contributions: 0, amountCents: 0 };
  const chosen = filters.campaigns.filter((id) => id > 0);
  const campaignGifts =
    filters.financing === 'private'
      ? none
      : await giftsIn(
          contributions,
          inArray(contributions.status, ['submitted', 'processed']),
          ne(contributions.oaeType, 'public_matching_contribution'),
          ...(filters.campaigns.length > 0
            ? [chosen.length > 0 ? inArray(contributions.campaignId, chosen) : sql`false`]
            : []),
        );
  const stateFiled =
    filters.financing !== 'public' && filters.campaigns.length === 0
      ? await giftsIn(externalContributions)
      : none;
  return {
    contributions: campaignGifts.contributions + stateFiled.contributions,
    amountCents: campaignGifts.amountCents + stateFiled.amountCents,
  };
}

const mapOf = (filters: Partial<Filters> & { zoom?: number }) =>
  testApi.browser().call((api) => api.dashboard.map({ governmentId, ...filters }));

const cellTotals = (layer: Awaited<ReturnType<typeof mapOf>>) => ({
  contributions: layer.cells.reduce((total, cell) => total + cell[4], 0),
  amountCents: layer.cells.reduce((total, cell) => total + cell[5], 0),
});

describe('dashboard.map', () => {
  it('counts and sums in its cells exactly what a fresh query over the same filter finds', async () => {
    const random = randomFrom(7);
    for (let round = 0; round < 12; round += 1) {
      const lon = PORTLAND.minLon + random() * 0.25;
      const lat = PORTLAND.minLat + random() * 0.15;
      const filters: Filters = {
        financing: (['public', 'private', 'all'] as const)[round % 3] ?? 'all',
        // Rounds 3 and 9 read participants only, one campaign of them.
        campaigns: round % 6 === 3 ? [campaignIds[round % 2] ?? 0] : [],
        startDate: round % 2 === 0 ? '2024-03-01' : null,
        endDate: round % 5 === 0 ? '2024-09-30' : null,
        bbox: round % 3 === 2 ? [lon, lat, lon + 0.1, lat + 0.08] : null,
      };
      const zoom = 9 + (round % 6);
      const layer = await mapOf({ ...filters, zoom });
      const expected = await freshTotals(filters);
      expect(expected.contributions).toBeGreaterThan(0);
      expect(cellTotals(layer), JSON.stringify({ filters, zoom })).toEqual(expected);
      // The text alternative's per-campaign rows add up to the same.
      expect(layer.byCampaign.reduce((total, row) => total + row[1], 0)).toBe(
        expected.contributions,
      );
      expect(layer.byCampaign.reduce((total, row) => total + row[2], 0)).toBe(expected.amountCents);
    }
  });

  it('shows more cells as it zooms in, then the gifts themselves', async () => {
    const sizes = [];
    for (const zoom of [9, 11, 13])
      sizes.push((await mapOf({ zoom, financing: 'all' })).cells.length);
    expect(sizes[1]).toBeGreaterThan(sizes[0] ?? 0);
    expect(sizes[2]).toBeGreaterThan(sizes[1] ?? 0);
    const wide = await mapOf({ zoom: 11, financing: 'all' });
    expect(wide.points).toEqual([]);
    expect(cellTotals(wide).contributions).toBeGreaterThan(MAX_POINTS);
    const bbox: Bbox = [-122.7, 45.5, -122.6, 45.56];
    const close = await mapOf({ zoom: 15, financing: 'all', bbox });
    expect(close.points.length).toBeGreaterThan(0);
    expect(close.points).toHaveLength(cellTotals(close).contributions);
    for (const [lat, lng] of close.points) {
      expect(lat).toBeGreaterThanOrEqual(45.5 - 0.0005);
      expect(lat).toBeLessThanOrEqual(45.56 + 0.0005);
      expect(lng).toBeGreaterThanOrEqual(-122.7 - 0.0005);
      expect(lng).toBeLessThanOrEqual(-122.6 + 0.0005);
    }
    // The same area seen from further out is only counted.
    expect((await mapOf({ zoom: 12, financing: 'all', bbox })).points).toEqual([]);
  });

  it('keeps to the bbox it is given, cells and text alternative alike', async () => {
    const all = await mapOf({ zoom: 12, financing: 'all' });
    const bbox: Bbox = [-122.7, 45.5, -122.6, 45.56];
    const inside = await mapOf({ zoom: 12, financing: 'all', bbox });
    expect(cellTotals(inside).contributions).toBeGreaterThan(0);
    expect(cellTotals(inside).contributions).toBeLessThan(cellTotals(all).contributions);
    for (const [, , lat, lng] of inside.cells) {
      expect(lat).toBeGreaterThanOrEqual(45.5);
      expect(lng).toBeLessThanOrEqual(-122.6);
    }
    expect(inside.notOnMap).toBe(all.notOnMap);
    expect(all.notOnMap).toBeGreaterThan(0);
  });

  it('refuses a zoom or bbox it cannot draw, naming the field', async () => {
    for (const [input, field] of [
      [{ zoom: 0 }, 'zoom'],
      [{ zoom: 11.5 }, 'zoom'],
      [{ bbox: [-122, 45, -123, 46] }, 'bbox'],
      [{ bbox: [-122, 45, -121] }, 'bbox'],
    ] as const) {
      const error = await mapOf(input as never).catch((caught: unknown) => caught);
      expect(String((error as Error).message)).toContain(field);
    }
  });
});
