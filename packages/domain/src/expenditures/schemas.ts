import { z } from 'zod';
import { idSchema } from '../boundary/ids';
import { TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { oneOfMessage } from '../enums/options';
import { EXPENDITURE_STATUS_NAMES, parseExpenditureStatus } from '../enums/statuses';
import { addFieldErrors } from '../forms/fields';
import { normaliseExpenditure } from './payload';
import { validateExpenditure } from './rules';

const optionalText = z.string().nullable().optional();

/**
 * Payload fields as the API receives them. Types are loose on purpose: `validateExpenditure`
 * gives the spec's messages for missing or out-of-range values.
 */
export const expenditurePayloadShape = {
  amount: z.number().nullable().optional(),
  date: optionalText,
  type: optionalText,
  subType: optionalText,
  checkNumber: optionalText,
  paymentMethod: optionalText,
  purpose: optionalText,
  payeeType: optionalText,
  name: optionalText,
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  notes: optionalText,
  dateOriginalTransaction: optionalText,
  vendorForOriginalPurchase: optionalText,
};

/** A full expenditure payload, validated and normalised to `ExpenditurePayload`. */
export const expenditurePayloadSchema = z
  .object(expenditurePayloadShape)
  .superRefine((payload, ctx) => addFieldErrors(ctx, validateExpenditure(payload)))
  .transform(normaliseExpenditure);

const id = idSchema;

/** `POST /expenditures/new`: the payload plus its campaign; status always starts at draft. */
export const createExpenditureInputSchema = z
  .object({ ...expenditurePayloadShape, campaignId: id, governmentId: id.optional() })
  .superRefine((payload, ctx) => addFieldErrors(ctx, validateExpenditure(payload)))
  .transform((input) => ({
    campaignId: input.campaignId,
    expenditure: normaliseExpenditure(input),
  }));
export type CreateExpenditureInput = z.input<typeof createExpenditureInputSchema>;

/**
 * `PUT /expenditures/{id}`: only changed fields plus an optional status. The server merges the
 * changes into the stored record and runs `validateExpenditure` on the result before saving.
 */
export const updateExpenditureInputSchema = z.object({
  id,
  ...expenditurePayloadShape,
  status: boundedText('Status', TEXT_LIMITS.code)
    .transform((value, ctx) => {
      const status = parseExpenditureStatus(value);
      if (!status)
        ctx.addIssue({ code: 'custom', message: oneOfMessage('Status', EXPENDITURE_STATUS_NAMES) });
      return status ?? 'draft';
    })
    .optional(),
});
export type UpdateExpenditureInput = z.output<typeof updateExpenditureInputSchema>;
