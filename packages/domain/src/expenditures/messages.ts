/** Exact texts of the expense form (spec section 5). */
export const EXPENDITURE_MESSAGES = {
  amountRequired: 'The expenditure amount is required',
  dateRequired: 'An expenditure date is required',
  typeRequired: 'An expenditure type is required',
  subTypeRequired: 'Expenditure subtype is required',
  paymentMethodRequired: 'Payment method is required',
  checkNumberRequired: 'Check number is required.',
  moneyOrderNumberRequired: 'Money Order number is required.',
  payeeTypeRequired: 'The payee type is required',
  payeeNameRequired: 'The payee name is required',
  dateOriginalTransactionRequired: 'Date of the original transaction is required',
  vendorForOriginalPurchaseRequired: 'Name of vendor for original purchase is required',
  purposeRequired: 'A description of type of purpose is required',
} as const;
