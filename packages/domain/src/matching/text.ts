import { contributorLocation } from '../dashboard/buckets';

/**
 * Upper case without accents or compatibility forms ('José' -> 'JOSE', 'ﬁ' -> 'FI'), so names and
 * addresses typed on different keyboards compare alike.
 */
export const foldToPlainUpper = (value: string): string =>
  value.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();

/** Apostrophes and dashes of every kind, and dots: they join the letters around them. */
const JOINING_NAME_PUNCTUATION = /['’‘`´.\-‐‑‒–—]/g;

/**
 * Person-name matching rule: upper case, accents stripped, apostrophes, hyphens and dots removed
 * so the letters around them join ("O'Brien" -> 'OBRIEN', 'Smith-Jones' -> 'SMITHJONES'), any
 * other character becomes a space, spaces collapsed.
 */
export const normalisePersonName = (name: string): string =>
  foldToPlainUpper(name)
    .replace(JOINING_NAME_PUNCTUATION, '')
    .replace(/[^A-Z]+/g, ' ')
    .trim();

/** Zip matching rule: the first 5 digits, ignoring anything else ('97214-1234' -> '97214'). */
export const normaliseZip = (zip: string | null | undefined): string =>
  (zip ?? '').replace(/\D/g, '').slice(0, 5);

/**
 * In-Portland rule (spec sections 4 and 9): city Portland and state OR, case-insensitive, the
 * same rule the dashboard's location buckets use (so Portland, Maine is not in Portland).
 */
export const isPortlandAddress = (address: {
  city?: string | null;
  state?: string | null;
}): boolean => contributorLocation(address) === 'portland';
