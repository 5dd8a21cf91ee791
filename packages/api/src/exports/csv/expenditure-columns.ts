import {
  EXPENDITURE_PURPOSE_LABELS,
  EXPENDITURE_STATUS_LABELS,
  EXPENDITURE_SUBTYPE_LABELS,
  EXPENDITURE_TYPE_LABELS,
  EXPENSE_PAYMENT_METHOD_LABELS,
  PAYEE_TYPE_LABELS,
} from '@portal/domain';
import { EXPENDITURE_FIELD_LABELS } from '../labels';
import type { ExpenditureExportRow as Row } from '../rows';
import { recordCsvColumns } from './record-columns';

/** Every field of an expenditure, in the order of the form, then when it was submitted and edited. */
export const EXPENDITURE_CSV_COLUMNS = recordCsvColumns<Row>(
  EXPENDITURE_STATUS_LABELS,
  EXPENDITURE_FIELD_LABELS,
  (field) => [
    field.date('date'),
    field.dollars('amount'),
    field.label('type', EXPENDITURE_TYPE_LABELS),
    field.label('subType', EXPENDITURE_SUBTYPE_LABELS),
    field.date('dateOriginalTransaction'),
    field.text('vendorForOriginalPurchase'),
    field.label('paymentMethod', EXPENSE_PAYMENT_METHOD_LABELS),
    field.text('checkNumber'),
    field.label('purpose', EXPENDITURE_PURPOSE_LABELS),
    field.label('payeeType', PAYEE_TYPE_LABELS),
    field.text('name'),
    ...field.address(),
    field.text('notes'),
  ],
);
