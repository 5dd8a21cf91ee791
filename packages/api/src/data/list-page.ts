import { campaigns, type DbOrTx } from '@portal/db';
import { eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { selectMappedRows } from './row-cursor';

/** A record table as a list page reads it. */
type ListedTable = PgTable & { id: PgColumn; campaignId: PgColumn };

/** A page's rows, and the scope's total when the page's statement carried it. */
export interface PageRows<Out> {
  rows: Out[];
  total?: number;
}

/**
 * How a list page reads its rows with their campaign's name, each made into a list row by
 * `toListRow`: either in a sort column's order (`pageRows` with the ordering) or for ids a
 * campaign walk already chose (`rowsInOrder`).
 */
export function listPageReader<ListRow>(
  table: ListedTable,
  toListRow: (row: Record<string, unknown>, campaignName: string) => ListRow,
) {
  const withCampaign = { row: table, campaignName: campaigns.name };
  const tableColumns = Object.entries(getTableColumns(table));

  /**
   * Rows with their campaign's name, made by `make`: on PostgreSQL mapped straight from the
   * driver's values (`selectMappedRows`), with `total` (a scalar subquery, evaluated once) read
   * from the first row; elsewhere through drizzle, without it. The same rows either way.
   */
  async function pageRows<Out>(
    db: DbOrTx,
    where: SQL,
    ordering: SQL[],
    make: (row: Record<string, unknown>, campaignName: string) => Out,
    total?: SQL,
  ): Promise<PageRows<Out>> {
    const selected = total ? { ...withCampaign, total } : withCampaign;
    const query = (selection: typeof withCampaign) =>
      db
        .select(selection)
        .from(table)
        .innerJoin(campaigns, eq(campaigns.id, table.campaignId))
        .where(where)
        .orderBy(...ordering);
    let totalRead: number | undefined;
    const mapped = selectMappedRows(
      db,
      () => query(selected).getSQL(),
      tableColumns,
      (row, [campaignName, totalValue]) => {
        if (totalValue !== undefined) totalRead = Number(totalValue);
        return make(row, String(campaignName));
      },
    );
    if (mapped) {
      const rows = await mapped;
      return totalRead === undefined ? { rows } : { rows, total: totalRead };
    }
    const rows = await query(withCampaign);
    return { rows: rows.map((row) => make(row.row, row.campaignName)) };
  }

  /** The records of `ids` as list rows, in the order of `ids`. */
  async function rowsInOrder(
    db: DbOrTx,
    ids: number[],
    total: SQL | undefined,
  ): Promise<PageRows<ListRow>> {
    if (ids.length === 0) return { rows: [] };
    const position = new Map(ids.map((id, index) => [id, index]));
    const placed = await pageRows(
      db,
      inArray(table.id, ids),
      [],
      (row, campaignName) => ({
        at: position.get(Number(row.id)) ?? 0,
        listRow: toListRow(row, campaignName),
      }),
      total,
    );
    const rows = placed.rows.sort((a, b) => a.at - b.at).map((row) => row.listRow);
    return placed.total === undefined ? { rows } : { rows, total: placed.total };
  }

  return {
    /** A page in the order of `ordering`, each row made a list row. */
    pageRows: (db: DbOrTx, where: SQL, ordering: SQL[], total?: SQL) =>
      pageRows(db, where, ordering, toListRow, total),
    rowsInOrder,
  };
}
