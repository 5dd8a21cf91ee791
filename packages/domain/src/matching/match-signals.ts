import { parseStreetAddress, type StreetAddressParts, streetLine } from './address';
import { editDistance } from './edit-distance';
import { areNameVariants } from './nicknames';
import { completeStreetAddress, type IndexedStreet } from './street-index';
import { foldToPlainUpper, normalisePersonName, normaliseZip } from './text';

/** A contribution's or a known contributor's name and address, as typed or imported. */
export interface MatchPerson {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** A person with every field normalised once, ready to compare with many others. */
export interface PreparedPerson {
  /** Normalised first name ('MARY ANN'). */
  firstName: string;
  /**
   * Names compare without spaces, so 'MARY ANN' = 'MARYANN' and 'VAN DYKE' = 'VANDYKE'; the last
   * name also without a generational suffix (JR, SR, II, III, IV).
   */
  compactFirstName: string;
  compactLastName: string;
  /** Father and son share an address: only the same suffix (or none on both) can be exact. */
  lastNameWithSuffix: string;
  address: StreetAddressParts;
  street: string;
  full: string;
  zip: string;
  city: string;
}

const withoutSpaces = (value: string): string => value.replace(/ /g, '');

/** 'SMITH JR' is the voter file's 'SMITH': generational suffixes are often left off. */
const withoutGenerationalSuffix = (lastName: string): string =>
  lastName.replace(/ (JR|SR|II|III|IV)$/, '');

/**
 * Normalises a person once. With the streets of the voter file's street index for their ZIP code
 * (or city), a directional or suffix they left out is filled in when only one street fits
 * (`completeStreetAddress`).
 */
export const prepareMatchPerson = (
  person: MatchPerson,
  streets: readonly IndexedStreet[] = [],
): PreparedPerson => {
  const firstName = normalisePersonName(person.firstName);
  const lastName = normalisePersonName(person.lastName);
  const written = parseStreetAddress(person.address1, person.address2);
  const address = streets.length > 0 ? completeStreetAddress(written, streets) : written;
  const street = streetLine(address);
  return {
    firstName,
    compactFirstName: withoutSpaces(firstName),
    compactLastName: withoutSpaces(withoutGenerationalSuffix(lastName)),
    lastNameWithSuffix: withoutSpaces(lastName),
    address,
    street,
    full: address.unit === null ? street : `${street} ${address.unit}`,
    zip: normaliseZip(person.zip),
    city: foldToPlainUpper(person.city)
      .replace(/[^A-Z]+/g, ' ')
      .trim(),
  };
};

/** Typos allowed in a name: 1, or 2 once the shorter name has 8 letters or more. */
export const nameTypoBudget = (a: string, b: string): number =>
  Math.min(a.length, b.length) >= 8 ? 2 : 1;

/** Typos allowed in an address line: 1, or 2 once the shorter line has 20 characters or more. */
export const addressTypoBudget = (a: string, b: string): number =>
  Math.min(a.length, b.length) >= 20 ? 2 : 1;

const withinTypos = (a: string, b: string, budget: number): boolean =>
  a !== '' && b !== '' && editDistance(a, b, budget) <= budget;

export type FirstNameRelation = 'same' | 'variant' | 'initial' | 'typo' | null;

/**
 * How two normalised first names relate: the same; nickname variants or the same first word
 * ('JOHN' and 'JOHN Q'); one is an initial of the other ('J' and 'JANE'); one typo apart; or not
 * related at all.
 */
export const firstNameRelation = (a: PreparedPerson, b: PreparedPerson): FirstNameRelation => {
  if (a.compactFirstName === '' || b.compactFirstName === '') return null;
  if (a.compactFirstName === b.compactFirstName) return 'same';
  const firstWordA = a.firstName.split(' ')[0] ?? '';
  const firstWordB = b.firstName.split(' ')[0] ?? '';
  if (firstWordA === firstWordB || areNameVariants(firstWordA, firstWordB)) return 'variant';
  if (areNameVariants(a.firstName, b.firstName)) return 'variant';
  const hasInitial = firstWordA.length === 1 || firstWordB.length === 1;
  if (hasInitial && firstWordA[0] === firstWordB[0]) return 'initial';
  if (withinTypos(a.compactFirstName, b.compactFirstName, 1)) return 'typo';
  return null;
};

export const sameLastName = (a: PreparedPerson, b: PreparedPerson): boolean =>
  a.compactLastName !== '' && a.compactLastName === b.compactLastName;

export const sameLastNameAndSuffix = (a: PreparedPerson, b: PreparedPerson): boolean =>
  sameLastName(a, b) && a.lastNameWithSuffix === b.lastNameWithSuffix;

export const lastNameWithinTypos = (a: PreparedPerson, b: PreparedPerson): boolean =>
  withinTypos(
    a.compactLastName,
    b.compactLastName,
    nameTypoBudget(a.compactLastName, b.compactLastName),
  );

/** Both present and equal, or one of them missing: 'MAIN ST' and 'NW MAIN ST' agree. */
const agreeWhenPresent = (a: string | null, b: string | null): boolean =>
  a === null || b === null || a === b;

const sameDirectionalsWhenPresent = (a: StreetAddressParts, b: StreetAddressParts): boolean =>
  agreeWhenPresent(a.preDirectional, b.preDirectional) &&
  agreeWhenPresent(a.postDirectional, b.postDirectional);

/**
 * The same house number and street name, with directionals and suffix equal or missing on one
 * side. Different directionals (NE and SE) are different streets in Portland, so they disagree.
 */
const sameStreetButForMissingParts = (a: StreetAddressParts, b: StreetAddressParts): boolean =>
  a.houseNumber !== '' &&
  a.name !== '' &&
  a.houseNumber === b.houseNumber &&
  a.name === b.name &&
  sameDirectionalsWhenPresent(a, b) &&
  agreeWhenPresent(a.suffix, b.suffix);

export type AddressRelation = 'same' | 'same_street' | 'close' | 'similar' | null;

/** Units agree when they are the same or only one side names one (spec: 'when both have one'). */
const unitsAgree = (a: StreetAddressParts, b: StreetAddressParts): boolean =>
  agreeWhenPresent(a.unit, b.unit);

/**
 * How two addresses relate: the same street and unit (or a unit on one side only); the same
 * street with a different unit ('UNIT 102' and 'UNIT 10' are never the same); close (one typo, or a missing directional or suffix); similar (same house number
 * and a street name a few typos apart, or the whole street line up to 3 typos apart); or not.
 */
export const addressRelation = (a: PreparedPerson, b: PreparedPerson): AddressRelation => {
  if (a.street === '' || b.street === '') return null;
  if (a.street === b.street) return unitsAgree(a.address, b.address) ? 'same' : 'same_street';
  if (sameStreetButForMissingParts(a.address, b.address)) return 'close';
  // A typo can be anywhere but in a directional: NE and SE 20th Ave are two streets.
  const directionalsAgree = sameDirectionalsWhenPresent(a.address, b.address);
  if (directionalsAgree && withinTypos(a.street, b.street, addressTypoBudget(a.street, b.street)))
    return 'close';
  if (directionalsAgree && withinTypos(a.full, b.full, addressTypoBudget(a.full, b.full)))
    return 'close';
  const sameHouse = a.address.houseNumber !== '' && a.address.houseNumber === b.address.houseNumber;
  const nameBudget = Math.max(
    2,
    Math.floor(Math.min(a.address.name.length, b.address.name.length) / 4),
  );
  if (sameHouse && withinTypos(a.address.name, b.address.name, nameBudget)) return 'similar';
  if (withinTypos(a.street, b.street, 3)) return 'similar';
  return null;
};

export const sameZip = (a: PreparedPerson, b: PreparedPerson): boolean =>
  a.zip.length === 5 && a.zip === b.zip;

export const sameCity = (a: PreparedPerson, b: PreparedPerson): boolean =>
  a.city !== '' && a.city === b.city;

/** Lower is closer: name and address typos added up, for ordering candidates of one strength. */
export const matchDistance = (a: PreparedPerson, b: PreparedPerson): number =>
  editDistance(a.compactLastName, b.compactLastName) +
  editDistance(a.compactFirstName, b.compactFirstName) +
  editDistance(a.full, b.full);
