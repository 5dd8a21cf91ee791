import { z } from 'zod';
import { idSchema } from '../boundary/ids';
import { BOUNDARY_MESSAGES, MAX_AMOUNT_CENTS, TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { COMPLIANCE_MESSAGES } from '../compliance/schemas';
import { MATCH_STRENGTHS } from '../enums/matching';
import { CONTRIBUTION_STATUS_NAMES, parseContributionStatus } from '../enums/statuses';
import { addFieldErrors, choiceSchema } from '../forms/fields';
import { moneyRecordSchemas } from '../records/schemas';
import { formShape, payloadShape } from '../records/shapes';
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

/**
 * Payload fields as the API receives them. Types are loose on purpose: the rules in
 * `validateContribution` give the spec's messages for missing or out-of-range values.
 */
export const contributionPayloadShape = payloadShape(CONTRIBUTION_FIELDS);

const {
  /** A full contribution payload, validated and normalised to `ContributionPayload`. */
  payloadSchema: contributionPayloadSchema,
  /** `POST /contributions/new`: the payload plus the campaign it belongs to. */
  createInputSchema: createContributionInputSchema,
  statusInput,
} = moneyRecordSchemas({
  kind: 'contribution',
  payloadShape: contributionPayloadShape,
  validate: validateContribution,
  normalise: normaliseContribution,
  parseStatus: parseContributionStatus,
  statusNames: CONTRIBUTION_STATUS_NAMES,
});

export { contributionPayloadSchema, createContributionInputSchema };
export type CreateContributionInput = z.input<typeof createContributionInputSchema>;

/**
 * `PUT /contributions/{id}`: only changed fields, plus an optional status and the government
 * admin's compliance and match fields. The server merges the changes into the stored record and
 * runs `validateContribution` on the result before saving.
 */
export const updateContributionInputSchema = z.object({
  id: idSchema,
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
