import type {
  ExpenditurePurpose,
  ExpenditureSubtype,
  ExpenditureType,
  ExpensePaymentMethod,
  PayeeType,
} from '../enums/expenditures';
import { payloadAmount, payloadText, shownText } from '../records/payload';
import { type ExpenditureFieldValues, expenditureVisibility } from './fields';

/** What the API stores for an expenditure (spec section 3, "Expenditure (payload on save)"). */
export interface ExpenditurePayload {
  /** Dollars with at most 2 decimals; the server converts to cents. */
  amount: number;
  date: string;
  type: ExpenditureType;
  subType: ExpenditureSubtype;
  checkNumber: string | null;
  paymentMethod: ExpensePaymentMethod;
  purpose: ExpenditurePurpose | null;
  payeeType: PayeeType;
  name: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  notes: string | null;
  dateOriginalTransaction: string | null;
  vendorForOriginalPurchase: string | null;
}

/**
 * Turns a record that passed `validateExpenditure` into the payload: text trimmed, blanks null,
 * and fields hidden for this subtype or payment method cleared.
 */
export const normaliseExpenditure = (record: ExpenditureFieldValues): ExpenditurePayload => {
  const shown = expenditureVisibility(record);
  return {
    amount: payloadAmount(record.amount),
    date: String(record.date),
    type: record.type as ExpenditureType,
    subType: record.subType as ExpenditureSubtype,
    checkNumber: shownText(shown.checkNumber, record.checkNumber),
    paymentMethod: record.paymentMethod as ExpensePaymentMethod,
    purpose: shownText(shown.purpose, record.purpose) as ExpenditurePurpose | null,
    payeeType: record.payeeType as PayeeType,
    name: payloadText(record.name) ?? '',
    address1: payloadText(record.address1),
    address2: payloadText(record.address2),
    city: payloadText(record.city),
    state: payloadText(record.state),
    zip: payloadText(record.zip),
    notes: payloadText(record.notes),
    dateOriginalTransaction: shownText(shown.originalTransaction, record.dateOriginalTransaction),
    vendorForOriginalPurchase: shownText(
      shown.originalTransaction,
      record.vendorForOriginalPurchase,
    ),
  };
};
