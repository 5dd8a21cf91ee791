import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/messages';
import { oneOfMessage } from '../enums/options';
import { OFFICE_LABELS, OFFICES, parseOffice } from '../enums/places';
import { isBlank } from '../forms/fields';

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  officeRequired: 'Office is required',
} as const;

/** 'Auditor', 'Mayor', 'Councilor District 1', ...: the offices as spec section 3 names them. */
const OFFICE_NAMES = OFFICES.map((office) => OFFICE_LABELS[office]);

/**
 * An office in the spec's words or the stored value, in any case, with spaces or underscores
 * ('Councilor District 1', 'COUNCILOR_DISTRICT_1'); empty is 'Office is required', anything
 * else 'Office must be one of: ...'.
 */
export const officeSchema = z.unknown().transform((value, ctx) => {
  const office = parseOffice(value);
  if (office) return office;
  ctx.addIssue({
    code: 'custom',
    message: isBlank(value)
      ? CAMPAIGN_MESSAGES.officeRequired
      : oneOfMessage('Office', OFFICE_NAMES),
  });
  return z.NEVER;
});

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * AddCampaign modal ('Add New Campaign'): campaign name with year, office, contact email and the
 * first user, who is invited as campaign_admin (spec sections 5 and 6).
 */
export const addCampaignFormSchema = z.object({
  name: requiredText(CAMPAIGN_MESSAGES.nameRequired),
  officeSought: officeSchema,
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
