import type { MatchStrength } from '../enums/lists';
import { MATCH_STRENGTH_PRIORITY } from '../enums/matching';
import {
  addressRelation,
  firstNameRelation,
  lastNameWithinTypos,
  type MatchPerson,
  matchDistance,
  type PreparedPerson,
  prepareMatchPerson,
  sameCity,
  sameLastName,
  sameLastNameAndSuffix,
  sameZip,
} from './match-signals';
import type { IndexedStreet } from './street-index';

/** The strength of a candidate found for a contribution; null when it is no candidate. */
export type CandidateStrength = Exclude<MatchStrength, 'none'>;

const classifyPrepared = (
  contribution: PreparedPerson,
  candidate: PreparedPerson,
): CandidateStrength | null => {
  const firstName = firstNameRelation(contribution, candidate);
  const address = addressRelation(contribution, candidate);
  const zip = sameZip(contribution, candidate);
  const lastName = sameLastName(contribution, candidate);
  const exactLastName = sameLastNameAndSuffix(contribution, candidate);
  if (exactLastName && firstName === 'same' && address === 'same' && zip) return 'exact';
  const firstNameAgrees =
    firstName === 'same' || firstName === 'variant' || firstName === 'initial';
  const addressAgrees = address === 'same' || address === 'same_street' || address === 'close';
  const placeAgrees = zip || sameCity(contribution, candidate);
  if (lastName && firstNameAgrees && addressAgrees && placeAgrees) return 'strong';
  const lastNameClose = lastName || lastNameWithinTypos(contribution, candidate);
  if (lastNameClose && firstName !== null && (address !== null || zip)) return 'weak';
  return null;
};

/**
 * Match classification rule (names and addresses normalised first):
 * - exact: same last name and generational suffix (JR, SR, II, ...), same first name, same
 *   street (a directional or suffix left out counts as written when the street index shows only
 *   one street that fits) and the same unit when both have one, same 5-digit zip;
 * - strong: same last name, ignoring a generational suffix; first name the same, a nickname variant or a matching initial; the
 *   same street (any unit, so 'UNIT 102' vs 'UNIT 10' is at most strong), or one typo away (also
 *   after an unambiguous omission was filled in), or
 *   the same but for a directional or suffix missing on one side; and the same zip or city;
 * - weak: last name the same or one typo away (two from 8 letters on); first name the same, a
 *   variant, an initial or one typo away; and a similar street or the same zip;
 * - null otherwise: not a candidate.
 */
export const classifyMatch = (
  contribution: MatchPerson,
  candidate: MatchPerson,
  /** The street index's streets in the contribution's ZIP code (or city), if known. */
  streets: readonly IndexedStreet[] = [],
): CandidateStrength | null =>
  classifyPrepared(prepareMatchPerson(contribution, streets), prepareMatchPerson(candidate));

export interface RankedMatchCandidate<Candidate> {
  candidate: Candidate;
  matchStrength: CandidateStrength;
  /** Name and address typos between contribution and candidate; lower is closer. */
  distance: number;
}

/**
 * The candidates that match a contribution, strongest first and, within a strength, closest
 * first (fewest typos); candidates that are no match are left out. Ties keep the given order.
 */
export const rankMatchCandidates = <Candidate extends MatchPerson>(
  contribution: MatchPerson,
  candidates: readonly Candidate[],
  streets: readonly IndexedStreet[] = [],
): RankedMatchCandidate<Candidate>[] => {
  const prepared = prepareMatchPerson(contribution, streets);
  const ranked: RankedMatchCandidate<Candidate>[] = [];
  for (const candidate of candidates) {
    const preparedCandidate = prepareMatchPerson(candidate);
    const matchStrength = classifyPrepared(prepared, preparedCandidate);
    if (matchStrength === null) continue;
    ranked.push({ candidate, matchStrength, distance: matchDistance(prepared, preparedCandidate) });
  }
  const rank = (strength: CandidateStrength) => MATCH_STRENGTH_PRIORITY.indexOf(strength);
  return ranked.sort(
    (a, b) => rank(a.matchStrength) - rank(b.matchStrength) || a.distance - b.distance,
  );
};
