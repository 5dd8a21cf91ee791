import { endOfBusinessDay } from '../api-tokens/schemas';

/** A feed or digest reaches back at most this many days: older activity is in the open data. */
export const ALERT_LOOKBACK_DAYS = 31;

/** The calendar date `days` after `date` (before, when negative), both `YYYY-MM-DD`. */
export const addCalendarDays = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** The moment `date` starts in the city's time zone (midnight Pacific, 07:00 or 08:00 UTC). */
export const startOfBusinessDay = (date: string): Date =>
  endOfBusinessDay(addCalendarDays(date, -1));

/**
 * The days a digest sent on `today` covers: whole days only, from the first not yet sent
 * (`firstUnsent`) to yesterday, and no further back than `ALERT_LOOKBACK_DAYS`. Null when there
 * is no whole day to send, so at most one digest a day goes out and never a part of today.
 */
export function digestDays(
  firstUnsent: string,
  today: string,
): { from: string; toExclusive: string } | null {
  const earliest = addCalendarDays(today, -ALERT_LOOKBACK_DAYS);
  const from = firstUnsent < earliest ? earliest : firstUnsent;
  return from < today ? { from, toExclusive: today } : null;
}
