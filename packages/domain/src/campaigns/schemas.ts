import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/messages';
import { OFFICES } from '../enums/places';

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  officeRequired: 'Office is required',
} as const;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * AddCampaign modal ('Add New Campaign'): campaign name with year, office, contact email and the
 * first user, who is invited as campaign_admin (spec sections 5 and 6).
 */
export const addCampaignFormSchema = z.object({
  name: requiredText(CAMPAIGN_MESSAGES.nameRequired),
  officeSought: z.enum(OFFICES, { error: CAMPAIGN_MESSAGES.officeRequired }),
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired),
});
export type AddCampaignForm = z.infer<typeof addCampaignFormSchema>;

/** `POST /campaigns/new`: the form plus the government it belongs to. */
export const createCampaignInputSchema = addCampaignFormSchema.extend({
  governmentId: z.coerce.number().int().positive(),
});
export type CreateCampaignInput = z.infer<typeof createCampaignInputSchema>;

/** `POST /campaigns/update`: inline rename in the Campaigns table. */
export const renameCampaignInputSchema = z.object({
  governmentId: z.coerce.number().int().positive(),
  campaignId: z.coerce.number().int().positive(),
  newName: requiredText(CAMPAIGN_MESSAGES.nameRequired),
});
export type RenameCampaignInput = z.infer<typeof renameCampaignInputSchema>;
