import type { RouterOutputs } from '@portal/api';

export type CampaignPageData = RouterOutputs['campaignPages']['get'];
export type FigureFreshness = CampaignPageData['freshness']['totals'];
