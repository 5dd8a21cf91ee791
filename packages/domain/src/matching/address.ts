import { addressWords, secondLineUnits, splitUnits } from './address-tokens';
import { combineDirectionals, DIRECTIONALS, readOrdinal, STREET_NAME_WORDS } from './address-words';
import { STREET_SUFFIXES } from './usps-suffixes';

/** A street address split into its USPS parts, every part already normalised. */
export interface StreetAddressParts {
  /** '1024', '123 1/2', or 'PO BOX 55' for a post-office box; empty when there is none. */
  houseNumber: string;
  preDirectional: string | null;
  /** The street name words: 'MORRISON', '82ND', 'ST JOHNS'. */
  name: string;
  suffix: string | null;
  postDirectional: string | null;
  /** Unit identifiers joined by a space ('4', '2 4'), or null. */
  unit: string | null;
}

export interface NormalisedStreetAddress {
  /** The street and the unit: '1024 SE MORRISON ST 4'. */
  full: string;
  /** The address without its unit: '1024 SE MORRISON ST'. */
  street: string;
  unit: string | null;
}

const PO_BOX_PREFIXES: readonly (readonly string[])[] = [
  ['PO', 'BOX'],
  ['P', 'O', 'BOX'],
  ['POST', 'OFFICE', 'BOX'],
  ['POBOX'],
  ['POB'],
  ['BOX'],
];

/** 'P O Box 55', 'Post Office Box 55', 'POB 55' -> '55'; null when the words are no box. */
const poBoxNumber = (words: readonly string[]): string | null => {
  for (const prefix of PO_BOX_PREFIXES) {
    const matches = prefix.every((word, index) => words[index] === word);
    const number = words[prefix.length];
    if (matches && number !== undefined && words.length === prefix.length + 1) return number;
  }
  return null;
};

/** Spelled ordinals to numbers ('FIRST' -> '1ST', 'TWENTY FIRST' -> '21ST'). */
const withNumericOrdinals = (words: readonly string[]): string[] => {
  const result: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const ordinal = readOrdinal(words.slice(index));
    if (ordinal) {
      result.push(ordinal.ordinal);
      index += ordinal.wordCount - 1;
    } else result.push(words[index] ?? '');
  }
  return result;
};

/** A directional in one or two words at the start of `words`. */
const leadingDirectional = (words: readonly string[]) => {
  const combined = combineDirectionals(words[0] ?? '', words[1] ?? '');
  if (combined) return { directional: combined, wordCount: 2 };
  const single = DIRECTIONALS.get(words[0] ?? '');
  return single ? { directional: single, wordCount: 1 } : null;
};

/**
 * Splits the words after the house number into directionals, name and suffix. A word is taken
 * as a directional or suffix only where it cannot be the street's name itself: 'NORTH ST' and
 * 'E ST' keep NORTH and E as the name, 'PARK' alone stays the name.
 */
const splitStreetName = (words: readonly string[]) => {
  let rest = [...words];
  let preDirectional: string | null = null;
  const leading = leadingDirectional(rest);
  if (leading) {
    const remaining = rest.slice(leading.wordCount);
    const onlySuffixLeft = remaining.length === 1 && STREET_SUFFIXES.has(remaining[0] ?? '');
    if (remaining.length > 0 && !onlySuffixLeft) {
      preDirectional = leading.directional;
      rest = remaining;
    }
  }
  let postDirectional: string | null = null;
  const trailingPair =
    rest.length >= 3 ? combineDirectionals(rest.at(-2) ?? '', rest.at(-1) ?? '') : null;
  const trailing = rest.length >= 2 ? DIRECTIONALS.get(rest.at(-1) ?? '') : undefined;
  if (trailingPair) {
    postDirectional = trailingPair;
    rest = rest.slice(0, -2);
  } else if (trailing) {
    postDirectional = trailing;
    rest = rest.slice(0, -1);
  }
  let suffix: string | null = null;
  const trailingSuffix = rest.length >= 2 ? STREET_SUFFIXES.get(rest.at(-1) ?? '') : undefined;
  if (trailingSuffix) {
    suffix = trailingSuffix;
    rest = rest.slice(0, -1);
  }
  const name = rest
    .map((word, index) => {
      // 'HIGHWAY 26', 'ROUTE 30': a suffix word before a route number is abbreviated too.
      const beforeRouteNumber = index === rest.length - 2 && /^\d+$/.test(rest.at(-1) ?? '');
      const routeWord = beforeRouteNumber ? STREET_SUFFIXES.get(word) : undefined;
      return routeWord ?? STREET_NAME_WORDS.get(word) ?? word;
    })
    .join(' ');
  return { preDirectional, name, suffix, postDirectional };
};

/**
 * Address normalisation rule (USPS Publication 28): upper case, accents and punctuation removed,
 * street suffixes and directionals abbreviated ('SOUTHEAST MORRISON STREET' -> 'SE MORRISON
 * ST'), spelled ordinals written as numbers ('FIRST' -> '1ST'), unit designators ('APT', 'APT.',
 * 'UNIT', '#', 'STE', ...) taken out so only the unit identifier remains: units compare by
 * number and the designator does not matter ('Apt. 4', '#4' and 'Unit 4' are all unit '4').
 * The unit may be on either line.
 */
export const parseStreetAddress = (
  address1: string,
  address2?: string | null,
): StreetAddressParts => {
  const { streetWords, units } = splitUnits(addressWords(address1), {
    firstDesignatorIndex: 2,
    secondLine: false,
  });
  const allUnits = [...units, ...secondLineUnits(address2)];
  const unit = allUnits.length > 0 ? allUnits.join(' ') : null;
  const box = poBoxNumber(streetWords);
  if (box !== null)
    return {
      houseNumber: `PO BOX ${box}`,
      preDirectional: null,
      name: '',
      suffix: null,
      postDirectional: null,
      unit,
    };
  const first = streetWords[0] ?? '';
  const numberWordCount = /^\d/.test(first) ? (/^\d+\/\d+$/.test(streetWords[1] ?? '') ? 2 : 1) : 0;
  const houseNumber = streetWords.slice(0, numberWordCount).join(' ');
  const nameParts = splitStreetName(withNumericOrdinals(streetWords.slice(numberWordCount)));
  return { houseNumber, ...nameParts, unit };
};

/** The street line of parsed parts, without the unit. */
export const streetLine = (parts: StreetAddressParts): string =>
  [parts.houseNumber, parts.preDirectional, parts.name, parts.suffix, parts.postDirectional]
    .filter((part) => part !== null && part !== '')
    .join(' ');

/** See `parseStreetAddress` for the rule; `full` is the street and the unit, `street` without. */
export const normaliseStreetAddress = (
  address1: string,
  address2?: string | null,
): NormalisedStreetAddress => {
  const parts = parseStreetAddress(address1, address2);
  const street = streetLine(parts);
  const full = parts.unit === null ? street : `${street} ${parts.unit}`.trim();
  return { full, street, unit: parts.unit };
};
