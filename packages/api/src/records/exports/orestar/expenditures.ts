import type { ExpenditureExportRow } from '../rows';
import { contactAddress } from './address';
import {
  CONTACT_TYPE,
  EXPENDITURE_PURPOSE,
  EXPENDITURE_SUB_TYPE,
  EXPENDITURE_TRANSACTION_TYPE,
  EXPENSE_PAYMENT_METHOD,
} from './codes';
import type { OrestarContact, OrestarEntry } from './entries';
import { organisationName, recordEntry } from './record-entry';
import { contactId, fitText } from './text';

const PERSONS = new Set(['individual', 'family']);

/**
 * A payee has one name field; for a person ORESTAR wants first and last, so the last word is
 * the last name and the rest the first name.
 */
const payeeName = (row: ExpenditureExportRow): OrestarContact['name'] => {
  if (PERSONS.has(row.payeeType)) {
    const words = row.name.trim().split(/\s+/);
    const last = words.pop() ?? '';
    return {
      kind: 'individual',
      first: fitText(words.join(' '), 20) ?? '',
      middle: null,
      last: fitText(last, 20) ?? '',
    };
  }
  return organisationName(row.payeeType, row.name);
};

export const expenditureContact = (row: ExpenditureExportRow): OrestarContact => ({
  id: contactId('P', [row.payeeType, row.name, row.address1, row.zip]),
  type: CONTACT_TYPE[row.payeeType],
  name: payeeName(row),
  address: contactAddress(row),
  phone: { work: null, home: null },
  email: null,
  occupation: null,
  employment: null,
});

export const expenditureEntry = (row: ExpenditureExportRow): OrestarEntry =>
  recordEntry(row, expenditureContact(row), {
    id: `E${row.id}`,
    type: EXPENDITURE_TRANSACTION_TYPE[row.type],
    subType: EXPENDITURE_SUB_TYPE[row.subType],
    purpose: row.purpose ? EXPENDITURE_PURPOSE[row.purpose] : null,
    description: fitText(row.vendorForOriginalPurchase, 200),
    paymentMethod: EXPENSE_PAYMENT_METHOD[row.paymentMethod],
    occupationLetterDate: null,
  });
