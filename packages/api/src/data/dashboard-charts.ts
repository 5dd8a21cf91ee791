import {
  CONTRIBUTION_SIZE_LABELS,
  CONTRIBUTION_SIZES,
  CONTRIBUTOR_LOCATION_LABELS,
  CONTRIBUTOR_LOCATIONS,
  CONTRIBUTOR_TYPE_LABELS,
  CONTRIBUTOR_TYPES,
} from '@portal/domain';

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
  contributorType: { keys: CONTRIBUTOR_TYPES, labels: CONTRIBUTOR_TYPE_LABELS },
  contributionSize: { keys: CONTRIBUTION_SIZES, labels: CONTRIBUTION_SIZE_LABELS },
  contributorLocation: { keys: CONTRIBUTOR_LOCATIONS, labels: CONTRIBUTOR_LOCATION_LABELS },
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
