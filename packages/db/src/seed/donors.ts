import type { MatchStrength, Occupation } from '@portal/domain';
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
  /** How well the campaign's spelling matches the voter file: none outside it. */
  matchStrength: MatchStrength;
}

const NICKNAMES: Record<string, string> = {
  Samuel: 'Sam',
  Daniel: 'Dan',
  Robert: 'Bob',
  Benjamin: 'Ben',
  Elena: 'Ellie',
  Victor: 'Vic',
  Peter: 'Pete',
  Isabel: 'Izzy',
};

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

/** Drops the street type, the kind of difference that still makes a strong match. */
const withoutStreetType = (address: string) => address.replace(/ (St|Ave|Blvd|Rd|Hwy)$/, '');

function voterDonor(random: Random, key: number, voter: Voter): Donor {
  const matchStrength = random.weighted<MatchStrength>([
    ['exact', 80],
    ['strong', 15],
    ['weak', 5],
  ]);
  const { firstName, lastName } = voter.row;
  return {
    key,
    firstName:
      matchStrength === 'weak' ? (NICKNAMES[firstName] ?? firstName[0] ?? firstName) : firstName,
    lastName,
    address1:
      matchStrength === 'strong' ? withoutStreetType(voter.row.address1) : voter.row.address1,
    address2: voter.row.address2 ?? null,
    place: voter.place,
    ...contactDetails(random, firstName, lastName),
    ...work(random),
    voterId: voter.row.id,
    matchStrength,
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
    matchStrength: 'none',
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
