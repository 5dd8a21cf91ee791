import { type AnyPgColumn, index } from 'drizzle-orm/pg-core';

/** The columns every record table's list filters and sorts by. */
export interface ListedColumns {
  id: AnyPgColumn;
  governmentId: AnyPgColumn;
  campaignId: AnyPgColumn;
  status: AnyPgColumn;
  date: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  amountCents: AnyPgColumn;
}

/**
 * The list indexes of a record table: for the government's and the campaign's scope, one index
 * per sort, each ending in the id that breaks ties, so a page is one ordered range of one index
 * and the ids before a deep page are walked without reading the table. A status filter with the
 * default date sort and with the amount sort has its own (scope, status, date or amount, id). `extra` names the table's own sort
 * columns (OAE type, payment method, the generated list name).
 */
export function listIndexes(
  tableName: string,
  table: ListedColumns,
  extra: Record<string, AnyPgColumn>,
) {
  const scopes = { government: table.governmentId, campaign: table.campaignId };
  return Object.entries(scopes).flatMap(([scopeName, scope]) => {
    const name = (sort: string) => `${tableName}_${scopeName}_${sort}_idx`;
    const sorts: Record<string, AnyPgColumn[]> = {
      // contributions_government_date_idx also INCLUDEs the amount (custom migration 0026), and
      // contributions_government_amount_idx the date (0037): the amount sort under a date range
      // reads its range, and then its page's amounts, from the indexes alone.
      date: [table.date],
      created: [table.createdAt],
      updated: [table.updatedAt],
      amount: [table.amountCents],
      status: [table.status],
      status_date: [table.status, table.date],
      // The amount sort under a status filter: without it a deep page walked the amount index
      // and read every row from the table to test its status (0.4-2.5 s at page 1,000).
      status_amount: [table.status, table.amountCents],
      // A sync walk (by last change) under a status filter: without it the walk read every
      // row of the scope from the table to test its status (0.66 s for a page of archived
      // contributions at a million rows).
      status_updated: [table.status, table.updatedAt],
      ...Object.fromEntries(Object.entries(extra).map(([sort, column]) => [sort, [column]])),
      // Sorting one campaign's rows by campaign is sorting them by id.
      ...(scopeName === 'government' ? { campaign: [table.campaignId] } : { id: [] }),
    };
    return Object.entries(sorts).map(([sort, columns]) =>
      index(name(sort)).on(scope, ...columns, table.id),
    );
  });
}
