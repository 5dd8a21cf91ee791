import { dollarsCell } from '../../../shared/csv-cells';
import type { OrestarContact, OrestarEntry, OrestarTransaction } from './entries';
import { checkNumber, fitText } from './text';

/** Donor and payee types ORESTAR files as committees rather than businesses. */
const COMMITTEES = new Set(['political_committee', 'political_party', 'unregistered']);

/** The contact name of a donor or payee that is not a person: a committee or a business. */
export const organisationName = (type: string, name: string | null): OrestarContact['name'] =>
  COMMITTEES.has(type)
    ? { kind: 'committee', name: fitText(name, 80) ?? '' }
    : { kind: 'business', name: fitText(name, 60) ?? '' };

/** What a kind of record says in its own way: its codes, purpose, description, letter date. */
type KindTransaction = Omit<
  OrestarTransaction,
  'contactId' | 'amount' | 'date' | 'checkNumber' | 'notes'
>;

/**
 * A record as an ORESTAR entry: its contact and its transaction. The amount, date, check number
 * and notes are written the same way for every kind of record.
 */
export const recordEntry = (
  row: { amount: number; date: string; checkNumber: string | null; notes: string | null },
  contact: OrestarContact,
  transaction: KindTransaction,
): OrestarEntry => ({
  contact,
  transaction: {
    id: transaction.id,
    contactId: contact.id,
    type: transaction.type,
    subType: transaction.subType,
    purpose: transaction.purpose,
    description: transaction.description,
    amount: dollarsCell(row.amount),
    paymentMethod: transaction.paymentMethod,
    date: row.date,
    checkNumber: checkNumber(row.checkNumber),
    occupationLetterDate: transaction.occupationLetterDate,
    notes: fitText(row.notes, 1000),
  },
});
