import type { z } from 'zod';
import { EXPENDITURE_KIND } from '../records/kinds';
import { moneyRecordSchemas } from '../records/schemas';
import { normaliseExpenditure } from './payload';
import { validateExpenditure } from './rules';

/** The expenditure's schemas (`moneyRecordSchemas`); an update carries only the status extra. */
export const {
  payloadShape: expenditurePayloadShape,
  payloadSchema: expenditurePayloadSchema,
  createInputSchema: createExpenditureInputSchema,
  updateInputSchema: updateExpenditureInputSchema,
} = moneyRecordSchemas(EXPENDITURE_KIND, {
  validate: validateExpenditure,
  normalise: normaliseExpenditure,
});
export type CreateExpenditureInput = z.input<typeof createExpenditureInputSchema>;
export type UpdateExpenditureInput = z.output<typeof updateExpenditureInputSchema>;
