import { compareCalendarDates, isCalendarDate, todayInBusinessZone } from '../dates/calendar';
import {
  BOUNDARY_MESSAGES as M,
  PLANNED_EXPENSE_MARGIN_DAYS,
  PROGRAMME_START_DATE,
  RECEIVED_DATE_MARGIN_DAYS,
} from './limits';

const addDays = (date: string, days: number): string => {
  const moment = new Date(`${date}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
};

export type MoneyDateKind = 'received' | 'spent';

/** The latest date a contribution (received) or an expense (spent, maybe planned) may carry. */
export const latestMoneyDate = (kind: MoneyDateKind, now: Date = new Date()): string =>
  addDays(
    todayInBusinessZone(now),
    kind === 'received' ? RECEIVED_DATE_MARGIN_DAYS : PLANNED_EXPENSE_MARGIN_DAYS,
  );

/**
 * The message for the date of money received or spent outside the programme's time: before its
 * start or past today plus a margin. Dates that are not calendar dates are the form's own rule.
 */
export const moneyDateProblem = (
  date: unknown,
  label: string,
  kind: MoneyDateKind,
  now: Date = new Date(),
): string | null => {
  if (!isCalendarDate(date)) return null;
  if (compareCalendarDates(date, PROGRAMME_START_DATE) < 0) return M.dateTooEarly(label);
  const latest = latestMoneyDate(kind, now);
  if (compareCalendarDates(date, latest) > 0) return M.dateTooLate(label, latest);
  return null;
};
