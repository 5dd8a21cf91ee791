import { z } from 'zod';
import { idSchema } from '../boundary/ids';
import { EXPENDITURE_STATUS_NAMES, parseExpenditureStatus } from '../enums/statuses';
import { moneyRecordSchemas } from '../records/schemas';
import { payloadShape } from '../records/shapes';
import { EXPENDITURE_FIELDS } from './fields';
import { normaliseExpenditure } from './payload';
import { validateExpenditure } from './rules';

/**
 * Payload fields as the API receives them. Types are loose on purpose: `validateExpenditure`
 * gives the spec's messages for missing or out-of-range values.
 */
export const expenditurePayloadShape = payloadShape(EXPENDITURE_FIELDS);

const {
  /** A full expenditure payload, validated and normalised to `ExpenditurePayload`. */
  payloadSchema: expenditurePayloadSchema,
  /** `POST /expenditures/new`: the payload plus its campaign; status always starts at draft. */
  createInputSchema: createExpenditureInputSchema,
  statusInput,
} = moneyRecordSchemas({
  kind: 'expenditure',
  payloadShape: expenditurePayloadShape,
  validate: validateExpenditure,
  normalise: normaliseExpenditure,
  parseStatus: parseExpenditureStatus,
  statusNames: EXPENDITURE_STATUS_NAMES,
});

export { createExpenditureInputSchema, expenditurePayloadSchema };
export type CreateExpenditureInput = z.input<typeof createExpenditureInputSchema>;

/**
 * `PUT /expenditures/{id}`: only changed fields plus an optional status. The server merges the
 * changes into the stored record and runs `validateExpenditure` on the result before saving.
 */
export const updateExpenditureInputSchema = z.object({
  id: idSchema,
  ...expenditurePayloadShape,
  status: statusInput,
});
export type UpdateExpenditureInput = z.output<typeof updateExpenditureInputSchema>;
