/** Match strengths of a contribution against known contributors (spec sections 3 and 4). */
export const MATCH_STRENGTHS = ['none', 'weak', 'strong', 'exact'] as const;
export type MatchStrength = (typeof MATCH_STRENGTHS)[number];
export const MATCH_STRENGTH_LABELS: Record<MatchStrength, string> = {
  none: 'No Match',
  weak: 'Weak',
  strong: 'Strong',
  exact: 'Exact',
};
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
