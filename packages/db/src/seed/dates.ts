import type { Random } from './random';

const DAY_MS = 86_400_000;

/** The demo data ends here, as if it were seeded the week the general election closed. */
export const SEED_NOW = new Date('2024-11-05T20:00:00Z');

const toDate = (calendarDate: string) => new Date(`${calendarDate}T00:00:00Z`);
const toCalendarDate = (moment: Date) => moment.toISOString().slice(0, 10);

export const addDays = (calendarDate: string, days: number): string =>
  toCalendarDate(new Date(toDate(calendarDate).getTime() + days * DAY_MS));

/**
 * A calendar date in [from, to], more likely late than early: campaigns raise most of their money
 * as the election comes closer.
 */
export function campaignDate(random: Random, from: string, to: string): string {
  const span = (toDate(to).getTime() - toDate(from).getTime()) / DAY_MS;
  return addDays(from, Math.floor(random.next() ** 0.6 * (span + 1)));
}

/**
 * A moment during Portland office hours on a calendar date. Pacific daylight time is assumed
 * from April to October, which is close enough for demo data.
 */
export function momentOn(random: Random, calendarDate: string): Date {
  const month = Number(calendarDate.slice(5, 7));
  const offsetHours = month >= 4 && month <= 10 ? 7 : 8;
  const minutes = random.int(9 * 60, 19 * 60);
  return new Date(toDate(calendarDate).getTime() + (minutes + offsetHours * 60) * 60_000);
}

/**
 * A moment some days after another one. Near the end of the data it falls somewhere before the
 * seed's "now" instead, so recent activity does not pile up on one instant.
 */
export function later(random: Random, moment: Date, minDays: number, maxDays: number): Date {
  const step = random.between(minDays, maxDays) * DAY_MS;
  const next = moment.getTime() + step;
  if (next <= SEED_NOW.getTime()) return new Date(next);
  const room = Math.max(SEED_NOW.getTime() - moment.getTime(), 0);
  return new Date(moment.getTime() + room * random.next());
}
