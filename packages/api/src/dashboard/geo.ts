import { createHash } from 'node:crypto';
import type { Database } from '@portal/db';
import type { Financing } from '@portal/domain';
import { publicReadProcedure } from '../trpc';
import { dashboardDataVersion } from './data/cache';
import { listDashboardCampaigns } from './data/facts';
import type { GeoFeature } from './data/geo';
import {
  externalGeoFeatures,
  featureCollectionChunks,
  participatingGeoFeatures,
} from './data/geo-feed';
import type { GeoQuery } from './data/geo-filter';
import { type GeoFeedInput, geoFeedInputSchema } from './geo-schemas';

/** A geo feed ready to send: its validator and, lazily, its body. */
export interface GeoFeed {
  /**
   * Weak: the same data and parameters give the same features, though the opaque batch
   * numbers are drawn afresh for each answer.
   */
  etag: string;
  /**
   * The JSON document in chunks; nothing is read from the database until it is iterated. Over
   * tRPC it streams to a client with a streaming link (`@portal/client` uses one).
   */
  chunks: AsyncIterable<string>;
}

const toGeoQuery = (financing: Financing, input: GeoFeedInput): GeoQuery => ({
  financing,
  campaigns: input.campaign,
  offices: [],
  startDate: input.from,
  endDate: input.to,
  bbox: input.bbox,
});

type FeatureSource = (
  db: Database,
  governmentId: number,
  query: GeoQuery,
) => AsyncIterable<GeoFeature[]>;

const geoFeed = (financing: Financing, source: FeatureSource) =>
  publicReadProcedure.input(geoFeedInputSchema).query(async ({ ctx, input }): Promise<GeoFeed> => {
    const version = await dashboardDataVersion(ctx.db, input.governmentId);
    const etag = createHash('sha256')
      .update(`${financing}|${version}|${JSON.stringify(input)}`)
      .digest('base64url');
    return {
      etag: `W/"${etag}"`,
      chunks: featureCollectionChunks(
        source(ctx.db, input.governmentId, toGeoQuery(financing, input)),
      ),
    };
  });

/** `GET /contributionsgeo`: participating campaigns' public contributions (spec section 7). */
export const contributionsGeo = geoFeed('public', participatingGeoFeatures);

/** `GET /external-contributionsgeo`: non-participating filings, dated 07:00 UTC. */
export const externalContributionsGeo = geoFeed(
  'private',
  async function* (db, governmentId, query) {
    const campaignList = await listDashboardCampaigns(db, governmentId);
    yield* externalGeoFeatures(db, governmentId, query, campaignList);
  },
);
