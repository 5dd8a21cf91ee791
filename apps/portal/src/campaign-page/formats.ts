import { formatMoney } from '@portal/domain';

/** Money, or a dash where there is no figure (no gifts for a median or average). */
export const moneyOrDash = (cents: number | null) => (cents === null ? '-' : formatMoney(cents));

/** A share as a whole percent, or a dash where there is no whole to share. */
export const percentOrDash = (share: number | null) =>
  share === null ? '-' : `${Math.round(share * 100)}%`;

const weekDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' });

/** A week by its Monday: `Week of Jan 8, 2024`. */
export const weekLabel = (week: string) =>
  `Week of ${weekDay.format(new Date(`${week}T00:00:00Z`))}`;
