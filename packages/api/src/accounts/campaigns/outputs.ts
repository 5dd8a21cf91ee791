import { z } from 'zod';

/** A campaign as the API answers it (spec section 3 "campaign"). */
export const campaignOutput = z.object({
  id: z.number(),
  name: z.string(),
  officeSought: z.string(),
  governmentId: z.number(),
  email: z.string().nullable(),
});

/** A row of the Campaigns table: the campaign plus its In-Kind Total and Matched money. */
export const campaignRowOutput = campaignOutput.extend({
  inKindTotal: z.number(),
  inKindTotalCents: z.number().int(),
  matched: z.number(),
  matchedCents: z.number().int(),
});

export const toCampaignOutput = (campaign: z.input<typeof campaignOutput>) => ({
  id: campaign.id,
  name: campaign.name,
  officeSought: campaign.officeSought,
  governmentId: campaign.governmentId,
  email: campaign.email,
});
