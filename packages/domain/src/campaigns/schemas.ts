import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/messages';
import { requiredEmail } from '../auth/schemas';
import { idSchema } from '../boundary/ids';
import { TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { oneOfMessage } from '../enums/options';
import { OFFICES, parseOffice } from '../enums/places';
import { isBlank } from '../forms/fields';

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Campaign name is required',
  nameYearRequired: 'Campaign name must include the election year, e.g. Jane Doe for Mayor 2028',
  nameMarkup: 'Campaign name cannot contain < or >',
  officeRequired: 'Office is required',
  nameTaken: 'A campaign with this name already exists',
  nameLookalike: (existing: string) =>
    `A campaign whose name looks the same already exists: ${existing}`,
} as const;

const requiredText = (label: string, message: string, max: number = TEXT_LIMITS.name) =>
  boundedText(label, max, message).trim().min(1, message);

/** A four-digit election year anywhere in the name ('Jane Doe 2028', '2028 Jane Doe'). */
const ELECTION_YEAR = /(^|\D)(19|20)\d{2}(\D|$)/;

/**
 * A campaign's name, on create and on rename alike (spec section 5: "campaign name with year"):
 * required, at most 200 characters, with an election year, no markup; the text rule refuses
 * direction overrides and invisible characters, as in every field.
 */
export const campaignNameSchema = requiredText(
  'Campaign name',
  CAMPAIGN_MESSAGES.nameRequired,
  TEXT_LIMITS.organisation,
).superRefine((name, ctx) => {
  const problem = !ELECTION_YEAR.test(name)
    ? CAMPAIGN_MESSAGES.nameYearRequired
    : /[<>]/.test(name)
      ? CAMPAIGN_MESSAGES.nameMarkup
      : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** 'Auditor', 'Mayor', 'Councilor District 1', ...: the offices as spec section 3 names them. */
export const OFFICE_NAMES: readonly string[] = OFFICES;

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

/**
 * AddCampaign modal ('Add New Campaign'): campaign name with year, office, contact email and the
 * first user, who is invited as campaign_admin (spec sections 5 and 6).
 */
const contactEmailSchema = requiredEmail;

/** The campaign's first user, invited as campaign_admin: their e-mail and name. */
const firstUserFields = {
  email: contactEmailSchema,
  firstName: requiredText('First name', AUTH_MESSAGES.firstNameRequired),
  lastName: requiredText('Last name', AUTH_MESSAGES.lastNameRequired),
};

export const addCampaignFormSchema = z.object({
  name: campaignNameSchema,
  officeSought: officeSchema,
  ...firstUserFields,
});
export type AddCampaignForm = z.infer<typeof addCampaignFormSchema>;

/** A field left out, null or blank: not given. */
const notGiven = (value: unknown) => value === undefined || value === null || isBlank(value);

/**
 * `POST /campaigns/new`: spec section 7 sends governmentId, name and officeSought; the portal's
 * form adds the first user (email, firstName, lastName), who is invited as campaign_admin. The
 * three come together or not at all: one of them given makes the others required.
 */
export const createCampaignInputSchema = z
  .object({
    governmentId: idSchema,
    name: campaignNameSchema,
    officeSought: officeSchema,
    email: z.string().nullish(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
  })
  .transform((input, ctx) => {
    const { email, firstName, lastName, ...campaign } = input;
    if ([email, firstName, lastName].every(notGiven)) return { ...campaign, firstUser: null };
    const firstUser = z.object(firstUserFields).safeParse({ email, firstName, lastName });
    if (firstUser.success) return { ...campaign, firstUser: firstUser.data };
    for (const issue of firstUser.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
export type CreateCampaignInput = z.infer<typeof createCampaignInputSchema>;

/** `POST /campaigns/update`: inline rename in the Campaigns table. */
export const renameCampaignInputSchema = z.object({
  governmentId: idSchema,
  campaignId: idSchema,
  newName: campaignNameSchema,
});
export type RenameCampaignInput = z.infer<typeof renameCampaignInputSchema>;
