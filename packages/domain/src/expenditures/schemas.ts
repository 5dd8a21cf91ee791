import { z } from 'zod';
import { EXPENDITURE_KIND } from '../records/kinds';
import { moneyRecordSchemas } from '../records/schemas';
import { normaliseExpenditure } from './payload';
import { validateExpenditure } from './rules';

const {
  /** Payload fields as the API receives them (`moneyRecordSchemas`). */
  payloadShape: expenditurePayloadShape,
  /** A full expenditure payload, validated and normalised to `ExpenditurePayload`. */
  payloadSchema: expenditurePayloadSchema,
  /** `POST /expenditures/new`: the payload plus its campaign; status always starts at draft. */
  createInputSchema: createExpenditureInputSchema,
  updateInputShape,
} = moneyRecordSchemas(EXPENDITURE_KIND, {
  validate: validateExpenditure,
  normalise: normaliseExpenditure,
});

export { createExpenditureInputSchema, expenditurePayloadSchema, expenditurePayloadShape };
export type CreateExpenditureInput = z.input<typeof createExpenditureInputSchema>;

/**
 * `PUT /expenditures/{id}`: only changed fields plus an optional status. The server merges the
 * changes into the stored record and runs `validateExpenditure` on the result before saving.
 */
export const updateExpenditureInputSchema = z.object(updateInputShape);
export type UpdateExpenditureInput = z.output<typeof updateExpenditureInputSchema>;
