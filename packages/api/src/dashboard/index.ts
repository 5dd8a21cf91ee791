/** What the server's HTTP adapters take from the dashboard: its answer versions, geo feeds and open data. */
export { dashboardAnswerVersion, type VersionedQueryCall } from './answer-versions';
export { geoFeatureCollectionSchema } from './data/geo';
export type { GeoFeed } from './geo';
export { campaignsFile, contributionsFile, type OpenDataFormat } from './open-data/files';
export { dashboardInputFromQuery, geoFeedInputFromQuery } from './query-input';
