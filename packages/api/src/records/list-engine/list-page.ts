import { campaigns, type DbOrTx, withReusedPlans } from '@portal/db';
import { eq, fillPlaceholders, getTableColumns, type Query, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { CountedScope } from './campaign-sort-walk';
import {
  keptTotalColumn,
  keptTotalShape,
  keptTotalValues,
  type PageStatement,
} from './list-page-statement';
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

  // Statement texts by shape (`PageStatement`): a few dozen sorts and filters, built once each.
  const dialect = new PgDialect();
  const texts = new Map<string, Query>();
  const selectPage = (db: DbOrTx, built: ReturnType<PageStatement['build']>) =>
    db
      .select(built.total ? { ...withCampaign, total: built.total } : withCampaign)
      .from(table)
      .innerJoin(campaigns, eq(campaigns.id, table.campaignId))
      .where(built.where)
      .orderBy(...built.ordering);

  /** The statement's text (built, or its shape's) and its parameters. */
  function queryOf(db: DbOrTx, statement: PageStatement): Query & { repeated: boolean } {
    const { shape } = statement;
    let query = shape === undefined ? undefined : texts.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(selectPage(db, statement.build()).getSQL());
      if (shape !== undefined) texts.set(shape, query);
    }
    const params = fillPlaceholders(query.params, statement.values);
    return { sql: query.sql, params, repeated: shape !== undefined };
  }

  /**
   * Rows with their campaign's name, made by `make`: on PostgreSQL mapped straight from the
   * driver's values (`selectMappedRows`), with `total` (a scalar subquery, evaluated once) read
   * from the first row; elsewhere through drizzle, without it. The same rows either way.
   */
  async function pageRows<Out>(
    handle: DbOrTx,
    statement: PageStatement,
    make: (row: Record<string, unknown>, campaignName: string) => Out,
  ): Promise<PageRows<Out>> {
    const db = statement.reusablePlan ? withReusedPlans(handle) : handle;
    let totalRead: number | undefined;
    const mapped = selectMappedRows(
      db,
      () => queryOf(db, statement),
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
    const { where, ordering } = statement.build();
    const select = selectPage(db, { where, ordering });
    // Placeholders only in a shape's statement, whose text is one of a bounded set (drizzle keeps
    // a named statement prepared on a postgres.js connection); any other runs as it was built.
    const rows = await (statement.shape === undefined
      ? select
      : select.prepare('list_page').execute(statement.values));
    return { rows: rows.map((row) => make(row.row, row.campaignName)) };
  }

  /**
   * The records of `ids` as list rows, in the order of `ids`, with the kept total of `counted`
   * when given. One statement per kind of total, whatever the ids (an array parameter), kept
   * prepared with one plan: parsing and planning it took as long as running it.
   */
  async function rowsInOrder(
    db: DbOrTx,
    ids: number[],
    counted: CountedScope | undefined,
  ): Promise<PageRows<ListRow>> {
    if (ids.length === 0) return { rows: [] };
    const position = new Map(ids.map((id, index) => [id, index]));
    const values = Object.fromEntries(
      Object.entries({ ids, ...keptTotalValues(counted) }).filter(([, value]) => value != null),
    );
    const statement: PageStatement = {
      shape: `ids:${counted ? keptTotalShape(counted) : ''}`,
      reusablePlan: true,
      values,
      build: () => ({
        where: sql`${table.id} = any(${sql.placeholder('ids')})`,
        ordering: [],
        total: counted && keptTotalColumn(db, counted, (name) => sql.placeholder(name)),
      }),
    };
    const placed = await pageRows(db, statement, (row, campaignName) => ({
      at: position.get(Number(row.id)) ?? 0,
      listRow: toListRow(row, campaignName),
    }));
    const rows = placed.rows.sort((a, b) => a.at - b.at).map((row) => row.listRow);
    return placed.total === undefined ? { rows } : { rows, total: placed.total };
  }

  return {
    /** A page in the order of `ordering`, each row made a list row. */
    pageRows: (db: DbOrTx, statement: PageStatement) => pageRows(db, statement, toListRow),
    rowsInOrder,
  };
}
