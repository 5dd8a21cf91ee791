import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { OrestarContact, OrestarEntry, OrestarTransaction } from './entries';

/** The schema allows at most 2,000 contacts and 2,000 transactions in one document. */
export const ORESTAR_MAX_TRANSACTIONS = 2000;

/** The schema's filer-id is a positive integer. */
export const isOrestarFilerId = (filerId: string): boolean => /^0*[1-9]\d*$/.test(filerId.trim());

const optional = (parent: XMLBuilder, name: string, value: string | null) => {
  if (value !== null) parent.ele(name).txt(value);
};

const addContact = (root: XMLBuilder, contact: OrestarContact) => {
  const element = root.ele('contact', { id: contact.id });
  element.ele('type').txt(contact.type);
  const name = element.ele('contact-name');
  if (contact.name.kind === 'individual') {
    const person = name.ele('individual-name');
    person.ele('first').txt(contact.name.first);
    optional(person, 'middle', contact.name.middle);
    person.ele('last').txt(contact.name.last);
  } else if (contact.name.kind === 'committee') {
    name.ele('committee').ele('name').txt(contact.name.name);
  } else {
    name.ele('business-name').txt(contact.name.name);
  }
  const { address } = contact;
  if (Object.values(address).some((part) => part !== null)) {
    const element2 = element.ele('address');
    optional(element2, 'street1', address.street1);
    optional(element2, 'street2', address.street2);
    optional(element2, 'city', address.city);
    optional(element2, 'state', address.state);
    optional(element2, 'zip', address.zip);
    optional(element2, 'zip-plus4', address.zipPlus4);
    optional(element2, 'fgn-post-code', address.foreignPostCode);
  }
  if (contact.phone.work || contact.phone.home) {
    const phone = element.ele('phone');
    optional(phone, 'work', contact.phone.work);
    optional(phone, 'home', contact.phone.home);
  }
  optional(element, 'email', contact.email);
  optional(element, 'occupation', contact.occupation);
  const { employment } = contact;
  if (employment?.kind === 'employer') {
    const employer = element.ele('employment');
    employer.ele('employer-name').txt(employment.name);
    optional(employer, 'city', employment.city);
    optional(employer, 'state', employment.state);
  } else if (employment) {
    element.ele('employment').ele(employment.kind).txt('Yes');
  }
};

const addTransaction = (root: XMLBuilder, transaction: OrestarTransaction) => {
  const element = root.ele('transaction', { id: transaction.id });
  element.ele('operation').ele('add').txt('true');
  element.ele('contact-id').txt(transaction.contactId);
  element.ele('type').txt(transaction.type);
  element.ele('sub-type').txt(transaction.subType);
  optional(element, 'tran-purpose', transaction.purpose);
  optional(element, 'description', transaction.description);
  element.ele('amount').txt(transaction.amount);
  optional(element, 'payment-method', transaction.paymentMethod);
  element.ele('date').txt(transaction.date);
  optional(element, 'check-no', transaction.checkNumber);
  optional(element, 'occupation-letter-date', transaction.occupationLetterDate);
  optional(element, 'notes', transaction.notes);
};

/**
 * One ORESTAR document: every contact first (once per donor, as the address book wants), then
 * the transactions. xmlbuilder2 escapes all text and attribute values.
 */
export const orestarDocument = (filerId: string, entries: readonly OrestarEntry[]): string => {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('campaign-finance-transactions', {
    'filer-id': filerId.trim(),
  });
  const contacts = new Map<string, OrestarContact>();
  for (const { contact } of entries)
    if (!contacts.has(contact.id)) contacts.set(contact.id, contact);
  for (const contact of contacts.values()) addContact(root, contact);
  for (const { transaction } of entries) addTransaction(root, transaction);
  return root.end({ prettyPrint: true });
};

/**
 * Splits entries into documents of at most 2,000 transactions. Each transaction brings at most
 * one contact, so a document never holds more than 2,000 contacts either.
 */
export async function orestarDocuments(
  filerId: string,
  batches: AsyncIterable<readonly OrestarEntry[]> | Iterable<readonly OrestarEntry[]>,
): Promise<string[]> {
  const documents: string[] = [];
  let pending: OrestarEntry[] = [];
  for await (const batch of batches) {
    for (const entry of batch) {
      pending.push(entry);
      if (pending.length === ORESTAR_MAX_TRANSACTIONS) {
        documents.push(orestarDocument(filerId, pending));
        pending = [];
      }
    }
  }
  // The schema wants at least one transaction, so an empty export has no document at all.
  if (pending.length > 0) documents.push(orestarDocument(filerId, pending));
  return documents;
}
