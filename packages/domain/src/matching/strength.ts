import type { MatchStrength } from '../enums/lists';
import { MATCH_STRENGTH_PRIORITY } from '../enums/matching';

/** The best strength among match results (exact, strong, weak, none). */
export const bestMatchStrength = (results: {
  exact?: readonly unknown[];
  strong?: readonly unknown[];
  weak?: readonly unknown[];
}): MatchStrength => {
  for (const strength of MATCH_STRENGTH_PRIORITY) {
    if (strength === 'none') break;
    if ((results[strength]?.length ?? 0) > 0) return strength;
  }
  return 'none';
};

/** An exact match whose address is outside Portland is shown as no match (spec section 4). */
export const displayedMatchStrength = (
  strength: MatchStrength,
  inPortland: boolean,
): MatchStrength => (strength === 'exact' && !inPortland ? 'none' : strength);

export interface MatchCandidate {
  id: string;
  matchStrength: MatchStrength;
}

/**
 * Candidates in the match picker: best strength first with the selected one (or the best match
 * when nothing is chosen) on top, and a 'none' option appended when the best is not exact.
 */
export const orderMatchCandidates = <Candidate extends MatchCandidate>(
  candidates: readonly Candidate[],
  selectedId: string | null,
): (Candidate | { id: 'none'; matchStrength: 'none' })[] => {
  const rank = (candidate: MatchCandidate) =>
    MATCH_STRENGTH_PRIORITY.indexOf(candidate.matchStrength);
  const ordered = [...candidates].sort((a, b) => rank(a) - rank(b));
  const selectedIndex = ordered.findIndex((candidate) => candidate.id === selectedId);
  if (selectedIndex > 0) ordered.unshift(...ordered.splice(selectedIndex, 1));
  const best = [...candidates].sort((a, b) => rank(a) - rank(b))[0];
  const list: (Candidate | { id: 'none'; matchStrength: 'none' })[] = ordered;
  if (best?.matchStrength !== 'exact') list.push({ id: 'none', matchStrength: 'none' });
  return list;
};
