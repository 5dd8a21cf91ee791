import { normalisePersonName, normaliseStreetAddress } from '@portal/domain';
import type { knownContributors } from '../schema';
import { COMPOSED_LAST_NAMES, FIRST_NAMES, LAST_NAMES } from './names';
import { type Place, portlandPlace, streetAddress } from './places';
import type { Random } from './random';

export type KnownContributorRow = typeof knownContributors.$inferInsert;

/** A voter of the synthetic voter file, with the point of their address for the map. */
export interface Voter {
  row: KnownContributorRow;
  place: Place;
}

/** Synthetic voter ids start here so they look like the state's nine-digit ids. */
const FIRST_VOTER_ID = 100_000_001;

/** Voter files write units one way; campaigns write them many ways (see donor-spellings). */
const voterUnit = (random: Random): string | null =>
  random.chance(0.15) ? `APT ${random.int(1, 420)}` : null;

/**
 * A synthetic Portland voter file, normalised as the matcher compares it. The matching bench
 * builds its 500,000-row file with the same generator.
 */
export function generateVoters(random: Random, count: number): Voter[] {
  const voters: Voter[] = [];
  for (let index = 0; index < count; index += 1) {
    const place = portlandPlace(random);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(random.chance(0.35) ? LAST_NAMES : COMPOSED_LAST_NAMES);
    const address1 = streetAddress(random, place);
    const address2 = voterUnit(random);
    voters.push({
      place,
      row: {
        id: String(FIRST_VOTER_ID + index),
        firstName,
        lastName,
        address1,
        address2,
        city: place.city,
        state: place.state,
        zip: place.zip,
        zipPlusFour: String(random.int(1000, 9999)),
        county: 'Multnomah',
        normalizedFirstName: normalisePersonName(firstName),
        normalizedLastName: normalisePersonName(lastName),
        normalizedAddress: normaliseStreetAddress(address1, address2).full,
        updatedAt: new Date('2024-01-15T08:00:00Z'),
      },
    });
  }
  return voters;
}
