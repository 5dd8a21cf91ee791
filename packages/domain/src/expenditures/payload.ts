import type {
  ExpenditurePurpose,
  ExpenditureSubtype,
  ExpenditureType,
  ExpensePaymentMethod,
  PayeeType,
} from '../enums/expenditures';
import { textOrNull } from '../forms/fields';
import { centsToDollars, dollarsToCents } from '../money/cents';
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

const str = (value: unknown): string | null => textOrNull(typeof value === 'string' ? value : null);
const when = (shown: boolean, value: unknown): string | null => (shown ? str(value) : null);

/**
 * Turns a record that passed `validateExpenditure` into the payload: text trimmed, blanks null,
 * and fields hidden for this subtype or payment method cleared.
 */
export const normaliseExpenditure = (record: ExpenditureFieldValues): ExpenditurePayload => {
  const shown = expenditureVisibility(record);
  return {
    amount: centsToDollars(dollarsToCents(Number(record.amount))),
    date: String(record.date),
    type: record.type as ExpenditureType,
    subType: record.subType as ExpenditureSubtype,
    checkNumber: when(shown.checkNumber, record.checkNumber),
    paymentMethod: record.paymentMethod as ExpensePaymentMethod,
    purpose: when(shown.purpose, record.purpose) as ExpenditurePurpose | null,
    payeeType: record.payeeType as PayeeType,
    name: str(record.name) ?? '',
    address1: str(record.address1),
    address2: str(record.address2),
    city: str(record.city),
    state: str(record.state),
    zip: str(record.zip),
    notes: str(record.notes),
    dateOriginalTransaction: when(shown.originalTransaction, record.dateOriginalTransaction),
    vendorForOriginalPurchase: when(shown.originalTransaction, record.vendorForOriginalPurchase),
  };
};
