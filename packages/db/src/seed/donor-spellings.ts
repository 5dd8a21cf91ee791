import { firstNameVariants } from '@portal/domain';
import type { Random } from './random';

/**
 * How a campaign may write down a voter, the ways real forms differ from the voter file. The
 * matcher must see through the first group (exact), should still find the second (strong or
 * weak), and the demo and the matching bench both draw from them.
 */
export const SPELLINGS = [
  'as_in_file',
  'spelled_out',
  'unit_style',
  'nickname',
  'street_typo',
  'last_name_typo',
  'unit_missing',
] as const;
export type Spelling = (typeof SPELLINGS)[number];

/**
 * Streets written short, as people do: the suffix or the directional left out, both,
 * or a street typo on top of a left-out directional. The matching bench measures them; the demo
 * seed keeps to `SPELLINGS`.
 */
export const OMISSION_SPELLINGS = [
  'suffix_missing',
  'directional_missing',
  'suffix_and_directional_missing',
  'street_typo_and_directional_missing',
] as const;
export type OmissionSpelling = (typeof OMISSION_SPELLINGS)[number];

export interface WrittenPerson {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
}

const SPELLED_OUT: Record<string, string> = {
  N: 'North',
  S: 'South',
  E: 'East',
  W: 'West',
  NE: 'Northeast',
  NW: 'Northwest',
  SE: 'Southeast',
  SW: 'Southwest',
  St: 'Street',
  Ave: 'Avenue',
  Blvd: 'Boulevard',
  Rd: 'Road',
  Hwy: 'Highway',
  Ln: 'Lane',
  Dr: 'Drive',
};

const titleCase = (word: string) =>
  word.length === 0 ? word : `${word[0]?.toUpperCase()}${word.slice(1).toLowerCase()}`;

/** '1024 SE Morrison St' -> '1024 Southeast Morrison Street'. */
const spellOut = (address: string): string =>
  address
    .split(' ')
    .map((word) => SPELLED_OUT[word] ?? word)
    .join(' ');

/** One slip of the pen inside a word: two letters swapped, or one dropped or doubled. */
function typo(random: Random, word: string): string {
  if (word.length < 4) return word;
  const at = random.int(1, word.length - 2);
  const kind = random.int(0, 2);
  if (kind === 0) return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
  if (kind === 1) return `${word.slice(0, at)}${word.slice(at + 1)}`;
  return `${word.slice(0, at)}${word[at]}${word.slice(at)}`;
}

/** A typo in the street name (the longest word that is not the house number). */
function streetTypo(random: Random, address: string): string {
  const words = address.split(' ');
  let longest = -1;
  words.forEach((word, index) => {
    if (index > 0 && /^[A-Za-z]+$/.test(word) && word.length > (words[longest]?.length ?? 0))
      longest = index;
  });
  if (longest < 0) return address;
  words[longest] = typo(random, words[longest] ?? '');
  return words.join(' ');
}

const DIRECTIONAL_WORDS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const SUFFIX_WORDS = new Set(['St', 'Ave', 'Blvd', 'Rd', 'Hwy', 'Ln', 'Dr']);

/** '1024 SE Morrison St' without its directional, its suffix, or both. */
function withoutStreetParts(
  address: string,
  parts: { directional: boolean; suffix: boolean },
): string {
  const words = address.split(' ');
  const kept = words.filter(
    (word, index) =>
      !(parts.directional && index === 1 && DIRECTIONAL_WORDS.has(word) && words.length > 3) &&
      !(parts.suffix && index === words.length - 1 && SUFFIX_WORDS.has(word) && words.length > 2),
  );
  return kept.join(' ');
}

/** 'Apt 4' written as '#4', 'Apt. 4' or 'Unit 4'. */
function otherUnitStyle(random: Random, address2: string): string {
  const number = address2.replace(/^\D+/, '');
  return `${random.pick(['#', 'Apt. ', 'Unit ', 'APT '])}${number}`;
}

function nicknameOf(random: Random, firstName: string): string | null {
  const upper = firstName.toUpperCase();
  const others = [...firstNameVariants(firstName)].filter((name) => name !== upper);
  return others.length > 0 ? titleCase(random.pick(others)) : null;
}

/** The street parts each omission spelling leaves out of the first address line. */
const PARTS_LEFT_OUT = {
  suffix_missing: { directional: false, suffix: true },
  directional_missing: { directional: true, suffix: false },
  suffix_and_directional_missing: { directional: true, suffix: true },
} as const;

/**
 * The voter as a campaign writes them with the given spelling. A spelling that cannot apply
 * (no nickname for the name, no unit to vary) falls back to the name and address as in the file.
 */
export function writePerson(
  random: Random,
  voter: WrittenPerson,
  spelling: Spelling | OmissionSpelling,
): WrittenPerson {
  switch (spelling) {
    case 'as_in_file':
      return voter;
    case 'spelled_out':
      return { ...voter, address1: spellOut(voter.address1) };
    case 'unit_style':
      return voter.address2
        ? { ...voter, address2: otherUnitStyle(random, voter.address2) }
        : voter;
    case 'nickname': {
      const nickname = nicknameOf(random, voter.firstName);
      return nickname ? { ...voter, firstName: nickname } : voter;
    }
    case 'street_typo':
      return { ...voter, address1: streetTypo(random, voter.address1) };
    case 'last_name_typo':
      return { ...voter, lastName: typo(random, voter.lastName) };
    case 'unit_missing':
      return voter.address2 ? { ...voter, address2: null } : voter;
    case 'suffix_missing':
    case 'directional_missing':
    case 'suffix_and_directional_missing':
      return { ...voter, address1: withoutStreetParts(voter.address1, PARTS_LEFT_OUT[spelling]) };
    case 'street_typo_and_directional_missing':
      return {
        ...voter,
        address1: streetTypo(
          random,
          withoutStreetParts(voter.address1, PARTS_LEFT_OUT.directional_missing),
        ),
      };
  }
}
