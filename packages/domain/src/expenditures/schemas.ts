import type { z } from 'zod';
import type { ExpenditurePurpose, ExpensePaymentMethod, PayeeType } from '../enums/lists';
import { EXPENDITURE_KIND } from '../records/kinds';
import { moneyRecordPayloadWith, payloadText, shownText } from '../records/payload';
import { moneyRecordSchemas } from '../records/schemas';
import { type ExpenditureFieldValues, expenditureVisibility } from './fields';
import { validateExpenditure } from './rules';

/**
 * Turns a record that passed `validateExpenditure` into the payload: text trimmed, blanks null,
 * and fields hidden for this subtype or payment method cleared.
 */
export const normaliseExpenditure = (record: ExpenditureFieldValues) => {
  const shown = expenditureVisibility(record);
  return moneyRecordPayloadWith(record, EXPENDITURE_KIND, {
    checkNumber: shownText(shown.checkNumber, record.checkNumber),
    paymentMethod: record.paymentMethod as ExpensePaymentMethod,
    purpose: shownText(shown.purpose, record.purpose) as ExpenditurePurpose | null,
    payeeType: record.payeeType as PayeeType,
    name: payloadText(record.name) ?? '',
    address1: payloadText(record.address1),
    address2: payloadText(record.address2),
    city: payloadText(record.city),
    state: payloadText(record.state),
    zip: payloadText(record.zip),
    notes: payloadText(record.notes),
    dateOriginalTransaction: shownText(shown.originalTransaction, record.dateOriginalTransaction),
    vendorForOriginalPurchase: shownText(
      shown.originalTransaction,
      record.vendorForOriginalPurchase,
    ),
  });
};

/** What the API stores for an expenditure (spec section 3, "Expenditure (payload on save)"). */
export type ExpenditurePayload = ReturnType<typeof normaliseExpenditure>;

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
