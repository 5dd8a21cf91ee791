import {
  EXPENDITURE_KIND,
  EXPENDITURE_STATUSES,
  type ExpenditurePurpose,
  type ExpenditureStatus,
  type ExpenditureSubtype,
  type ExpenditureType,
  type ExpensePaymentMethod,
  type PayeeType,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { calendarDate, optionalAddress } from './columns';
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
    /** The payee's name as the name search reads it (see contributions' `nameSearch`). */
    nameSearch: text('name_search').generatedAlwaysAs(sql`name_search_key(lower("name"))`),
    ...record.versionColumns(),
  },
  (table) => [
    ...record.constraints('expenditures', table, EXPENDITURE_STATUSES.values, {
      payment: table.paymentMethod,
      list_name: table.listName,
    }),
    ...record.listChecks('expenditures', table, EXPENDITURE_KIND.listFields),
    index('expenditures_name_search_idx').using('gin', table.nameSearch.op('gin_trgm_ops')),
  ],
);
