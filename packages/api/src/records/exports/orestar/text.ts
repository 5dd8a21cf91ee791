import { createHash } from 'node:crypto';

/** Characters XML 1.0 cannot carry at all, even escaped (control characters, lone surrogates). */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** The same test without the global flag's position, to skip the replace for clean text. */
const HAS_NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * Text fit for an ORESTAR element: trimmed, without characters XML cannot hold, and cut to the
 * schema's maximum length (counted in characters, as XML Schema counts). Null when blank.
 */
export const fitText = (value: string | null | undefined, maxLength: number): string | null => {
  if (value === null || value === undefined) return null;
  const cleaned = (
    HAS_NOT_XML_CHARACTER.test(value) ? value.replace(NOT_XML_CHARACTER, '') : value
  ).trim();
  if (cleaned === '') return null;
  // No more UTF-16 units than the maximum means no more characters either: nothing to cut, and
  // no array of characters to build for each of an export's many values.
  if (cleaned.length <= maxLength) return cleaned;
  const characters = Array.from(cleaned);
  return characters.length > maxLength ? characters.slice(0, maxLength).join('').trim() : cleaned;
};

/** 'ab' for a two-letter state code, else null (the schema wants exactly two characters). */
export const stateCode = (value: string | null | undefined): string | null =>
  value && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : null;

/** US phone numbers as ORESTAR writes them, 503-555-1234; anything else is left out. */
export const phoneNumber = (value: string | null | undefined): string | null => {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : null;
};

/** The schema's e-mail rule: at most 60 characters and shaped like name@host.tld. */
export const emailAddress = (value: string | null | undefined): string | null => {
  const email = fitText(value, 1000);
  return email && email.length <= 60 && /^.+@.+[.]..+$/.test(email) ? email : null;
};

/** Check numbers are integers of at most 12 digits in the schema; others stay in the notes. */
export const checkNumber = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return /^\d{1,12}$/.test(trimmed) ? String(Number(trimmed)) : null;
};

/**
 * A contact id of at most 30 characters that is the same for the same donor in every export:
 * a prefix and a hash of what identifies the donor.
 */
export const contactId = (
  prefix: string,
  identity: readonly (string | null | undefined)[],
): string => {
  const key = identity
    .map((part) => (part ?? '').trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');
  return `${prefix}${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
};
