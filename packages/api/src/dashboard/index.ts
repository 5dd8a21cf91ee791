/** What the server's HTTP adapters take from the dashboard: its answer cache, geo feeds and open data. */
export { dashboardAnswerSlot, type VersionedQueryCall } from './answer-versions';
export { StoredAnswers, type StoredAnswersLimits } from './data/answer-store';
export {
  type DashboardAnswerSlot,
  keepDashboardAnswer,
  storedDashboardAnswer,
} from './data/cache';
export { geoFeatureCollectionSchema } from './data/geo';
export type { GeoFeed } from './geo';
export {
  openDataCampaignSchema,
  openDataContributionCollectionSchema,
  openDataContributionSchema,
} from './open-data/columns';
export { openDataDictionary } from './open-data/dictionary';
export { campaignsFile, contributionsFile, type OpenDataFormat } from './open-data/files';
export { openDataProcedure } from './open-data/throttle';
export { dashboardInputFromQuery, geoFeedInputFromQuery } from './query-input';
