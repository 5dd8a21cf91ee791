import type {
  ContributionPaymentMethod,
  ContributionSubtype,
  ContributionType,
  ContributorType,
  ExpenditurePurpose,
  ExpenditureSubtype,
  ExpenditureType,
  ExpensePaymentMethod,
} from '@portal/domain';

/**
 * The portal's stored values mapped to the enumerations of the ORESTAR schema. The reasons for
 * the less obvious choices are in docs/decisions.md ("ORESTAR XML export").
 */

/** ORESTAR contact types line up one to one with contributor and payee types. */
export const CONTACT_TYPE: Record<ContributorType, string> = {
  individual: 'I',
  business: 'B',
  family: 'F',
  labor: 'L',
  political_committee: 'C',
  political_party: 'P',
  unregistered: 'U',
  other: 'O',
};

export const CONTRIBUTION_TRANSACTION_TYPE: Record<ContributionType, string> = {
  contribution: 'C',
  other: 'OR',
};

export const CONTRIBUTION_SUB_TYPE: Record<ContributionSubtype, string> = {
  cash: 'CA',
  inkind_contribution: 'IK',
  // ORESTAR has no code of its own for supervising volunteers: it is an in-kind contribution.
  inkind_paid_supervision: 'IK',
  inkind_forgiven_account: 'IKA',
  inkind_forgiven_personal: 'IKP',
  item_sold_fair_market: 'FM',
  item_returned_check: 'LC',
  item_misc: 'OM',
  item_refund: 'RF',
};

export const EXPENDITURE_TRANSACTION_TYPE: Record<ExpenditureType, string> = {
  expenditure: 'E',
  other: 'O',
  other_disbursement: 'OD',
};

export const EXPENDITURE_SUB_TYPE: Record<ExpenditureSubtype, string> = {
  accounts_payable: 'AP',
  cash_expenditure: 'CE',
  personal_expenditure: 'PE',
  accounts_payable_rescinded: 'APR',
  cash_balance_adjustment: 'CBA',
  miscellaneous_other_disbursement: 'OMD',
  // Labelled 'Refund of Contribution' in the product: ORESTAR's return or refund of contribution.
  refund_of_expenditure: 'RT',
};

/** ORESTAR methods: CHK, ACH, EFT, DC (debit card), CC (credit card), CA (cash). */
export const CONTRIBUTION_PAYMENT_METHOD: Record<ContributionPaymentMethod, string> = {
  cash: 'CA',
  check: 'CHK',
  // A money order is a paper instrument with a number, filed like a check.
  money_order: 'CHK',
  credit_card_online: 'CC',
  credit_card_paper: 'CC',
  electronic_funds_transfer: 'EFT',
  debit: 'DC',
};

export const EXPENSE_PAYMENT_METHOD: Record<ExpensePaymentMethod, string> = {
  debit: 'DC',
  check: 'CHK',
  money_order: 'CHK',
  credit_card_online: 'CC',
  credit_card_paper: 'CC',
};

/** ORESTAR purpose codes for expenditures. */
export const EXPENDITURE_PURPOSE: Record<ExpenditurePurpose, string> = {
  wages: 'W',
  cash_contribution: 'C',
  personal_reimbursement: 'E',
  broadcast_advertising: 'B',
  fundraising_event_expenses: 'F',
  general_operating_expenses: 'G',
  printing: 'L',
  management: 'M',
  print_advertising: 'N',
  other_advertising: 'O',
  petition_circulators: 'P',
  postage: 'Z',
  preparation_of_advertising: 'R',
  surveys_and_polls: 'S',
  travel_expenses: 'T',
  utilities: 'U',
};
