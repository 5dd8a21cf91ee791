import { formatMoney } from '@portal/domain';
import type { DashboardCharts } from './types';

export type Bars = DashboardCharts['contributorType'];
type Bar = Bars[number];

/** What a bar measures: the number of contributions, or their dollars. */
export const barValue = (count: boolean) => (bar: Bar) =>
  count ? bar.count : bar.amountCents / 100;

/** A bar's exact value as text, as the chart's table shows it. */
export const shownValue = (count: boolean) => (bar: Bar) =>
  count ? String(bar.count) : formatMoney(bar.amountCents);

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A bar's value short enough to sit at its end: `1.2K`, `$90K`. */
export const compactValue = (count: boolean) => (bar: Bar) =>
  count ? compact.format(bar.count) : `$${compact.format(bar.amountCents / 100)}`;

/** Whether any bucket holds something to draw; all-empty buckets make a chart of nothing. */
export const hasFigures = (bars: Bars, count: boolean) =>
  bars.some((bar) => barValue(count)(bar) > 0);

/** Each bar's share of the largest, 0 to 1, for bar lengths. */
export const shareOfLargest = (bars: Bars, count: boolean) => {
  const largest = Math.max(0, ...bars.map(barValue(count)));
  return (bar: Bar) => (largest > 0 ? barValue(count)(bar) / largest : 0);
};

/** Each bar's share of the whole as a whole percentage, for a pie's legend. */
export const percentOfTotal = (bars: Bars, count: boolean) => {
  const total = bars.reduce((sum, bar) => sum + barValue(count)(bar), 0);
  return (bar: Bar) => (total > 0 ? `${Math.round((barValue(count)(bar) / total) * 100)}%` : '0%');
};
