import { CONTRIBUTOR_TYPES } from './contributions';
import { subtypesByType, toOptions } from './options';
import { SPENDING_CATEGORIES } from './spending';

export const EXPENDITURE_TYPES = ['expenditure', 'other', 'other_disbursement'] as const;
export type ExpenditureType = (typeof EXPENDITURE_TYPES)[number];
export const EXPENDITURE_TYPE_LABELS: Record<ExpenditureType, string> = {
  expenditure: 'Expenditure',
  other: 'Other',
  other_disbursement: 'Other Disbursement',
};
export const EXPENDITURE_TYPE_OPTIONS = toOptions(EXPENDITURE_TYPES, EXPENDITURE_TYPE_LABELS);

export const EXPENDITURE_SUBTYPES = [
  'accounts_payable',
  'cash_expenditure',
  'personal_expenditure',
  'accounts_payable_rescinded',
  'cash_balance_adjustment',
  'miscellaneous_other_disbursement',
  'refund_of_expenditure',
] as const;
export type ExpenditureSubtype = (typeof EXPENDITURE_SUBTYPES)[number];
export const EXPENDITURE_SUBTYPE_LABELS: Record<ExpenditureSubtype, string> = {
  accounts_payable: 'Accounts Payable',
  cash_expenditure: 'Cash Expenditure',
  personal_expenditure: 'Personal Expenditure',
  accounts_payable_rescinded: 'Accounts Payable Rescinded',
  cash_balance_adjustment: 'Cash Balance Adjustment',
  miscellaneous_other_disbursement: 'Miscellaneous Other Disbursement',
  // Stored value kept as the product stores it, although the label says "Contribution".
  refund_of_expenditure: 'Refund of Contribution',
};

export const EXPENDITURE_SUBTYPES_BY_TYPE: Record<ExpenditureType, readonly ExpenditureSubtype[]> =
  {
    expenditure: ['accounts_payable', 'cash_expenditure', 'personal_expenditure'],
    other: ['accounts_payable_rescinded', 'cash_balance_adjustment'],
    other_disbursement: ['miscellaneous_other_disbursement', 'refund_of_expenditure'],
  };

/** Subtypes allowed for an expenditure type; none until a type is chosen. */
export const { allowed: allowedExpenditureSubtypes, options: expenditureSubtypeOptions } =
  subtypesByType(EXPENDITURE_SUBTYPES_BY_TYPE, EXPENDITURE_SUBTYPE_LABELS);

export const EXPENSE_PAYMENT_METHODS = [
  'debit',
  'check',
  'money_order',
  'credit_card_online',
  'credit_card_paper',
] as const;
export type ExpensePaymentMethod = (typeof EXPENSE_PAYMENT_METHODS)[number];
export const EXPENSE_PAYMENT_METHOD_LABELS: Record<ExpensePaymentMethod, string> = {
  debit: 'Debit',
  check: 'Check',
  money_order: 'Money Order',
  credit_card_online: 'Credit Card Online',
  credit_card_paper: 'Credit Card Paper',
};
export const EXPENSE_PAYMENT_METHOD_OPTIONS = toOptions(
  EXPENSE_PAYMENT_METHODS,
  EXPENSE_PAYMENT_METHOD_LABELS,
);

/** Purposes: wages, the two of an expense that are not spending, then the spending categories. */
export const EXPENDITURE_PURPOSES = [
  'wages',
  'cash_contribution',
  'personal_reimbursement',
  ...SPENDING_CATEGORIES,
] as const;
export type ExpenditurePurpose = (typeof EXPENDITURE_PURPOSES)[number];
export const EXPENDITURE_PURPOSE_LABELS: Record<ExpenditurePurpose, string> = {
  wages: 'Wages',
  cash_contribution: 'Cash',
  personal_reimbursement: 'Reimbursement',
  broadcast_advertising: 'Broadcast',
  fundraising_event_expenses: 'Fundraising',
  general_operating_expenses: 'General Operating',
  printing: 'Printing',
  management: 'Management',
  print_advertising: 'Newspaper',
  other_advertising: 'Other Ad',
  petition_circulators: 'Petition',
  postage: 'Postage',
  preparation_of_advertising: 'Prep Ad',
  // The product shows exactly this text (spec section 3).
  surveys_and_polls: 'Polling',
  travel_expenses: 'Travel',
  utilities: 'Utilities',
};
export const EXPENDITURE_PURPOSE_OPTIONS = toOptions(
  EXPENDITURE_PURPOSES,
  EXPENDITURE_PURPOSE_LABELS,
);

/** Payee types share their stored values with contributor types; their labels are shorter. */
export const PAYEE_TYPES = CONTRIBUTOR_TYPES;
export type PayeeType = (typeof PAYEE_TYPES)[number];
export const PAYEE_TYPE_LABELS: Record<PayeeType, string> = {
  individual: 'Individual',
  business: 'Business',
  family: 'Family',
  labor: 'Labor',
  political_committee: 'Political Committee',
  political_party: 'Political Party',
  unregistered: 'Unregistered',
  other: 'Other',
};
export const PAYEE_TYPE_OPTIONS = toOptions(PAYEE_TYPES, PAYEE_TYPE_LABELS);
