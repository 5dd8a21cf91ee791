import {
  EXPENDITURE_PURPOSES,
  EXPENDITURE_STATUSES,
  EXPENDITURE_SUBTYPES,
  EXPENDITURE_TYPES,
  EXPENSE_PAYMENT_METHODS,
  type ExpenditurePurpose,
  type ExpenditureStatus,
  type ExpenditureSubtype,
  type ExpenditureType,
  type ExpensePaymentMethod,
  PAYEE_TYPES,
  type PayeeType,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { calendarDate, oneOf, optionalAddress } from './columns';
import * as record from './records';

/** Money spent by a campaign: the expenditure payload of spec section 3 plus review state. */
export const expenditures = pgTable(
  'expenditures',
  {
    ...record.ownerColumns<ExpenditureStatus>('draft'),
    ...record.moneyColumns(),
    type: text('type').$type<ExpenditureType>().notNull(),
    subType: text('sub_type').$type<ExpenditureSubtype>().notNull(),
    paymentMethod: text('payment_method').$type<ExpensePaymentMethod>().notNull(),
    checkNumber: text('check_number'),
    purpose: text('purpose').$type<ExpenditurePurpose>(),
    payeeType: text('payee_type').$type<PayeeType>().notNull(),
    /** The payee's name. */
    name: text('name').notNull(),
    ...optionalAddress(),
    notes: text('notes'),
    /** Personal expenditures only: when and where the candidate originally paid. */
    dateOriginalTransaction: calendarDate('date_original_transaction'),
    vendorForOriginalPurchase: text('vendor_for_original_purchase'),
    /** The payee's name as the list sorts it, kept by PostgreSQL for an index walk. */
    listName: text('list_name').generatedAlwaysAs(sql`lower("name")`),
    ...record.versionColumns(),
  },
  (table) => [
    ...record.constraints('expenditures', table, EXPENDITURE_STATUSES.values, {
      payment: table.paymentMethod,
      list_name: table.listName,
    }),
    check('expenditures_type_valid', oneOf(table.type, EXPENDITURE_TYPES.values)),
    check('expenditures_sub_type_valid', oneOf(table.subType, EXPENDITURE_SUBTYPES.values)),
    check(
      'expenditures_payment_method_valid',
      oneOf(table.paymentMethod, EXPENSE_PAYMENT_METHODS.values),
    ),
    check('expenditures_purpose_valid', oneOf(table.purpose, EXPENDITURE_PURPOSES.values)),
    check('expenditures_payee_type_valid', oneOf(table.payeeType, PAYEE_TYPES.values)),
  ],
);
