import { seedDemo, TEST_PASSWORD_HASH_COST } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { GEO_FEED_BATCH_ROWS } from '../../src/dashboard/data/geo-feed';
import { demoMatcher } from '../../src/matching/demo-matcher';
import { useTestApi } from '../support/harness';
import { readGeoFeed } from './geo-feed';
import { feedContent, wholeDocumentFeed } from './geo-feed-reference';

const testApi = useTestApi();
const governmentId = 1;

beforeAll(async () => {
  // More gifts than one keyset batch, so the feed crosses batch boundaries.
  await seedDemo(testApi.handle.db, {
    matcher: demoMatcher,
    contributions: GEO_FEED_BATCH_ROWS + 700,
    externalContributions: 300,
    knownContributors: 500,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
  });
});

const feeds = (input: Record<string, unknown> = {}) =>
  testApi.browser().call(async (api) => ({
    participating: await readGeoFeed(
      await api.dashboard.contributionsGeo({ governmentId, ...input }),
    ),
    external: await readGeoFeed(
      await api.dashboard.externalContributionsGeo({ governmentId, ...input }),
    ),
  }));

describe('streamed geo feeds on the demo data', () => {
  it('carry the same features as the whole-document answer, donors grouped alike', async () => {
    const { participating, external } = await feeds();
    const db = testApi.handle.db;
    const oldParticipating = await wholeDocumentFeed(db, governmentId, 'public');
    const oldExternal = await wholeDocumentFeed(db, governmentId, 'private');
    expect(participating.features.length).toBeGreaterThan(GEO_FEED_BATCH_ROWS);
    expect(external.features.length).toBeGreaterThan(0);
    expect(feedContent(participating.features)).toEqual(feedContent(oldParticipating));
    expect(feedContent(external.features)).toEqual(feedContent(oldExternal));
  });

  it('keeps only the features inside a bbox', async () => {
    const bbox = [-122.7, 45.5, -122.6, 45.55] as const;
    const all = await feeds();
    const inside = await feeds({ bbox: [...bbox] });
    const within = ([lon, lat]: [number, number]) =>
      lon >= bbox[0] && lat >= bbox[1] && lon <= bbox[2] && lat <= bbox[3];
    for (const kind of ['participating', 'external'] as const) {
      expect(inside[kind].features.length).toBeGreaterThan(0);
      expect(inside[kind].features.length).toBeLessThan(all[kind].features.length);
      // Rows are picked by their true point and sent snapped, so compare with a snap's margin.
      for (const feature of inside[kind].features) {
        const [lon, lat] = feature.geometry.coordinates;
        expect(within([lon + 0.0005, lat + 0.0005]) || within([lon - 0.0005, lat - 0.0005])).toBe(
          true,
        );
      }
    }
  });

  it('keeps only the dates from and to', async () => {
    const all = await feeds();
    const { participating, external } = await feeds({ from: '2024-03-01', to: '2024-03-31' });
    expect(participating.features.length).toBeGreaterThan(0);
    expect(participating.features.length).toBeLessThan(all.participating.features.length);
    for (const feature of participating.features)
      expect(
        feature.properties.date >= '2024-03-01' && feature.properties.date <= '2024-03-31',
      ).toBe(true);
    for (const feature of external.features)
      expect(feature.properties.date.slice(0, 10) >= '2024-03-01').toBe(true);
  });

  it('keeps only the campaigns asked for, by the ids the features carry', async () => {
    const all = await feeds();
    const participatingId = all.participating.features[0]?.properties.campaignId ?? 0;
    const externalId = all.external.features[0]?.properties.campaignId ?? 0;
    expect(externalId).toBeLessThan(0);
    const chosen = await feeds({ campaign: [participatingId, externalId] });
    const expected = (features: typeof all.participating.features, id: number) =>
      features.filter((feature) => feature.properties.campaignId === id).length;
    expect(chosen.participating.features).toHaveLength(
      expected(all.participating.features, participatingId),
    );
    expect(chosen.external.features).toHaveLength(expected(all.external.features, externalId));
    expect(chosen.participating.features.length).toBeLessThan(all.participating.features.length);
  });
});
