/** What the server's open-data adapter takes from the campaign pages. */
export { cachedCampaignPage } from './get';
export { type CampaignPage, campaignPageOutput } from './schemas';
