import type { Office } from '../enums/places';
import { type QualifyingProgress, qualifyingProgress } from '../programme/match-money';

/** What a campaign's qualifying contributions add up to (each donor counted once). */
export interface QualifyingTally {
  /** Distinct Portland donors with a qualifying contribution. */
  donors: number;
  /** Dollars of those contributions, in cents. */
  cents: number;
  /**
   * The day the threshold-th donor (in the order donors first gave) first gave a qualifying
   * contribution; null when there are fewer donors.
   */
  thresholdDonorFirstGaveOn: string | null;
}

export interface Qualification extends QualifyingProgress {
  qualifyingCents: number;
  /** The day the campaign reached its threshold; null while it has not. */
  qualifiedOn: string | null;
}

/**
 * The programme's qualification rule: a campaign qualifies once as many Portland donors as its
 * office's threshold in the election's settings have each given a qualifying contribution. It
 * qualified on the day its threshold-th donor first gave.
 */
export function qualification(input: {
  office: Office;
  threshold: number;
  tally: QualifyingTally;
}): Qualification {
  const progress = qualifyingProgress({
    office: input.office,
    qualifyingDonors: input.tally.donors,
    threshold: input.threshold,
  });
  const qualifiedOn = progress.qualified ? input.tally.thresholdDonorFirstGaveOn : null;
  return { ...progress, qualifyingCents: input.tally.cents, qualifiedOn };
}
