import type { Occupation } from '@portal/domain';
import { type Spelling, writePerson } from './donor-spellings';
import type { Voter } from './known-contributors';
import { EMPLOYERS, FIRST_NAMES, LAST_NAMES } from './names';
import {
  oregonPlace,
  outOfStatePlace,
  type Place,
  portlandPlace,
  secondLine,
  streetAddress,
} from './places';
import type { Random } from './random';

/** A person who gives to campaigns, as the campaigns write them down. */
export interface Donor {
  key: number;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  place: Place;
  email: string | null;
  phone: string | null;
  occupation: Occupation | null;
  employerName: string | null;
  /** The voter this donor is, when they are in the voter file. */
  voterId: string | null;
  /** How the campaign writes a voter down; null outside the voter file. */
  spelling: Spelling | null;
}

function contactDetails(random: Random, firstName: string, lastName: string) {
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    email: random.chance(0.6) ? `${local}@example.com` : null,
    phone: random.chance(0.4)
      ? `(503) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`
      : null,
  };
}

function work(random: Random): { occupation: Occupation | null; employerName: string | null } {
  const occupation = random.weighted<Occupation | null>([
    ['Employed', 55],
    ['Self Employed', 12],
    ['Not Employed', 18],
    ['Foreign Employment', 1],
    ['Other', 6],
    [null, 8],
  ]);
  const employed = occupation === 'Employed' || occupation === 'Foreign Employment';
  return { occupation, employerName: employed ? random.pick(EMPLOYERS) : null };
}

function voterDonor(random: Random, key: number, voter: Voter): Donor {
  const spelling = random.weighted<Spelling>([
    ['as_in_file', 55],
    ['spelled_out', 12],
    ['unit_style', 6],
    ['nickname', 8],
    ['street_typo', 7],
    ['last_name_typo', 5],
    ['unit_missing', 7],
  ]);
  const { firstName, lastName, address1 } = voter.row;
  const written = writePerson(
    random,
    { firstName, lastName, address1, address2: voter.row.address2 ?? null },
    spelling,
  );
  return {
    key,
    ...written,
    place: voter.place,
    ...contactDetails(random, firstName, lastName),
    ...work(random),
    voterId: voter.row.id,
    spelling,
  };
}

function otherDonor(random: Random, key: number, place: Place): Donor {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  return {
    key,
    firstName,
    lastName,
    address1: streetAddress(random, place),
    address2: secondLine(random),
    place,
    ...contactDetails(random, firstName, lastName),
    ...work(random),
    voterId: null,
    spelling: null,
  };
}

/**
 * The people who give: most are Portland voters, some live in Portland but are not in the voter
 * file, the rest elsewhere in Oregon or out of state.
 */
export function generateDonors(random: Random, voters: readonly Voter[]): Donor[] {
  const donors: Donor[] = [];
  const fromVoterFile = Math.floor(voters.length * 0.6);
  for (const voter of voters.slice(0, fromVoterFile)) {
    donors.push(voterDonor(random, donors.length, voter));
  }
  const others = Math.max(12, Math.floor(fromVoterFile / 3));
  for (let index = 0; index < others; index += 1) {
    const place = random.weighted<() => Place>([
      [() => portlandPlace(random), 35],
      [() => oregonPlace(random), 35],
      [() => outOfStatePlace(random), 30],
    ])();
    donors.push(otherDonor(random, donors.length, place));
  }
  return donors;
}

/** Picks donors so that a few give often and most give once or twice. */
export const pickDonor = (random: Random, donors: readonly Donor[]): Donor => {
  const index = Math.floor(random.next() ** 1.8 * donors.length);
  const donor = donors[index];
  if (!donor) throw new Error('No donors to pick from');
  return donor;
};

export const livesInPortland = (donor: Donor): boolean =>
  donor.place.city === 'Portland' && donor.place.state === 'OR';
