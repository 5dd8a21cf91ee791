import type {
  ContributionPaymentMethod,
  ContributorType,
  InKindType,
  OaeType,
  PhoneType,
} from '../enums/contributions';
import { CONTRIBUTION_KIND } from '../records/kinds';
import { moneyRecordPayload, payloadText, shownText } from '../records/payload';
import { type ContributionFieldValues, contributionVisibility } from './fields';

/**
 * Turns a record that passed `validateContribution` into the payload: text trimmed, blanks null,
 * and fields the form hides for this record (names of the other contributor kind, payment method
 * for in-kind, employer for non-employed) cleared so no stale value is stored.
 */
export const normaliseContribution = (record: ContributionFieldValues) => {
  const shown = contributionVisibility(record);
  return {
    ...moneyRecordPayload(record, CONTRIBUTION_KIND),
    oaeType: record.oaeType as OaeType,
    contributorType: record.contributorType as ContributorType,
    firstName: shownText(shown.personNames, record.firstName),
    middleInitial: shownText(shown.personNames, record.middleInitial),
    lastName: shownText(shown.personNames, record.lastName),
    name: shownText(shown.entityName, record.name),
    address1: payloadText(record.address1) ?? '',
    address2: payloadText(record.address2),
    city: payloadText(record.city) ?? '',
    state: payloadText(record.state) ?? '',
    zip: payloadText(record.zip) ?? '',
    email: payloadText(record.email),
    phone: payloadText(record.phone),
    phoneType: payloadText(record.phone)
      ? (payloadText(record.phoneType) as PhoneType | null)
      : null,
    occupation: shownText(shown.occupation, record.occupation),
    occupationLetterDate: shownText(shown.occupationLetterDate, record.occupationLetterDate),
    employerName: shownText(shown.employer, record.employerName),
    employerCity: shownText(shown.employer, record.employerCity),
    employerState: shownText(shown.employer, record.employerState),
    employerCountry: shownText(shown.employer, record.employerCountry),
    checkNumber: shownText(shown.checkNumber, record.checkNumber),
    paymentMethod: shownText(
      shown.paymentMethod,
      record.paymentMethod,
    ) as ContributionPaymentMethod | null,
    inKindType: shownText(shown.inKind, record.inKindType) as InKindType | null,
    inKindDescription: shownText(shown.inKind, record.inKindDescription),
    notes: payloadText(record.notes),
  };
};

/** What the API stores for a contribution (spec section 3, "Contribution (payload on save)"). */
export type ContributionPayload = ReturnType<typeof normaliseContribution>;

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
