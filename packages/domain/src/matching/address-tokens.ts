import { GLUED_UNIT, UNIT_DESIGNATORS } from './address-words';
import { foldToPlainUpper } from './text';
import { STREET_SUFFIXES } from './usps-suffixes';

/**
 * Splits an address line into upper-case words. Punctuation is dropped except where it means
 * something: '#' becomes a word of its own (a unit designator); a hyphen or slash between two
 * digits stays ('12-34', '1/2'); a hyphen between a digit and a letter joins them ('4-B' ->
 * '4B'); apostrophes and dots join ("O'Neil" -> 'ONEIL', 'N.E.' -> 'NE'), except a dot before a
 * digit, which separates ('APT.4' -> 'APT 4'). Anything else separates words.
 */
export const addressWords = (line: string | null | undefined): string[] =>
  foldToPlainUpper(line ?? '')
    .replace(/['’‘`´]/g, '')
    .replace(/\.(?=\d)/g, ' ')
    .replace(/\./g, '')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/(?<=[A-Z])-(?=\d)|(?<=\d)-(?=[A-Z])/g, '')
    .replace(/-(?!\d)|(?<!\d)-/g, ' ')
    .replace(/\/(?!\d)|(?<!\d)\//g, ' ')
    .replace(/#/g, ' # ')
    .replace(/[^A-Z0-9#/\- ]/g, ' ')
    .split(' ')
    .filter((word) => word !== '');

/** A unit number, letter or code: '4', '4B', 'B', '12-3'. */
const isUnitIdentifier = (word: string): boolean => /\d/.test(word) || /^[A-Z]$/.test(word);

/** Units compare by number: '#04' and '4' are the same unit. */
const unitIdentifier = (word: string): string => word.replace(/^#+/, '').replace(/^0+(?=\d)/, '');

const isNumericOrdinal = (word: string): boolean => /^\d+(ST|ND|RD|TH)$/.test(word);

export interface SplitUnits {
  /** The words that are not part of a unit, in order. */
  streetWords: string[];
  /** Unit identifiers in order of appearance ('BLDG 2 APT 4' gives ['2', '4']). */
  units: string[];
}

/**
 * Takes unit designators and their identifiers out of an address line. Designators count only
 * from `firstDesignatorIndex` on, so the first words of a street ('123 Lot Rd', 'Suite St') stay
 * street words. A designator without a number (REAR, FRNT, ...) counts only as the last word
 * after a street suffix, or anywhere on the second line, because FRONT and SIDE also name
 * streets. 'APT 4', 'APT # 4', '# 4', 'APT4' and '3RD FL' all give their identifier; a designator
 * with nothing after it is dropped.
 */
export const splitUnits = (
  words: readonly string[],
  options: { firstDesignatorIndex: number; secondLine: boolean },
): SplitUnits => {
  const streetWords: string[] = [];
  const units: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? '';
    const designator = UNIT_DESIGNATORS.get(word);
    const glued = GLUED_UNIT.exec(word);
    if (index < options.firstDesignatorIndex || (!designator && !glued)) {
      streetWords.push(word);
      continue;
    }
    if (glued) {
      units.push(unitIdentifier(glued[2] ?? ''));
      continue;
    }
    if (designator && !designator.needsNumber) {
      const isLast = index === words.length - 1;
      const afterSuffix = STREET_SUFFIXES.has(words[index - 1] ?? '');
      if (options.secondLine || (isLast && afterSuffix)) units.push(designator.standard);
      else streetWords.push(word);
      continue;
    }
    let next = index + 1;
    while (words[next] === '#') next++;
    const identifier = words[next];
    if (identifier !== undefined && isUnitIdentifier(identifier)) {
      units.push(unitIdentifier(identifier));
      index = next;
      continue;
    }
    const previous = streetWords.at(-1);
    if (designator?.standard === 'FL' && previous !== undefined && isNumericOrdinal(previous)) {
      // '3RD FL': the floor number comes before the designator.
      streetWords.pop();
      units.push(previous.replace(/\D/g, ''));
      continue;
    }
    if (identifier === undefined) {
      index = next;
      continue;
    }
    streetWords.push(word);
  }
  return { streetWords, units };
};

/**
 * The unit part of a second address line: designated units, plus bare identifiers ('4B').
 * Other words there (care-of names, building names) say nothing about the unit and are dropped.
 */
export const secondLineUnits = (line: string | null | undefined): string[] => {
  const { streetWords, units } = splitUnits(addressWords(line), {
    firstDesignatorIndex: 0,
    secondLine: true,
  });
  return [...units, ...streetWords.filter(isUnitIdentifier).map(unitIdentifier)];
};
