import type { StreetAddressParts } from './address';
import { editDistance } from './edit-distance';

/** One street of the voter file's street index, its missing parts null. */
export interface IndexedStreet {
  preDirectional: string | null;
  name: string;
  suffix: string | null;
  postDirectional: string | null;
}

/** Streets whose name is this long or longer may be written with one typo and still be strong. */
export const STREET_NAME_TYPO_MIN_LETTERS = 5;

/**
 * One small typo in a street name: one insertion, deletion, substitution or swap of neighbouring
 * letters, on a street whose name has at least `STREET_NAME_TYPO_MIN_LETTERS` letters ('MORISON',
 * 'MORRSION' for 'MORRISON'; 'STRK' for 'STARK'). Shorter names are too easily another street
 * ('ASH', 'ASK').
 */
export const isSmallStreetNameTypo = (written: string, indexed: string): boolean => {
  if (written === indexed) return false;
  if (indexed.replace(/ /g, '').length < STREET_NAME_TYPO_MIN_LETTERS) return false;
  return editDistance(written, indexed, 1) <= 1;
};

/** A part the donor wrote must be the street's; a part they left out fits anything. */
const fitsWhenWritten = (written: string | null, indexed: string | null): boolean =>
  written === null || written === indexed;

const fitsWrittenParts = (address: StreetAddressParts, street: IndexedStreet): boolean =>
  fitsWhenWritten(address.preDirectional, street.preDirectional) &&
  fitsWhenWritten(address.suffix, street.suffix) &&
  fitsWhenWritten(address.postDirectional, street.postDirectional);

/** The streets of the index that fit the words given: the name plus what was written of the rest. */
export const streetsFitting = (
  address: StreetAddressParts,
  streets: readonly IndexedStreet[],
): { exact: IndexedStreet[]; withTypo: IndexedStreet[] } => {
  const fitting = streets.filter((street) => fitsWrittenParts(address, street));
  return {
    exact: fitting.filter((street) => street.name === address.name),
    withTypo: fitting.filter((street) => isSmallStreetNameTypo(address.name, street.name)),
  };
};

/**
 * Street index rule: when exactly one street of the voter file in the donor's ZIP
 * code (or city) fits the words written (the street name, plus whatever directional and suffix
 * were given), the address is on that street, so a directional or suffix left out is filled in
 * from it and costs nothing. When two streets fit (SE Main St and NE Main St) nothing is filled
 * in: the omission stays ambiguous. A name that fits no street exactly may fit exactly one with
 * one small typo (`isSmallStreetNameTypo`); then the parts are filled in from that street but
 * the name is kept as written, so the typo still counts.
 */
export const completeStreetAddress = (
  address: StreetAddressParts,
  streets: readonly IndexedStreet[],
): StreetAddressParts => {
  if (address.name === '' || address.houseNumber.startsWith('PO BOX')) return address;
  const { exact, withTypo } = streetsFitting(address, streets);
  const only = exact.length > 0 ? (exact.length === 1 ? exact[0] : undefined) : withTypo[0];
  if (!only || (exact.length === 0 && withTypo.length !== 1)) return address;
  return {
    ...address,
    preDirectional: only.preDirectional,
    suffix: only.suffix,
    postDirectional: only.postDirectional,
  };
};
