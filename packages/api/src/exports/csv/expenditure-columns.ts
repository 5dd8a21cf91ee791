import {
  EXPENDITURE_PURPOSE_LABELS,
  EXPENDITURE_STATUS_LABELS,
  EXPENDITURE_SUBTYPE_LABELS,
  EXPENDITURE_TYPE_LABELS,
  EXPENSE_PAYMENT_METHOD_LABELS,
  PAYEE_TYPE_LABELS,
} from '@portal/domain';
import { EXPENDITURE_FIELD_LABELS as L } from '../labels';
import type { ExpenditureExportRow as Row } from '../rows';
import { type CsvColumn, dollarsCell, labelCell, momentCell, textCell } from './cells';

/** Every field of an expenditure, in the order of the form, then its review state. */
export const EXPENDITURE_CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Id', cell: (row) => String(row.id) },
  { header: 'Campaign', cell: (row) => textCell(row.campaignName) },
  { header: 'Status', cell: (row) => labelCell(EXPENDITURE_STATUS_LABELS, row.status) },
  { header: L.date, cell: (row) => row.date },
  { header: L.amount, cell: (row) => dollarsCell(row.amount) },
  { header: L.type, cell: (row) => labelCell(EXPENDITURE_TYPE_LABELS, row.type) },
  { header: L.subType, cell: (row) => labelCell(EXPENDITURE_SUBTYPE_LABELS, row.subType) },
  { header: L.dateOriginalTransaction, cell: (row) => row.dateOriginalTransaction ?? '' },
  { header: L.vendorForOriginalPurchase, cell: (row) => textCell(row.vendorForOriginalPurchase) },
  {
    header: L.paymentMethod,
    cell: (row) => labelCell(EXPENSE_PAYMENT_METHOD_LABELS, row.paymentMethod),
  },
  { header: L.checkNumber, cell: (row) => textCell(row.checkNumber) },
  { header: L.purpose, cell: (row) => labelCell(EXPENDITURE_PURPOSE_LABELS, row.purpose) },
  { header: L.payeeType, cell: (row) => labelCell(PAYEE_TYPE_LABELS, row.payeeType) },
  { header: L.name, cell: (row) => textCell(row.name) },
  { header: L.address1, cell: (row) => textCell(row.address1) },
  { header: L.address2, cell: (row) => textCell(row.address2) },
  { header: L.city, cell: (row) => textCell(row.city) },
  { header: L.state, cell: (row) => textCell(row.state) },
  { header: L.zip, cell: (row) => textCell(row.zip) },
  { header: L.notes, cell: (row) => textCell(row.notes) },
  { header: 'Submitted At', cell: (row) => momentCell(row.submittedAt) },
  { header: 'Created At', cell: (row) => momentCell(row.createdAt) },
  { header: 'Last Edited', cell: (row) => momentCell(row.updatedAt) },
];
