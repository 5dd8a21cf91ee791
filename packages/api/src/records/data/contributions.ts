import { contributions } from '@portal/db';
import {
  type CONTRIBUTION_SORT_FIELDS,
  type ContributionStatus,
  centsToDollars,
  contributorDisplayName,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { recordQueries } from './record-queries';
import {
  type RecordListFilter,
  recordMakers,
  recordSortColumns,
  type SortColumns,
} from './records';

export type ContributionRow = typeof contributions.$inferSelect;
export type ContributionValues = Partial<typeof contributions.$inferInsert>;
export type ContributionSortField = (typeof CONTRIBUTION_SORT_FIELDS)[number];

/** A contribution as the API answers it: money in dollars, with its campaign's name. */
/**
 * Voter-file candidates and the internal donor key are left out: they name other people, so only
 * the government admins' matching procedures read them.
 */
type InternalColumns =
  | 'amountCents'
  | 'matchAmountCents'
  | 'matchResults'
  | 'donorKey'
  | 'listName'
  | 'nameSearch';

export type ContributionRecord = Omit<ContributionRow, InternalColumns> & {
  amount: number;
  matchAmount: number | null;
  campaign: { id: number; name: string };
};

/** What a record adds to the stored row: money in dollars and the campaign. */
const addedFields = (row: ContributionRow, campaignName: string) => ({
  amount: centsToDollars(row.amountCents),
  matchAmount: row.matchAmountCents === null ? null : centsToDollars(row.matchAmountCents),
  campaign: { id: row.campaignId, name: campaignName },
});

const INTERNAL_COLUMNS = new Set<InternalColumns>([
  'amountCents',
  'matchAmountCents',
  'matchResults',
  'donorKey',
  'listName',
  'nameSearch',
]);

const make = recordMakers<ContributionRow, InternalColumns, ReturnType<typeof addedFields>>(
  contributions,
  INTERNAL_COLUMNS,
);

export const toContributionRecord = (
  row: ContributionRow,
  campaignName: string,
): ContributionRecord => make.record(row, addedFields(row, campaignName));

const SORT_COLUMNS: SortColumns<ContributionSortField> = {
  ...recordSortColumns(contributions),
  oaeType: contributions.oaeType,
};

export type ContributionListFilter = RecordListFilter<ContributionStatus> & {
  /** Previous donations: every contribution matched to this donor (spec section 7). */
  matchId?: string | null | undefined;
};

/** A contribution list row: the record, its campaign's name and the display name. */
export type ContributionListRow = ContributionRecord & { campaignName: string };

const toListRow = (row: ContributionRow, campaignName: string): ContributionListRow => {
  const listRow = make.listRow(
    row,
    Object.assign(addedFields(row, campaignName), { campaignName }),
  );
  listRow.name = contributorDisplayName(row);
  return listRow;
};

/**
 * Find, insert, update at a version, list page and export batches (see `recordQueries`).
 * Export rows keep the stored `name`; only list rows show the display name.
 */
export const {
  find: findContribution,
  insert: insertContribution,
  updateAtVersion: updateContributionAtVersion,
  list: listContributions,
  syncPage: syncContributions,
  selectForExport: selectContributionsForExport,
  csvLinesQuery: contributionCsvLinesQuery,
  selectCsvLines: selectContributionCsvLines,
} = recordQueries({
  table: contributions,
  recordName: 'a contribution',
  sortColumns: SORT_COLUMNS,
  toRecord: toContributionRecord,
  toListRow,
  campaignSortFields: ['campaignName'],
  // contributions_government_date_idx INCLUDEs the amount (migration 0026).
  valueSpanSorts: ['amount'],
  totalsKind: 'contribution',
  // The cents stay in the export's query: the dollars are computed from them.
  internalColumns: ['matchResults', 'donorKey', 'listName', 'nameSearch'],
  addedFields,
  extraCondition: (filter: ContributionListFilter) =>
    filter.matchId ? eq(contributions.matchId, filter.matchId) : undefined,
});
