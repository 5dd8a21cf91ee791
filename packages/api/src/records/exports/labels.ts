import type { ContributionField, ExpenditureField } from '@portal/domain';

/**
 * Readable names of the contribution fields: the CSV export's header row and the field named in
 * bulk-import row errors ('Row 12: Amount: ...').
 */
export const CONTRIBUTION_FIELD_LABELS: Record<ContributionField, string> = {
  date: 'Contribution Date',
  type: 'Type',
  subType: 'Sub Type',
  amount: 'Amount',
  oaeType: 'OAE Type',
  contributorType: 'Contributor Type',
  firstName: 'First Name',
  middleInitial: 'Middle Initial',
  lastName: 'Last Name',
  name: 'Entity Name',
  address1: 'Street Address',
  address2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  email: 'Email',
  phone: 'Phone',
  phoneType: 'Phone Type',
  occupation: 'Occupation',
  occupationLetterDate: 'Occupation Letter Date',
  employerName: 'Employer Name',
  employerCity: 'Employer City',
  employerState: 'Employer State',
  employerCountry: 'Employer Country',
  checkNumber: 'Check Number',
  paymentMethod: 'Payment Method',
  inKindType: 'In-Kind Type',
  inKindDescription: 'In-Kind Description',
  notes: 'Notes',
};

export const EXPENDITURE_FIELD_LABELS: Record<ExpenditureField, string> = {
  amount: 'Amount',
  date: 'Expenditure Date',
  type: 'Type',
  subType: 'Sub Type',
  checkNumber: 'Check Number',
  paymentMethod: 'Payment Method',
  purpose: 'Purpose',
  payeeType: 'Payee Type',
  name: 'Payee Name',
  address1: 'Street Address',
  address2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  notes: 'Notes',
  dateOriginalTransaction: 'Date of Original Transaction',
  vendorForOriginalPurchase: 'Vendor for Original Purchase',
};
