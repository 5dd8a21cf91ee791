import type { OrestarContact, OrestarEntry, OrestarTransaction } from './entries';
import { XmlText } from './xml-text';

/** The schema allows at most 2,000 contacts and 2,000 transactions in one document. */
export const ORESTAR_MAX_TRANSACTIONS = 2000;

/** The address's elements in the order the schema wants them, and the field each holds. */
const ADDRESS_ELEMENTS: [element: string, field: keyof OrestarContact['address']][] = [
  ['street1', 'street1'],
  ['street2', 'street2'],
  ['city', 'city'],
  ['state', 'state'],
  ['zip', 'zip'],
  ['zip-plus4', 'zipPlus4'],
  ['fgn-post-code', 'foreignPostCode'],
];

/**
 * A transaction's elements after its operation, in the schema's order, and the field each holds:
 * those whose field is null are left out, the others (the required ones) always written.
 */
const TRANSACTION_ELEMENTS: [element: string, field: keyof OrestarTransaction][] = [
  ['contact-id', 'contactId'],
  ['type', 'type'],
  ['sub-type', 'subType'],
  ['tran-purpose', 'purpose'],
  ['description', 'description'],
  ['amount', 'amount'],
  ['payment-method', 'paymentMethod'],
  ['date', 'date'],
  ['check-no', 'checkNumber'],
  ['occupation-letter-date', 'occupationLetterDate'],
  ['notes', 'notes'],
];

const addContact = (xml: XmlText, contact: OrestarContact) => {
  xml.open('contact', { id: contact.id }).leaf('type', contact.type).open('contact-name');
  if (contact.name.kind === 'individual') {
    xml
      .open('individual-name')
      .leaf('first', contact.name.first)
      .optional('middle', contact.name.middle)
      .leaf('last', contact.name.last)
      .close('individual-name');
  } else if (contact.name.kind === 'committee') {
    xml.open('committee').leaf('name', contact.name.name).close('committee');
  } else {
    xml.leaf('business-name', contact.name.name);
  }
  xml.close('contact-name');
  const { address } = contact;
  if (Object.values(address).some((part) => part !== null)) {
    xml.open('address');
    for (const [element, field] of ADDRESS_ELEMENTS) xml.optional(element, address[field]);
    xml.close('address');
  }
  if (contact.phone.work || contact.phone.home) {
    xml
      .open('phone')
      .optional('work', contact.phone.work)
      .optional('home', contact.phone.home)
      .close('phone');
  }
  xml.optional('email', contact.email).optional('occupation', contact.occupation);
  const { employment } = contact;
  if (employment?.kind === 'employer') {
    xml
      .open('employment')
      .leaf('employer-name', employment.name)
      .optional('city', employment.city)
      .optional('state', employment.state)
      .close('employment');
  } else if (employment) {
    xml.open('employment').leaf(employment.kind, 'Yes').close('employment');
  }
  xml.close('contact');
};

const addTransaction = (xml: XmlText, transaction: OrestarTransaction) => {
  xml
    .open('transaction', { id: transaction.id })
    .open('operation')
    .leaf('add', 'true')
    .close('operation');
  for (const [element, field] of TRANSACTION_ELEMENTS) xml.optional(element, transaction[field]);
  xml.close('transaction');
};

/**
 * One ORESTAR document: every contact first (once per donor, as the address book wants), then
 * the transactions. Every text and attribute value is escaped by the writer.
 */
export const orestarDocument = (filerId: string, entries: readonly OrestarEntry[]): string => {
  const xml = new XmlText().open('campaign-finance-transactions', { 'filer-id': filerId.trim() });
  const contacts = new Map<string, OrestarContact>();
  for (const { contact } of entries)
    if (!contacts.has(contact.id)) contacts.set(contact.id, contact);
  for (const contact of contacts.values()) addContact(xml, contact);
  for (const { transaction } of entries) addTransaction(xml, transaction);
  return xml.close('campaign-finance-transactions').end();
};

/** One finished document, and whether another follows it. */
export interface StreamedOrestarDocument {
  xml: string;
  last: boolean;
}

/**
 * Splits entries into documents of at most 2,000 transactions, each written as soon as its
 * entries are in: a full document waits only for the next entry (or the end), which tells
 * whether it is the last. Each transaction brings at most one contact, so a document never holds
 * more than 2,000 contacts either.
 */
export async function* orestarDocumentStream(
  filerId: string,
  batches: AsyncIterable<readonly OrestarEntry[]> | Iterable<readonly OrestarEntry[]>,
): AsyncIterable<StreamedOrestarDocument> {
  let pending: OrestarEntry[] = [];
  for await (const batch of batches) {
    for (const entry of batch) {
      if (pending.length === ORESTAR_MAX_TRANSACTIONS) {
        yield { xml: orestarDocument(filerId, pending), last: false };
        pending = [];
      }
      pending.push(entry);
    }
  }
  // The schema wants at least one transaction, so an empty export has no document at all.
  if (pending.length > 0) yield { xml: orestarDocument(filerId, pending), last: true };
}

/** Every document of the entries, in order (tests and callers that want them all at once). */
export async function orestarDocuments(
  filerId: string,
  batches: AsyncIterable<readonly OrestarEntry[]> | Iterable<readonly OrestarEntry[]>,
): Promise<string[]> {
  const documents: string[] = [];
  for await (const { xml } of orestarDocumentStream(filerId, batches)) documents.push(xml);
  return documents;
}
