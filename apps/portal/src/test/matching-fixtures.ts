import type { MatchComputationView } from '../records/matching/match-amount';
import type { MatchCandidate, MatchEntry } from '../records/matching/match-options';

/** A person from the known-contributors file, as `matching.get` lists them (both shapes). */
export function candidate(overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  const person = {
    id: 'v-1',
    firstName: 'Ana',
    lastName: 'Ruiz',
    address1: '1 MAIN ST',
    address2: null,
    city: 'PORTLAND',
    state: 'OR',
    zip: '97201',
    inPortland: true,
    matchStrength: 'exact' as const,
    selected: false,
    ...overrides,
  };
  return {
    ...person,
    first_name: person.firstName,
    last_name: person.lastName,
    address_1: person.address1,
    address_2: person.address2,
  };
}

/** `matching.get` for contribution 42; nothing chosen and no candidates unless given. */
export function matchEntry(overrides: Partial<MatchEntry> = {}): MatchEntry {
  return {
    contributionId: 42,
    matchId: null,
    matchStrength: 'none',
    results: { exact: [], strong: [], weak: [] },
    inPortland: true,
    ...overrides,
  };
}

/** `matching.computation` for a $25 gift from a Portland donor never matched before. */
export function matchComputation(
  overrides: Partial<MatchComputationView> = {},
): MatchComputationView {
  return {
    contributionId: 42,
    amount: 25,
    inPortland: true,
    matchStrength: 'exact',
    matched: true,
    eligible: true,
    reasons: [],
    earlier: [],
    alreadyMatched: 0,
    remainingEligible: 20,
    suggestedMatch: 20,
    publicMoney: 180,
    ...overrides,
  };
}
