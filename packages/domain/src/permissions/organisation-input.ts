import { z } from 'zod';
import { idSchema } from '../boundary/ids';

/** What a call about one campaign or a whole government names: exactly one of the two. */
export type CampaignOrGovernment = { campaignId: number } | { governmentId: number };

export const CAMPAIGN_OR_GOVERNMENT_MESSAGES = {
  missing: 'campaignId or governmentId is required',
  both: 'Send campaignId or governmentId, not both',
} as const;

/**
 * The body of `POST /summary` and `POST /users` (spec section 7): a campaignId or a governmentId.
 * Other keys are ignored, as every call ignores them: clients send `currentUserId` with many
 * calls. A malformed id names its own field; a missing or doubled choice is reported on
 * campaignId, as the invite schema reports its choice between the two.
 */
export const campaignOrGovernmentInputSchema = z
  .object({ campaignId: idSchema.optional(), governmentId: idSchema.optional() })
  .transform(({ campaignId, governmentId }, ctx): CampaignOrGovernment => {
    if (governmentId === undefined && campaignId !== undefined) return { campaignId };
    if (campaignId === undefined && governmentId !== undefined) return { governmentId };
    const message =
      campaignId === undefined
        ? CAMPAIGN_OR_GOVERNMENT_MESSAGES.missing
        : CAMPAIGN_OR_GOVERNMENT_MESSAGES.both;
    ctx.addIssue({ code: 'custom', message, path: ['campaignId'], input: campaignId });
    return z.NEVER;
  });
