import type { GeoFeature } from '../src/data/dashboard-geo';
import type { GeoFeed } from '../src/routers/dashboard/geo';

export interface FeatureCollection {
  type: 'FeatureCollection';
  features: GeoFeature[];
}

/** A streamed geo feed as the client receives it: its chunks joined and parsed as one document. */
export async function readGeoFeed(feed: GeoFeed): Promise<FeatureCollection> {
  let text = '';
  for await (const chunk of feed.chunks()) text += chunk;
  return JSON.parse(text) as FeatureCollection;
}
