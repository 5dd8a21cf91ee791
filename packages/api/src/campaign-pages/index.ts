/** What the server's open-data adapter takes from the campaign pages. */
export {
  CAMPAIGN_PAGE_FILE_DESCRIPTION,
  campaignPageCsvRowSchema,
  campaignPageFile,
  campaignPageFileSchema,
} from './files';
export { type CampaignPage, campaignPageOutput } from './schemas';
