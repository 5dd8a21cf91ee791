import { z } from 'zod';
import { BOUNDARY_MESSAGES, MAX_AMOUNT_CENTS, TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { COMPLIANCE_MESSAGES } from '../compliance/schemas';
import type {
  ContributionPaymentMethod,
  ContributorType,
  InKindType,
  OaeType,
  PhoneType,
} from '../enums/lists';
import { MATCH_STRENGTHS } from '../enums/matching';
import { addFieldErrors, listChoiceSchema } from '../forms/fields';
import { hasWholeCents } from '../money/cents';
import { CONTRIBUTION_KIND } from '../records/kinds';
import { moneyRecordPayloadWith, payloadText, shownText } from '../records/payload';
import { moneyRecordSchemas } from '../records/schemas';
import { formShape } from '../records/shapes';
import {
  CONTRIBUTION_FIELDS,
  type ContributionFieldValues,
  contributionVisibility,
} from './fields';
import { validateContribution } from './rules';

/**
 * Turns a record that passed `validateContribution` into the payload: text trimmed, blanks null,
 * and fields the form hides for this record (names of the other contributor kind, payment method
 * for in-kind, employer for non-employed) cleared so no stale value is stored.
 */
export const normaliseContribution = (record: ContributionFieldValues) => {
  const shown = contributionVisibility(record);
  return moneyRecordPayloadWith(record, CONTRIBUTION_KIND, {
    oaeType: record.oaeType as OaeType,
    contributorType: record.contributorType as ContributorType,
    firstName: shownText(shown.personNames, record.firstName),
    middleInitial: shownText(shown.personNames, record.middleInitial),
    lastName: shownText(shown.personNames, record.lastName),
    name: shownText(shown.entityName, record.name),
    address1: payloadText(record.address1) ?? '',
    address2: payloadText(record.address2),
    city: payloadText(record.city) ?? '',
    state: payloadText(record.state) ?? '',
    zip: payloadText(record.zip) ?? '',
    email: payloadText(record.email),
    phone: payloadText(record.phone),
    phoneType: payloadText(record.phone)
      ? (payloadText(record.phoneType) as PhoneType | null)
      : null,
    occupation: shownText(shown.occupation, record.occupation),
    occupationLetterDate: shownText(shown.occupationLetterDate, record.occupationLetterDate),
    employerName: shownText(shown.employer, record.employerName),
    employerCity: shownText(shown.employer, record.employerCity),
    employerState: shownText(shown.employer, record.employerState),
    employerCountry: shownText(shown.employer, record.employerCountry),
    checkNumber: shownText(shown.checkNumber, record.checkNumber),
    paymentMethod: shownText(
      shown.paymentMethod,
      record.paymentMethod,
    ) as ContributionPaymentMethod | null,
    inKindType: shownText(shown.inKind, record.inKindType) as InKindType | null,
    inKindDescription: shownText(shown.inKind, record.inKindDescription),
    notes: payloadText(record.notes),
  });
};

/** What the API stores for a contribution (spec section 3, "Contribution (payload on save)"). */
export type ContributionPayload = ReturnType<typeof normaliseContribution>;

/** Display name: first and last name for persons, else the entity name (contribution list). */
export const contributorDisplayName = (record: {
  contributorType?: unknown;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
}): string =>
  contributionVisibility({ contributorType: record.contributorType }).personNames
    ? [record.firstName, record.lastName].filter((part) => part?.trim()).join(' ')
    : (record.name ?? '');

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
    // Refused, not rounded: the stored match is what the admin sent (spec section 5).
    .refine(hasWholeCents, COMPLIANCE_MESSAGES.matchAmountDecimals)
    .max(MAX_AMOUNT_CENTS / 100, BOUNDARY_MESSAGES.amountTooLarge)
    .nullable()
    .optional(),
  matchId: boundedText('Match id', TEXT_LIMITS.search).nullable().optional(),
  matchStrength: listChoiceSchema(MATCH_STRENGTHS, 'Match strength', 'Match strength is required')
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
