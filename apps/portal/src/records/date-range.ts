import { compareCalendarDates, LIST_FILTER_MESSAGES } from '@portal/domain';

/** From must not be after To (spec section 5); null when the range is fine. */
export const rangeProblem = (from: string | null, to: string | null): string | null =>
  from && to && compareCalendarDates(from, to) > 0 ? LIST_FILTER_MESSAGES.rangeInvalid : null;
