import { normalisePersonName, normaliseStreetAddress } from '@portal/domain';
import type { MatchQuery } from '../../src/matching/candidates';

/**
 * A person as the voter file or a donor identity holds them: name and Portland address, with the
 * normalised columns the candidate search reads.
 */
export const knownPerson = (first: string, last: string, address1: string, zip = '97214') => ({
  firstName: first,
  lastName: last,
  address1,
  address2: null,
  city: 'Portland',
  state: 'OR',
  zip,
  normalizedFirstName: normalisePersonName(first),
  normalizedLastName: normalisePersonName(last),
  normalizedAddress: normaliseStreetAddress(address1).full,
});

/** A donor to search for: Robert Johnson of 1024 SE Morrison St unless `changes` say otherwise. */
export const matchDonor = (key: number, changes: Partial<MatchQuery> = {}): MatchQuery => ({
  key,
  governmentId: 1,
  firstName: 'Robert',
  lastName: 'Johnson',
  address1: '1024 SE Morrison St',
  address2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97214',
  ...changes,
});
