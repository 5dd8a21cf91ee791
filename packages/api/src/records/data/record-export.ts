import { campaigns, type DbOrTx } from '@portal/db';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListScope } from '../../access/scope';
import { CURSOR_BATCH_SIZE, columnRowMapper, cursorBatches } from '../list-engine/row-cursor';
import {
  afterCursor,
  EXPORT_BATCH_SIZE,
  type KeysetCursor,
  orderBy,
  type RecordColumns,
  type RecordSort,
  type SortColumns,
  sortKeyText,
} from './records';

/** The campaign's name among an export query's columns; no record column is called so. */
const CAMPAIGN_NAME = '__campaignName';

/** What `recordQueries` hands its exports: its table, sorts, condition and record makers. */
export interface RecordExportContext<Row, Filter, SortField extends string, ApiRecord> {
  table: PgTable & RecordColumns;
  sortColumns: SortColumns<SortField>;
  /** The rows a list of the scope and filter selects, and only those. */
  condition: (scope: ListScope, filter: Filter) => SQL | undefined;
  /** The table's own row type for a row read from the erased table (see `recordQueries`). */
  asRow: (row: { [column: string]: unknown }) => Row;
  toRecord: (row: Row, campaignName: string) => ApiRecord;
  internalColumns?: readonly string[] | undefined;
  addedFields?: ((row: Row, campaignName: string) => object) | undefined;
}

/** The CSV and XML exports' batches of one record table (contributions or expenditures). */
export function recordExports<Row, Filter, SortField extends string, ApiRecord>(
  context: RecordExportContext<Row, Filter, SortField, ApiRecord>,
) {
  const { table, sortColumns, condition, asRow, toRecord, addedFields } = context;
  type ExportRecord = ApiRecord & { campaignName: string };

  // The row and the record are fresh objects: adding fields to them spares copying every field
  // again, which shows at 100,000 rows.
  const exportRecord = (row: Row, campaignName: string): ExportRecord => {
    const record = addedFields
      ? Object.assign(row as object, addedFields(row, campaignName))
      : (toRecord(row, campaignName) as ApiRecord & object);
    return Object.assign(record, { campaignName }) as ExportRecord;
  };

  /**
   * Every record the scope and filter select, in batches of full records (with the campaign
   * name), for CSV and XML exports. On PostgreSQL the rows come from one server-side cursor over
   * one query; on PGlite each batch resumes after the last row's sort key and id (a keyset), so
   * it is one range read however deep the export is. Either way rows written meanwhile neither
   * repeat nor push others out, and only one batch is in memory at a time.
   */
  function selectForExport(
    db: DbOrTx,
    scope: ListScope,
    filter: Filter,
    sort: RecordSort<SortField>,
    batchSize?: number,
  ): AsyncIterable<ExportRecord[]> {
    const internal = new Set<string>(context.internalColumns ?? []);
    const columns = Object.entries(getTableColumns(table)).filter(([key]) => !internal.has(key));
    const query = db
      .select({ ...Object.fromEntries(columns), [CAMPAIGN_NAME]: campaigns.name })
      .from(table)
      .innerJoin(campaigns, eq(campaigns.id, table.campaignId))
      .where(condition(scope, filter))
      .orderBy(...orderBy(sortColumns, table.id, sort))
      .getSQL();
    const toExportRecord = (row: Record<string, unknown>, [campaignName]: unknown[]) =>
      exportRecord(asRow(row), String(campaignName));
    const mapRow = columnRowMapper(columns, toExportRecord);
    return (
      cursorBatches(db, query, mapRow, batchSize ?? CURSOR_BATCH_SIZE) ??
      keysetBatches(
        db,
        Object.fromEntries(columns),
        scope,
        filter,
        sort,
        batchSize ?? EXPORT_BATCH_SIZE,
      )
    );
  }

  /** The export's batches on PGlite: one keyset range query per batch, of the exported columns. */
  async function* keysetBatches(
    db: DbOrTx,
    exported: Record<string, PgColumn>,
    scope: ListScope,
    filter: Filter,
    sort: RecordSort<SortField>,
    batchSize: number,
  ): AsyncIterable<ExportRecord[]> {
    let cursor: KeysetCursor | null = null;
    for (;;) {
      const rows = await db
        .select({
          row: exported,
          campaignName: campaigns.name,
          sortKey: sortKeyText(sortColumns, sort),
        })
        .from(table)
        .innerJoin(campaigns, eq(campaigns.id, table.campaignId))
        .where(
          and(
            condition(scope, filter),
            cursor ? afterCursor(sortColumns, table.id, sort, cursor) : undefined,
          ),
        )
        .orderBy(...orderBy(sortColumns, table.id, sort))
        .limit(batchSize);
      const last = rows.at(-1);
      if (!last) return;
      yield rows.map((row) => exportRecord(asRow(row.row), row.campaignName));
      if (rows.length < batchSize) return;
      cursor = { key: last.sortKey, id: Number(last.row.id) };
    }
  }

  return { selectForExport };
}
