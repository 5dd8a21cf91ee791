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
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { calendarDate, cents, createdAt, oneOf, updatedAt } from './columns';
import { listIndexes } from './list-indexes';
import { campaigns, governments } from './organisations';
import { users } from './users';

/** Money spent by a campaign: the expenditure payload of spec section 3 plus review state. */
export const expenditures = pgTable(
  'expenditures',
  {
    id: serial('id').primaryKey(),
    governmentId: integer('government_id')
      .notNull()
      .references(() => governments.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** Null only for rows the system wrote itself (demo seed). */
    createdById: integer('created_by_id').references(() => users.id),
    status: text('status').$type<ExpenditureStatus>().notNull().default('draft'),
    amountCents: cents('amount_cents').notNull(),
    date: calendarDate('date').notNull(),
    type: text('type').$type<ExpenditureType>().notNull(),
    subType: text('sub_type').$type<ExpenditureSubtype>().notNull(),
    paymentMethod: text('payment_method').$type<ExpensePaymentMethod>().notNull(),
    checkNumber: text('check_number'),
    purpose: text('purpose').$type<ExpenditurePurpose>(),
    payeeType: text('payee_type').$type<PayeeType>().notNull(),
    /** The payee's name. */
    name: text('name').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    notes: text('notes'),
    /** Personal expenditures only: when and where the candidate originally paid. */
    dateOriginalTransaction: calendarDate('date_original_transaction'),
    vendorForOriginalPurchase: text('vendor_for_original_purchase'),
    /** The payee's name as the list sorts it, kept by PostgreSQL for an index walk. */
    listName: text('list_name').generatedAlwaysAs(sql`lower("name")`),
    /** Optimistic concurrency: an update names the version it read and bumps it. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [
    // One index per list sort at each scope (see `listIndexes`).
    ...listIndexes('expenditures', table, {
      payment: table.paymentMethod,
      list_name: table.listName,
    }),
    check('expenditures_amount_not_negative', sql`${table.amountCents} >= 0`),
    check('expenditures_status_valid', oneOf(table.status, EXPENDITURE_STATUSES)),
    check('expenditures_type_valid', oneOf(table.type, EXPENDITURE_TYPES)),
    check('expenditures_sub_type_valid', oneOf(table.subType, EXPENDITURE_SUBTYPES)),
    check('expenditures_payment_method_valid', oneOf(table.paymentMethod, EXPENSE_PAYMENT_METHODS)),
    check('expenditures_purpose_valid', oneOf(table.purpose, EXPENDITURE_PURPOSES)),
    check('expenditures_payee_type_valid', oneOf(table.payeeType, PAYEE_TYPES)),
    check('expenditures_version_positive', sql`${table.version} >= 1`),
  ],
);
