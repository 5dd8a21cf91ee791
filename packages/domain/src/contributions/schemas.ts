import { z } from 'zod';
import { BOUNDARY_MESSAGES, MAX_AMOUNT_CENTS, TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { COMPLIANCE_MESSAGES } from '../compliance/schemas';
import { MATCH_STRENGTHS } from '../enums/matching';
import { addFieldErrors, choiceSchema } from '../forms/fields';
import { CONTRIBUTION_KIND } from '../records/kinds';
import { moneyRecordSchemas } from '../records/schemas';
import { formShape } from '../records/shapes';
import { CONTRIBUTION_FIELDS } from './fields';
import { normaliseContribution } from './payload';
import { validateContribution } from './rules';

/**
 * The contribution form as the portal's Mantine form holds it: every field a string as typed,
 * amount a number or '' while empty. Field names are the payload's names.
 */
export const contributionFormSchema = z
  .object(formShape(CONTRIBUTION_FIELDS))
  .superRefine((form, ctx) => addFieldErrors(ctx, validateContribution(form)));
export type ContributionForm = z.infer<typeof contributionFormSchema>;

const {
  /** Payload fields as the API receives them (`moneyRecordSchemas`). */
  payloadShape: contributionPayloadShape,
  /** A full contribution payload, validated and normalised to `ContributionPayload`. */
  payloadSchema: contributionPayloadSchema,
  /** `POST /contributions/new`: the payload plus the campaign it belongs to. */
  createInputSchema: createContributionInputSchema,
  updateInputShape,
} = moneyRecordSchemas(CONTRIBUTION_KIND, {
  validate: validateContribution,
  normalise: normaliseContribution,
});

export { contributionPayloadSchema, contributionPayloadShape, createContributionInputSchema };
export type CreateContributionInput = z.input<typeof createContributionInputSchema>;

/**
 * `PUT /contributions/{id}`: only changed fields, plus an optional status and the government
 * admin's compliance and match fields. The server merges the changes into the stored record and
 * runs `validateContribution` on the result before saving.
 */
export const updateContributionInputSchema = z.object({
  ...updateInputShape,
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
