import { campaigns, type DbOrTx } from '@portal/db';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListScope } from '../../access/scope';
import { type CsvCellSql, csvLineSql } from '../exports/csv/line-sql';
import { CURSOR_BATCH_SIZE, cursorBatches } from '../list-engine/row-cursor';

/**
 * The CSV export of one kind of record with its lines written by the database (`csvLineSql`):
 * the rows, scope and order of the kind's `selectForExport` (`condition`, `ordering`), one text
 * value per row, so Node neither decodes some 40 values a row nor formats them.
 */
export function csvLineQueries<Filter, Sort>(
  table: PgTable & { campaignId: PgColumn },
  condition: (scope: ListScope, filter: Filter) => SQL | undefined,
  ordering: (sort: Sort) => SQL[],
) {
  const stored: Record<string, PgColumn> = getTableColumns(table);
  /** The stored value a cell is written from: a column of the record or its campaign's name. */
  const cellValue = (cell: CsvCellSql): PgColumn => {
    if (cell.field === 'campaignName') return campaigns.name;
    // Money is stored as integer cents beside the dollars the record answers.
    const column = stored[cell.as === 'dollars' ? `${cell.field}Cents` : cell.field];
    if (!column) throw new Error(`No stored column for the CSV field ${cell.field}`);
    return column;
  };

  /** What both take: the scope, filter and sort of the export and its columns. */
  type LinesRequest = [
    db: DbOrTx,
    scope: ListScope,
    filter: Filter,
    sort: Sort,
    columns: readonly { sql: CsvCellSql }[],
  ];

  /** The lines' query: a plain query, so tests run it on PGlite too. */
  const csvLinesQuery = (...[db, scope, filter, sort, columns]: LinesRequest): SQL =>
    db
      .select({ line: csvLineSql(columns, cellValue) })
      .from(table)
      .innerJoin(campaigns, eq(campaigns.id, table.campaignId))
      .where(condition(scope, filter))
      .orderBy(...ordering(sort))
      .getSQL();

  /**
   * On PostgreSQL, the lines in batches from one cursor over `csvLinesQuery`; null on PGlite,
   * where the export writes the lines of `selectForExport`'s records in Node.
   */
  const selectCsvLines = (...request: LinesRequest): AsyncIterable<string[]> | null =>
    cursorBatches(
      request[0],
      csvLinesQuery(...request),
      (values) => values[0] as string,
      CURSOR_BATCH_SIZE,
    );

  return { csvLinesQuery, selectCsvLines };
}
