/** What the server's HTTP adapters take from the dashboard: its answer cache, geo feeds and open data. */
export { dashboardAnswerSlot, type VersionedQueryCall } from './answer-versions';
export { StoredAnswers, type StoredAnswersLimits } from './data/answer-store';
/** What the public campaign pages read of the dashboard: its figures, campaigns, cache and shapes. */
export {
  cachedDashboardData,
  type DashboardAnswerSlot,
  dashboardAnswerKey,
  dashboardDataVersionOf,
  keepDashboardAnswer,
  storedDashboardAnswer,
} from './data/cache';
export type { DashboardCampaign } from './data/campaign';
export { listDashboardCampaigns } from './data/facts';
export { dashboardFigures } from './data/figures';
export { geoFeatureCollectionSchema } from './data/geo';
export type { GeoFeed } from './geo';
export {
  openDataCampaignSchema,
  openDataContributionCollectionSchema,
  openDataContributionSchema,
} from './open-data/columns';
export { dictionaryColumnsOf, openDataDictionary } from './open-data/dictionary';
export { campaignsFile, contributionsFile, type OpenDataFormat } from './open-data/files';
export { openDataProcedure } from './open-data/throttle';
export { dashboardInputFromQuery, geoFeedInputFromQuery } from './query-input';
export { chartsOutput, dashboardCampaignOutput } from './schemas';
