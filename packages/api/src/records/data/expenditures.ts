import { expenditures } from '@portal/db';
import {
  centsToDollars,
  type EXPENDITURE_SORT_FIELDS,
  type ExpenditureStatus,
} from '@portal/domain';
import { recordQueries } from './record-queries';
import {
  type RecordListFilter,
  recordMakers,
  recordSortColumns,
  type SortColumns,
} from './records';

export type ExpenditureRow = typeof expenditures.$inferSelect;
export type ExpenditureValues = Partial<typeof expenditures.$inferInsert>;
export type ExpenditureSortField = (typeof EXPENDITURE_SORT_FIELDS)[number];

/** An expenditure as the API answers it: money in dollars, with its campaign's name. */
export type ExpenditureRecord = Omit<ExpenditureRow, 'amountCents' | 'listName' | 'nameSearch'> & {
  amount: number;
  campaign: { id: number; name: string };
};

/** What a record adds to the stored row: money in dollars and the campaign. */
const addedFields = (row: ExpenditureRow, campaignName: string) => ({
  amount: centsToDollars(row.amountCents),
  campaign: { id: row.campaignId, name: campaignName },
});

// The sortable and searchable names are the list's index keys, not part of the record.
type InternalColumns = 'amountCents' | 'listName' | 'nameSearch';
const INTERNAL_COLUMNS = new Set<InternalColumns>(['amountCents', 'listName', 'nameSearch']);

const make = recordMakers<ExpenditureRow, InternalColumns, ReturnType<typeof addedFields>>(
  expenditures,
  INTERNAL_COLUMNS,
);

export const toExpenditureRecord = (row: ExpenditureRow, campaignName: string): ExpenditureRecord =>
  make.record(row, addedFields(row, campaignName));

const SORT_COLUMNS: SortColumns<ExpenditureSortField> = {
  ...recordSortColumns(expenditures),
  paymentMethod: expenditures.paymentMethod,
};

export type ExpenditureListFilter = RecordListFilter<ExpenditureStatus>;

/** An expenditure list row: the record and its campaign's name. */
export type ExpenditureListRow = ExpenditureRecord & { campaignName: string };

const toListRow = (row: ExpenditureRow, campaignName: string): ExpenditureListRow =>
  make.listRow(row, Object.assign(addedFields(row, campaignName), { campaignName }));

/** Find, insert, update at a version, list page and export batches (see `recordQueries`). */
export const {
  find: findExpenditure,
  insert: insertExpenditure,
  updateAtVersion: updateExpenditureAtVersion,
  list: listExpenditures,
  syncPage: syncExpenditures,
  selectForExport: selectExpendituresForExport,
  csvLinesQuery: expenditureCsvLinesQuery,
  selectCsvLines: selectExpenditureCsvLines,
} = recordQueries({
  table: expenditures,
  recordName: 'an expenditure',
  sortColumns: SORT_COLUMNS,
  toRecord: toExpenditureRecord,
  toListRow,
  internalColumns: ['listName', 'nameSearch'],
  addedFields,
  // No filter of their own; typing the parameter keeps the list's status filter to expenditures'.
  campaignSortFields: ['campaignName'],
  totalsKind: 'expenditure',
  extraCondition: (_filter: ExpenditureListFilter) => undefined,
});
