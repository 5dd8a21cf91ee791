import { parseChoice, toOptions } from './options';

/**
 * Contribution statuses, stored lower-case like expenditure statuses. The product also shows and
 * links the capitalised forms ('/contributions?status=Draft'); `parseContributionStatus` accepts
 * both, and `CONTRIBUTION_STATUS_LABELS` gives the capitalised text.
 */
export const CONTRIBUTION_STATUSES = [
  'archived',
  'draft',
  'submitted',
  'processed',
  'awaiting',
  'out_of_compliance',
] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
export const CONTRIBUTION_STATUS_LABELS: Record<ContributionStatus, string> = {
  archived: 'Archived',
  draft: 'Draft',
  submitted: 'Submitted',
  processed: 'Processed',
  awaiting: 'Awaiting',
  out_of_compliance: 'Out of Compliance',
};
/** The value used in list links and the status filter, e.g. `?status=Draft`. */
export const CONTRIBUTION_STATUS_PARAMS: Record<ContributionStatus, string> = {
  archived: 'Archived',
  draft: 'Draft',
  submitted: 'Submitted',
  processed: 'Processed',
  awaiting: 'Awaiting',
  out_of_compliance: 'Out_of_compliance',
};

export const EXPENDITURE_STATUSES = [
  'archived',
  'draft',
  'submitted',
  'out_of_compliance',
  'in_compliance',
] as const;
export type ExpenditureStatus = (typeof EXPENDITURE_STATUSES)[number];
export const EXPENDITURE_STATUS_LABELS: Record<ExpenditureStatus, string> = {
  archived: 'Archived',
  draft: 'Draft',
  submitted: 'Submitted',
  out_of_compliance: 'Out of Compliance',
  in_compliance: 'In Compliance',
};

/** Reads a contribution status in any case or spelling the product uses ('Draft', 'Out of Compliance'). */
export const parseContributionStatus = (value: unknown): ContributionStatus | null =>
  parseChoice(CONTRIBUTION_STATUSES, value);

export const parseExpenditureStatus = (value: unknown): ExpenditureStatus | null =>
  parseChoice(EXPENDITURE_STATUSES, value);

/** The status filter of each list: 'all' first, then the statuses the spec lists for the filter. */
export const CONTRIBUTION_FILTER_STATUSES = [
  'archived',
  'draft',
  'submitted',
  'processed',
  'awaiting',
] as const satisfies readonly ContributionStatus[];
export const CONTRIBUTION_STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  ...CONTRIBUTION_FILTER_STATUSES.map((status) => ({
    value: CONTRIBUTION_STATUS_PARAMS[status],
    label: CONTRIBUTION_STATUS_LABELS[status],
  })),
];
export const EXPENDITURE_STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  ...toOptions(EXPENDITURE_STATUSES, EXPENDITURE_STATUS_LABELS),
];

/** Detail header text: '#{id} {status with underscores as spaces}'. */
export const recordHeader = (id: number, status: string): string =>
  `#${id} ${status.replace(/_/g, ' ')}`;

/** The contribution statuses as the spec writes them, for 'Status must be one of: ...'. */
export const CONTRIBUTION_STATUS_NAMES = CONTRIBUTION_STATUSES.map(
  (status) => CONTRIBUTION_STATUS_LABELS[status],
);
export const EXPENDITURE_STATUS_NAMES = [...EXPENDITURE_STATUSES];
