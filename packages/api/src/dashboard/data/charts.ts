import { CONTRIBUTION_SIZES, CONTRIBUTOR_LOCATIONS, CONTRIBUTOR_TYPES } from '@portal/domain';

export interface ChartBar {
  key: string;
  label: string;
  count: number;
  amountCents: number;
}

/** The buckets of one chart, in the order the bars are drawn, and their labels. */
interface ChartBuckets<Key extends string> {
  keys: readonly Key[];
  labels: Record<Key, string>;
}

/** The three charts of spec section 2 and the buckets of each (section 9). */
export const CHART_BUCKETS = {
  contributorType: { keys: CONTRIBUTOR_TYPES.values, labels: CONTRIBUTOR_TYPES.labels },
  contributionSize: { keys: CONTRIBUTION_SIZES.values, labels: CONTRIBUTION_SIZES.labels },
  contributorLocation: { keys: CONTRIBUTOR_LOCATIONS.values, labels: CONTRIBUTOR_LOCATIONS.labels },
} as const;

/** One bar per bucket, in order, with the bucket's totals; an empty bucket shows zero. */
export const chartBars = <Key extends string>(
  buckets: ChartBuckets<Key>,
  totalsOf: (key: Key) => { count: number; amountCents: number } | undefined,
): ChartBar[] =>
  buckets.keys.map((key) => ({
    key,
    label: buckets.labels[key],
    ...(totalsOf(key) ?? { count: 0, amountCents: 0 }),
  }));
