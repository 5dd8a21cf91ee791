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

/** What a government admin's update of a contribution may carry besides the fields and status. */
const GOVERNMENT_ADMIN_UPDATE_SHAPE = {
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
};

/**
 * The contribution's schemas (`moneyRecordSchemas`): `POST /contributions/new` takes the payload
 * plus its campaign; `PUT /contributions/{id}` only changed fields, plus an optional status and
 * the government admin's compliance and match fields.
 */
export const {
  payloadShape: contributionPayloadShape,
  payloadSchema: contributionPayloadSchema,
  createInputSchema: createContributionInputSchema,
  updateInputSchema: updateContributionInputSchema,
} = moneyRecordSchemas(
  CONTRIBUTION_KIND,
  { validate: validateContribution, normalise: normaliseContribution },
  GOVERNMENT_ADMIN_UPDATE_SHAPE,
);
export type CreateContributionInput = z.input<typeof createContributionInputSchema>;
export type UpdateContributionInput = z.output<typeof updateContributionInputSchema>;
