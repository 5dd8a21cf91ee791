import { choiceList, type MatchStrength } from './lists';

/** Match strengths of a contribution against known contributors (spec sections 3 and 4). */
export const MATCH_STRENGTHS = choiceList('matchStrength');
/** Mantine colour names. */
export const MATCH_STRENGTH_COLORS: Record<MatchStrength, string> = {
  none: 'red',
  weak: 'orange',
  strong: 'yellow',
  exact: 'green',
};
/** Best first. */
export const MATCH_STRENGTH_PRIORITY = [
  'exact',
  'strong',
  'weak',
  'none',
] as const satisfies readonly MatchStrength[];
