import { CONTRIBUTION_SIZE_LIMITS } from '../dashboard/buckets';
import type { ContributionSize } from '../enums/lists';
import { PROGRAMME_RULES } from '../programme/rules';

/**
 * The contribution sizes that are small gifts: every bucket whose upper border is within the
 * programme's $250 per-donor limit (micro, small and medium).
 */
export const SMALL_GIFT_SIZES: readonly ContributionSize[] = CONTRIBUTION_SIZE_LIMITS.filter(
  ([, limit]) => limit <= PROGRAMME_RULES.perDonorLimitCents,
).map(([size]) => size);

export const isSmallGiftSize = (size: string): boolean =>
  (SMALL_GIFT_SIZES as readonly string[]).includes(size);

/** A part of a whole as a fraction from 0 to 1; none when the whole is nothing. */
export const shareOf = (part: number, whole: number): number | null =>
  whole > 0 ? part / whole : null;

/** The average gift in whole cents, rounded half up; none without gifts. */
export const averageGiftCents = (totalCents: number, gifts: number): number | null =>
  gifts > 0 ? Math.round(totalCents / gifts) : null;

/** Money raised in one week (weeks start on Monday), by its first day. */
export interface WeekRaised {
  week: string;
  raisedCents: number;
  matchedCents: number;
}

/**
 * Weekly sums as a running total, in date order: each week shows all money raised (and
 * matched) up to its end, so the line only ever rises while gifts only arrive.
 */
export function cumulativeByWeek(weeks: readonly WeekRaised[]): WeekRaised[] {
  let raisedCents = 0;
  let matchedCents = 0;
  return [...weeks]
    .sort((a, b) => a.week.localeCompare(b.week))
    .map((week) => {
      raisedCents += week.raisedCents;
      matchedCents += week.matchedCents;
      return { week: week.week, raisedCents, matchedCents };
    });
}
