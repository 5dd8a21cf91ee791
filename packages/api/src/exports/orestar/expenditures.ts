import { dollarsCell } from '../csv/cells';
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
import { checkNumber, contactId, fitText } from './text';

const COMMITTEES = new Set(['political_committee', 'political_party', 'unregistered']);
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
  if (COMMITTEES.has(row.payeeType))
    return { kind: 'committee', name: fitText(row.name, 80) ?? '' };
  return { kind: 'business', name: fitText(row.name, 60) ?? '' };
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

export const expenditureEntry = (row: ExpenditureExportRow): OrestarEntry => {
  const contact = expenditureContact(row);
  return {
    contact,
    transaction: {
      id: `E${row.id}`,
      contactId: contact.id,
      type: EXPENDITURE_TRANSACTION_TYPE[row.type],
      subType: EXPENDITURE_SUB_TYPE[row.subType],
      purpose: row.purpose ? EXPENDITURE_PURPOSE[row.purpose] : null,
      description: fitText(row.vendorForOriginalPurchase, 200),
      amount: dollarsCell(row.amount),
      paymentMethod: EXPENSE_PAYMENT_METHOD[row.paymentMethod],
      date: row.date,
      checkNumber: checkNumber(row.checkNumber),
      occupationLetterDate: null,
      notes: fitText(row.notes, 1000),
    },
  };
};
