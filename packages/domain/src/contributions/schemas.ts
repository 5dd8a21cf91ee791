import { z } from 'zod';
import { idSchema } from '../boundary/ids';
import { BOUNDARY_MESSAGES, MAX_AMOUNT_CENTS, TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { COMPLIANCE_MESSAGES } from '../compliance/schemas';
import { MATCH_STRENGTHS } from '../enums/matching';
import { oneOfMessage } from '../enums/options';
import { CONTRIBUTION_STATUS_NAMES, parseContributionStatus } from '../enums/statuses';
import { addFieldErrors, choiceSchema } from '../forms/fields';
import { normaliseContribution } from './payload';
import { validateContribution } from './rules';

const text = z.string();

/**
 * The contribution form as the portal's Mantine form holds it: every field a string as typed,
 * amount a number or '' while empty. Field names are the payload's names.
 */
export const contributionFormSchema = z
  .object({
    date: text,
    type: text,
    subType: text,
    amount: z.union([z.number(), z.literal('')]),
    oaeType: text,
    contributorType: text,
    firstName: text,
    middleInitial: text,
    lastName: text,
    name: text,
    address1: text,
    address2: text,
    city: text,
    state: text,
    zip: text,
    email: text,
    phone: text,
    phoneType: text,
    occupation: text,
    occupationLetterDate: text,
    employerName: text,
    employerCity: text,
    employerState: text,
    employerCountry: text,
    checkNumber: text,
    paymentMethod: text,
    inKindType: text,
    inKindDescription: text,
    notes: text,
  })
  .superRefine((form, ctx) => addFieldErrors(ctx, validateContribution(form)));
export type ContributionForm = z.infer<typeof contributionFormSchema>;

const optionalText = z.string().nullable().optional();

/**
 * Payload fields as the API receives them. Types are loose on purpose: the rules in
 * `validateContribution` give the spec's messages for missing or out-of-range values.
 */
export const contributionPayloadShape = {
  date: optionalText,
  type: optionalText,
  subType: optionalText,
  amount: z.number().nullable().optional(),
  oaeType: optionalText,
  contributorType: optionalText,
  firstName: optionalText,
  middleInitial: optionalText,
  lastName: optionalText,
  name: optionalText,
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  email: optionalText,
  phone: optionalText,
  phoneType: optionalText,
  occupation: optionalText,
  occupationLetterDate: optionalText,
  employerName: optionalText,
  employerCity: optionalText,
  employerState: optionalText,
  employerCountry: optionalText,
  checkNumber: optionalText,
  paymentMethod: optionalText,
  inKindType: optionalText,
  inKindDescription: optionalText,
  notes: optionalText,
};

/** A full contribution payload, validated and normalised to `ContributionPayload`. */
export const contributionPayloadSchema = z
  .object(contributionPayloadShape)
  .superRefine((payload, ctx) => addFieldErrors(ctx, validateContribution(payload)))
  .transform(normaliseContribution);

const id = idSchema;

/**
 * `POST /contributions/new`: the payload plus the campaign it belongs to. The status always
 * starts at draft and the acting user comes from the session, so neither is read from the body.
 */
export const createContributionInputSchema = z
  .object({ ...contributionPayloadShape, campaignId: id, governmentId: id.optional() })
  .superRefine((payload, ctx) => addFieldErrors(ctx, validateContribution(payload)))
  .transform((input) => ({
    campaignId: input.campaignId,
    contribution: normaliseContribution(input),
  }));
export type CreateContributionInput = z.input<typeof createContributionInputSchema>;

const statusInput = boundedText('Status', TEXT_LIMITS.code)
  .transform((value, ctx) => {
    const status = parseContributionStatus(value);
    if (!status)
      ctx.addIssue({ code: 'custom', message: oneOfMessage('Status', CONTRIBUTION_STATUS_NAMES) });
    return status ?? 'draft';
  })
  .optional();

/**
 * `PUT /contributions/{id}`: only changed fields, plus an optional status and the government
 * admin's compliance and match fields. The server merges the changes into the stored record and
 * runs `validateContribution` on the result before saving.
 */
export const updateContributionInputSchema = z.object({
  id,
  ...contributionPayloadShape,
  status: statusInput,
  compliant: z.boolean().nullable().optional(),
  matchAmount: z
    .number()
    .nonnegative(COMPLIANCE_MESSAGES.matchAmountNegative)
    .max(MAX_AMOUNT_CENTS / 100, BOUNDARY_MESSAGES.amountTooLarge)
    .nullable()
    .optional(),
  matchId: boundedText('Match id', TEXT_LIMITS.search).nullable().optional(),
  matchStrength: choiceSchema(MATCH_STRENGTHS, 'Match strength', 'Match strength is required')
    .nullable()
    .optional(),
});
export type UpdateContributionInput = z.output<typeof updateContributionInputSchema>;
