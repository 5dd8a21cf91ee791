/** A range of days (`YYYY-MM-DD`, both ends included; a missing end is open). */
export interface DayRange {
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * A date range cut into the calendar months it holds whole, read from the month summaries, and
 * the days at either end that fill only part of a month, read from the contributions.
 * `months`: the first days of the first whole month (`from`, null when open) and of the month
 * after the last (`until`, null when open), or null when the range holds no whole month;
 * `edges`: the ranges of days outside those months (none, one or two), or the whole range when
 * it holds no whole month.
 */
export interface MonthSplit {
  months: { from: string | null; until: string | null } | null;
  edges: DayRange[];
}

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
const textOf = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the month `monthsLater` months after the month of `date`. */
function monthStart(date: string, monthsLater: number): string {
  const day = dayOf(date);
  return textOf(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + monthsLater, 1)));
}

/** Whether `date` is a day PostgreSQL's `date` reads as written: none after 9999-12-31. */
const inCalendar = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/** The day `days` days after `date` (negative: before). */
function dayAfter(date: string, days = 1): string {
  return textOf(new Date(dayOf(date).getTime() + days * 86_400_000));
}

export function splitIntoMonths(range: DayRange): MonthSplit {
  const { startDate, endDate } = range;
  const from = startDate ? monthStart(startDate, startDate.endsWith('-01') ? 0 : 1) : null;
  // The month after the last whole one: the day after the end when that is a month's first day.
  const nextDay = endDate && dayAfter(endDate);
  const until =
    endDate && nextDay && inCalendar(nextDay)
      ? nextDay.endsWith('-01')
        ? nextDay
        : monthStart(endDate, 0)
      : null;
  if (from && !inCalendar(from)) return { months: null, edges: [{ startDate, endDate }] };
  if (from && until && from >= until) return { months: null, edges: [{ startDate, endDate }] };
  const edges: DayRange[] = [];
  if (startDate && from && startDate < from) edges.push({ startDate, endDate: dayAfter(from, -1) });
  if (endDate && until && endDate >= until) edges.push({ startDate: until, endDate });
  return { months: { from, until }, edges };
}

/**
 * The first day of the calendar year a split is, when it is exactly one whole year (no other
 * month, no edge day): its figures are then read from the year summaries (totals, donors and
 * medians per campaign, `dashboard-year-summary.ts`).
 */
export function wholeYearOf({ months, edges }: MonthSplit): string | null {
  if (!months?.from || !months.until || edges.length > 0 || !months.from.endsWith('-01-01'))
    return null;
  return monthStart(months.from, 12) === months.until ? months.from : null;
}
