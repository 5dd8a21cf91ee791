/** Word tables for address normalisation: directionals, unit designators, ordinals. */

/** USPS Publication 28, Appendix B: directionals to their one- or two-letter form. */
export const DIRECTIONALS: ReadonlyMap<string, string> = new Map([
  ['NORTH', 'N'],
  ['SOUTH', 'S'],
  ['EAST', 'E'],
  ['WEST', 'W'],
  ['NORTHEAST', 'NE'],
  ['NORTHWEST', 'NW'],
  ['SOUTHEAST', 'SE'],
  ['SOUTHWEST', 'SW'],
  ['N', 'N'],
  ['S', 'S'],
  ['E', 'E'],
  ['W', 'W'],
  ['NE', 'NE'],
  ['NW', 'NW'],
  ['SE', 'SE'],
  ['SW', 'SW'],
]);

/** 'NORTH EAST' and 'N E' are written as two words but are one directional. */
export const combineDirectionals = (first: string, second: string): string | null => {
  const northSouth = DIRECTIONALS.get(first);
  const eastWest = DIRECTIONALS.get(second);
  if ((northSouth === 'N' || northSouth === 'S') && (eastWest === 'E' || eastWest === 'W'))
    return `${northSouth}${eastWest}`;
  return null;
};

/**
 * USPS Publication 28, Appendix C2: secondary unit designators with the number they need. '#' is
 * the designator USPS writes when the kind of unit is unknown.
 */
export const UNIT_DESIGNATORS: ReadonlyMap<string, { standard: string; needsNumber: boolean }> =
  new Map(
    (
      [
        ['#', '#', true],
        ['APT', 'APT', true],
        ['APARTMENT', 'APT', true],
        ['APPT', 'APT', true],
        ['UNIT', 'UNIT', true],
        ['STE', 'STE', true],
        ['SUITE', 'STE', true],
        ['SPC', 'SPC', true],
        ['SPACE', 'SPC', true],
        ['RM', 'RM', true],
        ['ROOM', 'RM', true],
        ['FL', 'FL', true],
        ['FLR', 'FL', true],
        ['FLOOR', 'FL', true],
        ['BLDG', 'BLDG', true],
        ['BLD', 'BLDG', true],
        ['BUILDING', 'BLDG', true],
        ['DEPT', 'DEPT', true],
        ['DEPARTMENT', 'DEPT', true],
        ['HNGR', 'HNGR', true],
        ['HANGAR', 'HNGR', true],
        ['LOT', 'LOT', true],
        ['PIER', 'PIER', true],
        ['SLIP', 'SLIP', true],
        ['STOP', 'STOP', true],
        ['TRLR', 'TRLR', true],
        ['TRAILER', 'TRLR', true],
        ['KEY', 'KEY', true],
        ['BSMT', 'BSMT', false],
        ['BASEMENT', 'BSMT', false],
        ['FRNT', 'FRNT', false],
        ['FRONT', 'FRNT', false],
        ['LBBY', 'LBBY', false],
        ['LOBBY', 'LBBY', false],
        ['LOWR', 'LOWR', false],
        ['LOWER', 'LOWR', false],
        ['OFC', 'OFC', false],
        ['OFFICE', 'OFC', false],
        ['PH', 'PH', false],
        ['PENTHOUSE', 'PH', false],
        ['REAR', 'REAR', false],
        ['SIDE', 'SIDE', false],
        ['UPPR', 'UPPR', false],
        ['UPPER', 'UPPR', false],
      ] as const
    ).map(([spelling, standard, needsNumber]) => [spelling, { standard, needsNumber }]),
  );

/** Designators sometimes typed glued to their number: 'APT4', 'STE200', 'UNIT12B'. */
export const GLUED_UNIT = /^(APT|UNIT|STE|SPC|RM|FL|BLDG|LOT)(\d+[A-Z]?)$/;

const ORDINAL_WORDS: readonly string[] = [
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
  'NINTH',
  'TENTH',
  'ELEVENTH',
  'TWELFTH',
  'THIRTEENTH',
  'FOURTEENTH',
  'FIFTEENTH',
  'SIXTEENTH',
  'SEVENTEENTH',
  'EIGHTEENTH',
  'NINETEENTH',
];
const TENS_WORDS: readonly string[] = [
  'TWENTY',
  'THIRTY',
  'FORTY',
  'FIFTY',
  'SIXTY',
  'SEVENTY',
  'EIGHTY',
  'NINETY',
];

/** '1' -> '1ST', '12' -> '12TH', '22' -> '22ND'. */
export const ordinalOf = (value: number): string => {
  const lastTwo = value % 100;
  const last = value % 10;
  if (lastTwo >= 11 && lastTwo <= 13) return `${value}TH`;
  if (last === 1) return `${value}ST`;
  if (last === 2) return `${value}ND`;
  if (last === 3) return `${value}RD`;
  return `${value}TH`;
};

/** 'TWENTY' -> 20 ... 'NINETY' -> 90. */
const tensValue = (word: string): number | null => {
  const index = TENS_WORDS.indexOf(word);
  return index < 0 ? null : (index + 2) * 10;
};

/** 'TWENTIETH' -> 20 ... 'NINETIETH' -> 90 ('TWENTY' with 'Y' -> 'IETH'). */
const tensOrdinalValue = (word: string): number | null =>
  word.endsWith('IETH') ? tensValue(`${word.slice(0, -4)}Y`) : null;

/** 'FIRST' -> 1 ... 'NINETEENTH' -> 19, 'TWENTIETH' -> 20; null for other words. */
const simpleOrdinalValue = (word: string): number | null => {
  const index = ORDINAL_WORDS.indexOf(word);
  return index >= 0 ? index + 1 : tensOrdinalValue(word);
};

/**
 * Reads a spelled ordinal at the start of `words`: 'FIRST', 'TWENTIETH', 'TWENTY FIRST' (two words,
 * as hyphens become spaces). Numeric ordinals with the wrong ending ('22TH') are rewritten too.
 * Returns the numeric ordinal and how many words it used, or null when the words are no ordinal.
 */
export const readOrdinal = (
  words: readonly string[],
): { ordinal: string; wordCount: number } | null => {
  const [first = '', second = ''] = words;
  const numeric = /^(\d+)(ST|ND|RD|TH)$/.exec(first);
  if (numeric) return { ordinal: ordinalOf(Number(numeric[1])), wordCount: 1 };
  const tens = tensValue(first);
  const unitIndex = ORDINAL_WORDS.indexOf(second);
  if (tens !== null && unitIndex >= 0 && unitIndex < 9)
    return { ordinal: ordinalOf(tens + unitIndex + 1), wordCount: 2 };
  const simple = simpleOrdinalValue(first);
  return simple === null ? null : { ordinal: ordinalOf(simple), wordCount: 1 };
};

/** Words abbreviated inside street names, as they are on Portland's street signs and rolls. */
export const STREET_NAME_WORDS: ReadonlyMap<string, string> = new Map([
  ['SAINT', 'ST'],
  ['MOUNT', 'MT'],
  ['FORT', 'FT'],
]);
