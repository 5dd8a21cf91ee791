/** One ORESTAR address-book entry (spec of the `contact` element), before it becomes XML. */
export interface OrestarContact {
  /** At most 30 characters; the same donor or payee gets the same id in every export. */
  id: string;
  type: string;
  name:
    | { kind: 'individual'; first: string; middle: string | null; last: string }
    | { kind: 'business'; name: string }
    | { kind: 'committee'; name: string };
  address: {
    street1: string | null;
    street2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    zipPlus4: string | null;
    foreignPostCode: string | null;
  };
  phone: { work: string | null; home: string | null };
  email: string | null;
  occupation: string | null;
  employment:
    | { kind: 'not-employed' }
    | { kind: 'self-employed' }
    | { kind: 'employer'; name: string; city: string | null; state: string | null }
    | null;
}

/** One ORESTAR `transaction` element, before it becomes XML. */
export interface OrestarTransaction {
  /** Vendor transaction id, at most 30 characters. */
  id: string;
  contactId: string;
  type: string;
  subType: string;
  purpose: string | null;
  description: string | null;
  /** Dollars with 2 decimals, e.g. '12.34'. */
  amount: string;
  paymentMethod: string | null;
  date: string;
  checkNumber: string | null;
  occupationLetterDate: string | null;
  notes: string | null;
}

export interface OrestarEntry {
  contact: OrestarContact;
  transaction: OrestarTransaction;
}
