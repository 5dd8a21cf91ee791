import type { GeoFeature } from '../../src/dashboard/data/geo';
import type { GeoFeed } from '../../src/dashboard/geo';
import { contributionsFile } from '../../src/dashboard/open-data/files';

export interface FeatureCollection {
  type: 'FeatureCollection';
  features: GeoFeature[];
}

/** A streamed geo feed as the client receives it: its chunks joined and parsed as one document. */
export async function readGeoFeed(feed: GeoFeed): Promise<FeatureCollection> {
  let text = '';
  for await (const chunk of feed.chunks) text += chunk;
  return JSON.parse(text) as FeatureCollection;
}

/** The open-data contributions download in its JSON form, parsed. */
export async function readOpenDataFeatures(features: {
  batches: AsyncIterable<GeoFeature[]>;
}): Promise<FeatureCollection> {
  let text = '';
  for await (const chunk of contributionsFile(features, 'json')) text += chunk;
  return JSON.parse(text) as FeatureCollection;
}
