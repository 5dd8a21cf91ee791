import { campaigns, type DbOrTx, type RecordTotalsKind } from '@portal/db';
import { and, eq, type SQL } from 'drizzle-orm';
import type { ListScope } from '../../access/scope';
import { recordList } from '../list-engine/record-list';
import { recordSyncPage } from '../list-engine/sync-page';
import { csvLineQueries } from './csv-line-queries';
import { nameSearchCondition } from './name-search';
import { recordExports } from './record-export';
import type { RecordTable } from './record-table';
import {
  listCondition,
  orderBy,
  type RecordListFilter,
  type RecordSort,
  type SortColumns,
} from './records';

export interface RecordQueriesOptions<
  Table extends RecordTable,
  Filter extends RecordListFilter<string>,
  SortField extends string,
  ApiRecord,
  ListRow,
> {
  table: Table;
  /** 'a contribution', 'an expenditure': names the record in the error of an empty insert. */
  recordName: string;
  sortColumns: SortColumns<SortField>;
  /** The row as the API answers it; also what an export row holds, with the campaign's name. */
  toRecord: (row: Table['$inferSelect'], campaignName: string) => ApiRecord;
  toListRow: (row: Table['$inferSelect'], campaignName: string) => ListRow;
  /** Filters only one kind of record has, such as the previous donations of one donor. */
  extraCondition?: (filter: Filter) => SQL | undefined;
  /** Sorts by a column of the joined campaign: their pages walk the campaigns in that order. */
  campaignSortFields?: readonly NoInfer<SortField>[];
  /**
   * Sorts by a column the government's date index carries (`INCLUDE`): a deep page of one of them
   * under a date range is placed by counting the range per value (`idsByValueSpan`).
   */
  valueSpanSorts?: readonly NoInfer<SortField>[];
  /** The kind `record_totals` counts these records as: campaign sorts then skip whole campaigns. */
  totalsKind?: RecordTotalsKind;
  /** Columns `toRecord` leaves out (internal keys, voter-file candidates): exports skip them. */
  internalColumns?: readonly (keyof Table['$inferSelect'] & string)[];
  /**
   * The fields `toRecord` adds to the stored row (money in dollars, the campaign). With it an
   * export completes each row it read in place instead of copying it into a record: exports read
   * fields by name, and the copy of every row was a third of a 100,000-row export's time.
   */
  addedFields?: (row: Table['$inferSelect'], campaignName: string) => object;
}

/**
 * The reads and writes contributions and expenditures share: find by id, insert, update at a
 * version, one list page and the export batches. Each data file binds them to its table.
 */
export function recordQueries<
  Table extends RecordTable,
  Filter extends RecordListFilter<string>,
  SortField extends string,
  ApiRecord,
  ListRow,
>(options: RecordQueriesOptions<Table, Filter, SortField, ApiRecord, ListRow>) {
  type Row = Table['$inferSelect'];
  const { sortColumns, toRecord, toListRow } = options;
  // drizzle's builders cannot work out the row type of a generic table, so the queries run on the
  // table's erased type and `asRow` gives their rows the table's own type back. That holds because
  // every query selects or returns the whole of this one table.
  const table: RecordTable = options.table;
  // The name search is a condition of the kind's own, for the list engine: a searched list has no
  // kept total and is counted, like a donor's previous gifts.
  const extraCondition = (filter: Filter) =>
    and(options.extraCondition?.(filter), nameSearchCondition(table.nameSearch, filter.name));
  const asRow = (row: { [column: string]: unknown }) => row as Row;
  const withCampaign = { row: table, campaignName: campaigns.name };
  const list = recordList<Filter, SortField, ListRow>({
    table,
    sortColumns,
    toListRow: (row, campaignName) => toListRow(asRow(row), campaignName),
    extraCondition,
    campaignSortFields: options.campaignSortFields,
    valueSpanSorts: options.valueSpanSorts,
    totalsKind: options.totalsKind,
  });

  const syncPage = recordSyncPage<ListRow>(table, (row, campaignName) =>
    toListRow(asRow(row), campaignName),
  );

  const condition = (scope: ListScope, filter: Filter) =>
    and(listCondition(table, scope, filter), extraCondition?.(filter));

  /** Rows joined to their campaign, whose name every record carries (find and export). */
  const selectWithCampaign = (db: DbOrTx) =>
    db.select(withCampaign).from(table).innerJoin(campaigns, eq(campaigns.id, table.campaignId));

  async function find(db: DbOrTx, id: number): Promise<ApiRecord | null> {
    const [found] = await selectWithCampaign(db).where(eq(table.id, id)).limit(1);
    return found ? toRecord(asRow(found.row), found.campaignName) : null;
  }

  async function insert(db: DbOrTx, values: Table['$inferInsert']): Promise<Row> {
    const [row] = await db.insert(table).values(values).returning();
    if (!row) throw new Error(`Inserting ${options.recordName} returned no row`);
    return asRow(row);
  }

  /**
   * Writes the changes only if nobody changed the row since `version` was read, and bumps the
   * version. Null means the version was stale.
   */
  async function updateAtVersion(
    db: DbOrTx,
    id: number,
    version: number,
    values: Partial<Table['$inferInsert']>,
  ): Promise<Row | null> {
    const [row] = await db
      .update(table)
      .set({ ...values, version: version + 1, updatedAt: new Date() })
      .where(and(eq(table.id, id), eq(table.version, version)))
      .returning();
    return row ? asRow(row) : null;
  }

  const { selectForExport } = recordExports<Row, Filter, SortField, ApiRecord>({
    table,
    sortColumns,
    condition,
    asRow,
    toRecord,
    internalColumns: options.internalColumns,
    addedFields: options.addedFields,
  });

  return {
    find,
    insert,
    updateAtVersion,
    list,
    syncPage,
    selectForExport,
    ...csvLineQueries(table, condition, (sort: RecordSort<SortField>) =>
      orderBy(sortColumns, table.id, sort),
    ),
  };
}
