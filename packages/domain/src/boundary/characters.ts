/**
 * Which characters free text may hold. Refused: control characters (a multi-line field keeps
 * line feed and tab), line and paragraph separators, lone surrogates, and every
 * Default_Ignorable_Code_Point, which covers the bidirectional controls (U+202A-U+202E,
 * U+2066-U+2069, U+200E, U+200F, U+061C), zero-width spaces and the like: invisible characters
 * that make one text look like another or read backwards. A few default-ignorables are parts of
 * real writing and pass where they do that work (decisions: "Text boundary rule"):
 * - ZWNJ and ZWJ after a virama of the Indic, Sinhala, Myanmar and Khmer scripts, before a letter
 *   (UAX #31 A1, A2 and B, narrowed to a following letter);
 * - ZWNJ between two letters of Arabic, Syriac or N'Ko script, combining marks between them
 *   skipped (UAX #31 A1's joining condition, read as "letter of a joining script"): Persian
 *   writes it inside words;
 * - ZWJ between two emoji, variation selectors 15 and 16 after an emoji, and the tag characters
 *   of a subdivision flag after U+1F3F4.
 */

/** One line (names, addresses, codes) or several (notes, comments, reasons). */
export type TextLines = 'single' | 'multi';

const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const BLACK_FLAG = '\u{1F3F4}';
const CANCEL_TAG = '\u{E007F}';

/** Viramas (canonical combining class 9) of the scripts that join consonants through one. */
const VIRAMAS = new Set([
  '\u094D', // Devanagari
  '\u09CD', // Bengali
  '\u0A4D', // Gurmukhi
  '\u0ACD', // Gujarati
  '\u0B4D', // Oriya
  '\u0BCD', // Tamil
  '\u0C4D', // Telugu
  '\u0CCD', // Kannada
  '\u0D3B', // Malayalam vertical bar virama
  '\u0D3C', // Malayalam circular virama
  '\u0D4D', // Malayalam
  '\u0DCA', // Sinhala al-lakuna
  '\u1039', // Myanmar virama
  '\u103A', // Myanmar asat
  '\u17D2', // Khmer coeng
]);

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;
const LETTER = /\p{L}/u;
const NONSPACING_MARK = /\p{Mn}/u;
const JOINING_SCRIPT = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}]/u;
const EMOJI = /\p{Emoji}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const PRESENTATION_SELECTOR = /[\uFE0E\uFE0F]/u;
const FLAG_TAG = /[\u{E0020}-\u{E007E}]/u;

const isJoiningLetter = (char: string | undefined): boolean =>
  char !== undefined && LETTER.test(char) && JOINING_SCRIPT.test(char);

/** The nearest character before `index` (or after, with step 1) that is not a combining mark. */
const nearestBase = (chars: readonly string[], index: number, step: 1 | -1) => {
  let at = index + step;
  while (chars[at] !== undefined && NONSPACING_MARK.test(chars[at] as string)) at += step;
  return chars[at];
};

const afterVirama = (chars: readonly string[], index: number): boolean =>
  VIRAMAS.has(chars[index - 1] ?? '') && LETTER.test(chars[index + 1] ?? '');

/** The emoji a ZWJ follows, past its skin tone or presentation selector. */
const emojiBefore = (chars: readonly string[], index: number): string | undefined => {
  let at = index - 1;
  const char = chars[at];
  if (char !== undefined && (PRESENTATION_SELECTOR.test(char) || EMOJI_MODIFIER.test(char))) at--;
  return chars[at];
};

const isZwnjAllowed = (chars: readonly string[], index: number): boolean =>
  afterVirama(chars, index) ||
  (isJoiningLetter(nearestBase(chars, index, -1)) && isJoiningLetter(nearestBase(chars, index, 1)));

const isZwjAllowed = (chars: readonly string[], index: number): boolean =>
  afterVirama(chars, index) ||
  (PICTOGRAPH.test(emojiBefore(chars, index) ?? '') && PICTOGRAPH.test(chars[index + 1] ?? ''));

/** A tag character inside U+1F3F4, tags, CANCEL TAG (the flags of England, Scotland, Wales). */
const isInFlagTagSequence = (chars: readonly string[], index: number): boolean => {
  let start = index;
  while (start > 0 && FLAG_TAG.test(chars[start - 1] as string)) start--;
  if (chars[start - 1] !== BLACK_FLAG) return false;
  let end = index;
  while (FLAG_TAG.test(chars[end] ?? '')) end++;
  return chars[end] === CANCEL_TAG && end > start;
};

const isIgnorableAllowed = (chars: readonly string[], index: number): boolean => {
  const char = chars[index] as string;
  if (char === ZWNJ) return isZwnjAllowed(chars, index);
  if (char === ZWJ) return isZwjAllowed(chars, index);
  if (PRESENTATION_SELECTOR.test(char)) return EMOJI.test(chars[index - 1] ?? '');
  if (FLAG_TAG.test(char) || char === CANCEL_TAG) return isInFlagTagSequence(chars, index);
  return false;
};

const isAllowedAt = (chars: readonly string[], index: number, lines: TextLines): boolean => {
  const char = chars[index] as string;
  if (char === '\n' || char === '\t') return lines === 'multi';
  if (CONTROL.test(char) || LONE_SURROGATE.test(char)) return false;
  if (char === '\u2028' || char === '\u2029') return false;
  if (DEFAULT_IGNORABLE.test(char)) return isIgnorableAllowed(chars, index);
  return true;
};

/**
 * The code point of the first character free text may not hold (see the rule above), or null.
 * `text` is expected NFC-normalised with line breaks as line feeds (`normaliseText`).
 */
export function forbiddenCharacter(text: string, lines: TextLines): number | null {
  // Plain printable ASCII is by far the common case and holds nothing to look at.
  if (/^[\x20-\x7E]*$/.test(text)) return null;
  const chars = Array.from(text);
  for (let index = 0; index < chars.length; index++)
    if (!isAllowedAt(chars, index, lines)) return (chars[index] as string).codePointAt(0) ?? null;
  return null;
}

/** 'U+202E': how a message names a code point. */
export const codePointName = (codePoint: number): string =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
