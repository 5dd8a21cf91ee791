import { type ContributionStatus, choiceList, type ExpenditureStatus } from './lists';
import { parseChoice } from './options';

/**
 * Contribution statuses, stored lower-case like expenditure statuses. The product also shows and
 * links the capitalised forms ('/contributions?status=Draft'); `parseContributionStatus` accepts
 * both, and `CONTRIBUTION_STATUSES.labels` gives the capitalised text.
 */
export const CONTRIBUTION_STATUSES = choiceList('contributionStatus');
/**
 * The value used in list links and the status filter, e.g. `?status=Draft`: the stored value with
 * its first letter capitalised ('Out_of_compliance').
 */
export const contributionStatusParam = (status: ContributionStatus): string =>
  status.charAt(0).toUpperCase() + status.slice(1);

export const EXPENDITURE_STATUSES = choiceList('expenditureStatus');

/** Reads a contribution status in any case or spelling the product uses ('Draft', 'Out of Compliance'). */
export const parseContributionStatus = (value: unknown): ContributionStatus | null =>
  parseChoice(CONTRIBUTION_STATUSES.values, value);

export const parseExpenditureStatus = (value: unknown): ExpenditureStatus | null =>
  parseChoice(EXPENDITURE_STATUSES.values, value);

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
    value: contributionStatusParam(status),
    label: CONTRIBUTION_STATUSES.labels[status],
  })),
];
export const EXPENDITURE_STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  ...EXPENDITURE_STATUSES.options,
];

/** Detail header text: '#{id} {status with underscores as spaces}'. */
export const recordHeader = (id: number, status: string): string =>
  `#${id} ${status.replace(/_/g, ' ')}`;

/** The contribution statuses as the spec writes them, for 'Status must be one of: ...'. */
export const CONTRIBUTION_STATUS_NAMES = Object.values(CONTRIBUTION_STATUSES.labels);
export const EXPENDITURE_STATUS_NAMES = [...EXPENDITURE_STATUSES.values];
