/** Business dates are calendar dates in the city's time zone (spec section 9). */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing day written 'YYYY-MM-DD' (so '2024-02-30' is false). */
export const isCalendarDate = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/**
 * Made once and reused: building a formatter costs far more than formatting, and the rules ask
 * for today's date on every record a bulk import validates.
 */
let businessZoneFormatter: Intl.DateTimeFormat | null = null;

/** Wall-clock parts of a moment in the business time zone, zero-padded. */
export const partsInBusinessZone = (moment: Date): Parts => {
  businessZoneFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Parts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of businessZoneFormatter.formatToParts(moment)) {
    if (part.type in parts) parts[part.type as keyof Parts] = part.value;
  }
  return parts;
};

/**
 * The last date asked for, by the whole second it was asked for: a bulk import asks for today
 * once per row, and formatting costs about 5 µs, where comparing a number costs nothing. Every
 * zone's offset from UTC is a whole number of seconds, so all moments of one second share a date.
 */
let lastDate: { second: number; date: string } | null = null;

/** The calendar date of a moment in America/Los_Angeles, 'YYYY-MM-DD'. */
export const calendarDateInBusinessZone = (moment: Date): string => {
  const second = Math.floor(moment.getTime() / 1000);
  if (lastDate?.second === second) return lastDate.date;
  const { year, month, day } = partsInBusinessZone(moment);
  lastDate = { second, date: `${year}-${month}-${day}` };
  return lastDate.date;
};

/** Today in America/Los_Angeles, whatever zone the server or browser runs in. */
export const todayInBusinessZone = (now: Date = new Date()): string =>
  calendarDateInBusinessZone(now);

/** Calendar dates compare as text because the format is fixed-width. */
export const compareCalendarDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Dashboard start date when none is chosen (spec section 9). */
export const DEFAULT_DASHBOARD_START_DATE = '2023-01-01';

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * The calendar date written in the file, as 'YYYY-MM-DD'. 'YYYY-MM-DD' and 'M/D/YYYY' are read
 * as text, never through `Date`, so no time zone can move the day. Anything else passes through
 * unchanged for the domain rule to refuse.
 */
export const calendarDateText = (text: string): string => {
  const trimmed = text.trim();
  const us = US_DATE.exec(trimmed);
  if (!us) return trimmed;
  const written = `${us[3]}-${(us[1] ?? '').padStart(2, '0')}-${(us[2] ?? '').padStart(2, '0')}`;
  return isCalendarDate(written) ? written : trimmed;
};
