import type { knownContributors } from '../schema';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { normaliseAddress, normaliseName } from './normalise';
import { type Place, portlandPlace, secondLine, streetAddress } from './places';
import type { Random } from './random';

export type KnownContributorRow = typeof knownContributors.$inferInsert;

/** A voter of the synthetic voter file, with the point of their address for the map. */
export interface Voter {
  row: KnownContributorRow;
  place: Place;
}

/** Synthetic voter ids start here so they look like the state's nine-digit ids. */
const FIRST_VOTER_ID = 100_000_001;

/**
 * A synthetic Portland voter file. Kept apart from the rest of the seed because a later issue
 * loads a much larger file.
 */
export function generateVoters(random: Random, count: number): Voter[] {
  const voters: Voter[] = [];
  for (let index = 0; index < count; index += 1) {
    const place = portlandPlace(random);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const address1 = streetAddress(random, place);
    voters.push({
      place,
      row: {
        id: String(FIRST_VOTER_ID + index),
        firstName,
        lastName,
        address1,
        address2: secondLine(random),
        city: place.city,
        state: place.state,
        zip: place.zip,
        zipPlusFour: String(random.int(1000, 9999)),
        county: 'Multnomah',
        normalizedFirstName: normaliseName(firstName),
        normalizedLastName: normaliseName(lastName),
        normalizedAddress: normaliseAddress(address1),
        updatedAt: new Date('2024-01-15T08:00:00Z'),
      },
    });
  }
  return voters;
}
