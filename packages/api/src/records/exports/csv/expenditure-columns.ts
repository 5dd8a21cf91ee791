import {
  EXPENDITURE_PURPOSES,
  EXPENDITURE_STATUSES,
  EXPENDITURE_SUBTYPES,
  EXPENDITURE_TYPES,
  EXPENSE_PAYMENT_METHODS,
  PAYEE_TYPES,
} from '@portal/domain';
import { EXPENDITURE_FIELD_LABELS } from '../labels';
import type { ExpenditureExportRow as Row } from '../rows';
import { recordCsvColumns } from './record-columns';

/** Every field of an expenditure, in the order of the form, then when it was submitted and edited. */
export const EXPENDITURE_CSV_COLUMNS = recordCsvColumns<Row>(
  EXPENDITURE_STATUSES.labels,
  EXPENDITURE_FIELD_LABELS,
  (field) => [
    field.date('date'),
    field.dollars('amount'),
    field.label('type', EXPENDITURE_TYPES.labels),
    field.label('subType', EXPENDITURE_SUBTYPES.labels),
    field.date('dateOriginalTransaction'),
    field.text('vendorForOriginalPurchase'),
    field.label('paymentMethod', EXPENSE_PAYMENT_METHODS.labels),
    field.text('checkNumber'),
    field.label('purpose', EXPENDITURE_PURPOSES.labels),
    field.label('payeeType', PAYEE_TYPES.labels),
    field.text('name'),
    ...field.address(),
    field.text('notes'),
  ],
);
