import type { RouterOutputs } from '@portal/api';
import {
  displayedMatchStrength,
  MATCH_STRENGTH_PRIORITY,
  MATCH_STRENGTHS,
  type MatchStrength,
  orderMatchCandidates,
} from '@portal/domain';

export type MatchEntry = RouterOutputs['matching']['get'];
export type MatchCandidate = MatchEntry['results']['exact'][number];

/** The picker's value for "the donor matches nobody"; the server reads it as no match. */
export const NO_MATCH_ID = 'none';

export const PORTLAND_LABELS = { inside: 'In Portland', outside: 'Outside Portland' } as const;
export const portlandLabel = (inPortland: boolean): string =>
  inPortland ? PORTLAND_LABELS.inside : PORTLAND_LABELS.outside;

export interface MatchOption {
  /** A candidate's id, or NO_MATCH_ID. */
  id: string;
  candidate: MatchCandidate | null;
  /** The server's classification; 'none' for the No Match option. */
  matchStrength: MatchStrength;
  /** What the admin sees: an exact match outside Portland reads as no match (spec section 4). */
  shownStrength: MatchStrength;
  /** The stored choice, marked '(selected)'. */
  chosen: boolean;
}

export interface MatchPickerState {
  options: MatchOption[];
  /** The option stored on the contribution, or null while nobody has chosen. */
  chosenId: string | null;
  /** What the picker shows selected: the stored choice, or No Match when the match is none. */
  value: string | null;
  hasCandidates: boolean;
  /** An exact match is final: the server refuses to override it. */
  final: boolean;
}

const candidatesWithStrength = (results: MatchEntry['results']) =>
  MATCH_STRENGTH_PRIORITY.flatMap((strength) =>
    strength === 'none'
      ? []
      : results[strength].map((candidate) => ({ ...candidate, matchStrength: strength })),
  );

/**
 * The picker's options in the spec's order (section 4): the chosen (or best) candidate first,
 * then by strength, and 'No Match' appended when the best is not exact. A match id that is not
 * among the candidates (a donor recorded as new) or a 'none' strength reads as No Match.
 */
export function matchPickerState(entry: MatchEntry): MatchPickerState {
  const candidates = candidatesWithStrength(entry.results);
  const chosenCandidate =
    entry.matchId !== null && entry.matchStrength !== 'none'
      ? candidates.find((candidate) => candidate.id === entry.matchId)
      : undefined;
  const chosenId = chosenCandidate
    ? chosenCandidate.id
    : entry.matchId === null
      ? null
      : NO_MATCH_ID;
  const options = orderMatchCandidates(candidates, chosenId).map((option): MatchOption => {
    const candidate = 'firstName' in option ? option : null;
    return {
      id: option.id,
      candidate,
      matchStrength: option.matchStrength,
      shownStrength: candidate
        ? displayedMatchStrength(option.matchStrength, candidate.inPortland)
        : 'none',
      chosen: option.id === chosenId,
    };
  });
  return {
    options,
    chosenId,
    value: chosenId ?? (entry.matchStrength === 'none' ? NO_MATCH_ID : null),
    hasCandidates: candidates.length > 0,
    final: entry.matchStrength === 'exact' && chosenCandidate !== undefined,
  };
}

export const personName = (candidate: Pick<MatchCandidate, 'firstName' | 'lastName'>): string =>
  `${candidate.firstName} ${candidate.lastName}`.trim();

export const addressLine = (candidate: MatchCandidate): string =>
  [candidate.address1, candidate.address2, candidate.city, `${candidate.state} ${candidate.zip}`]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** The option as plain text, as the closed picker shows it. */
export function optionLabel(option: MatchOption): string {
  const chosen = option.chosen ? ' (selected)' : '';
  if (!option.candidate) return `${MATCH_STRENGTHS.labels.none}${chosen}`;
  const { candidate } = option;
  const strength = MATCH_STRENGTHS.labels[option.shownStrength];
  return `${personName(candidate)}, ${addressLine(candidate)} · ${strength} · ${portlandLabel(candidate.inPortland)}${chosen}`;
}
