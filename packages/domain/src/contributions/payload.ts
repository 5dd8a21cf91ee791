import type {
  ContributionPaymentMethod,
  ContributionSubtype,
  ContributionType,
  ContributorType,
  InKindType,
  OaeType,
  PhoneType,
} from '../enums/contributions';
import { textOrNull } from '../forms/fields';
import { centsToDollars, dollarsToCents } from '../money/cents';
import { type ContributionFieldValues, contributionVisibility } from './fields';

/** What the API stores for a contribution (spec section 3, "Contribution (payload on save)"). */
export interface ContributionPayload {
  date: string;
  type: ContributionType;
  subType: ContributionSubtype;
  /** Dollars with at most 2 decimals; the server converts to cents. */
  amount: number;
  oaeType: OaeType;
  contributorType: ContributorType;
  firstName: string | null;
  middleInitial: string | null;
  lastName: string | null;
  name: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  email: string | null;
  phone: string | null;
  phoneType: PhoneType | null;
  occupation: string | null;
  occupationLetterDate: string | null;
  employerName: string | null;
  employerCity: string | null;
  employerState: string | null;
  employerCountry: string | null;
  checkNumber: string | null;
  paymentMethod: ContributionPaymentMethod | null;
  inKindType: InKindType | null;
  inKindDescription: string | null;
  notes: string | null;
}

const str = (value: unknown): string | null => textOrNull(typeof value === 'string' ? value : null);
const when = (shown: boolean, value: unknown): string | null => (shown ? str(value) : null);

/**
 * Turns a record that passed `validateContribution` into the payload: text trimmed, blanks null,
 * and fields the form hides for this record (names of the other contributor kind, payment method
 * for in-kind, employer for non-employed) cleared so no stale value is stored.
 */
export const normaliseContribution = (record: ContributionFieldValues): ContributionPayload => {
  const shown = contributionVisibility(record);
  return {
    date: String(record.date),
    type: record.type as ContributionType,
    subType: record.subType as ContributionSubtype,
    amount: centsToDollars(dollarsToCents(Number(record.amount))),
    oaeType: record.oaeType as OaeType,
    contributorType: record.contributorType as ContributorType,
    firstName: when(shown.personNames, record.firstName),
    middleInitial: when(shown.personNames, record.middleInitial),
    lastName: when(shown.personNames, record.lastName),
    name: when(shown.entityName, record.name),
    address1: str(record.address1) ?? '',
    address2: str(record.address2),
    city: str(record.city) ?? '',
    state: str(record.state) ?? '',
    zip: str(record.zip) ?? '',
    email: str(record.email),
    phone: str(record.phone),
    phoneType: str(record.phone) ? (str(record.phoneType) as PhoneType | null) : null,
    occupation: when(shown.occupation, record.occupation),
    occupationLetterDate: when(shown.occupationLetterDate, record.occupationLetterDate),
    employerName: when(shown.employer, record.employerName),
    employerCity: when(shown.employer, record.employerCity),
    employerState: when(shown.employer, record.employerState),
    employerCountry: when(shown.employer, record.employerCountry),
    checkNumber: when(shown.checkNumber, record.checkNumber),
    paymentMethod: when(
      shown.paymentMethod,
      record.paymentMethod,
    ) as ContributionPaymentMethod | null,
    inKindType: when(shown.inKind, record.inKindType) as InKindType | null,
    inKindDescription: when(shown.inKind, record.inKindDescription),
    notes: str(record.notes),
  };
};

/** Display name: first and last name for persons, else the entity name (contribution list). */
export const contributorDisplayName = (record: {
  contributorType?: unknown;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
}): string =>
  contributionVisibility({ contributorType: record.contributorType }).personNames
    ? [record.firstName, record.lastName].filter((part) => part?.trim()).join(' ')
    : (record.name ?? '');
