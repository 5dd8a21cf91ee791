import { contributions, type DbOrTx, expenditures } from '@portal/db';
import type { ContributionStatus, ExpenditureStatus } from '@portal/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Whose records a summary counts: one campaign, or every campaign of a government. */
export type SummaryScope = { campaignId: number } | { governmentId: number };

export interface StatusTotals<Status extends string> {
  status: Status;
  /** Number of records in this status. */
  total: number;
  amountCents: number;
  matchAmountCents: number;
}

const count = sql<string>`count(*)`;

/** The columns a summary reads of a kind's table. */
interface SummedTable extends PgTable {
  status: AnyPgColumn;
  amountCents: AnyPgColumn;
  campaignId: AnyPgColumn;
  governmentId: AnyPgColumn;
}

/** Records of one kind per status: how many, their amounts and their match money, in cents. */
async function totalsByStatus<Status extends string>(
  db: DbOrTx,
  table: SummedTable,
  matchAmountCents: SQL<string>,
  scope: SummaryScope,
): Promise<StatusTotals<Status>[]> {
  const rows = await db
    .select({
      status: sql<Status>`${table.status}`,
      total: count,
      amountCents: sql<string>`coalesce(sum(${table.amountCents}), 0)`,
      matchAmountCents,
    })
    .from(table)
    .where(
      'campaignId' in scope
        ? eq(table.campaignId, scope.campaignId)
        : eq(table.governmentId, scope.governmentId),
    )
    .groupBy(table.status);
  return rows.map(numeric);
}

/** Contributions per status: how many, their amounts and their match amounts, in cents. */
export const contributionTotalsByStatus = (db: DbOrTx, scope: SummaryScope) =>
  totalsByStatus<ContributionStatus>(
    db,
    contributions,
    sql<string>`coalesce(sum(${contributions.matchAmountCents}), 0)`,
    scope,
  );

/** Expenditures per status: how many and their amounts, in cents (no match money). */
export const expenditureTotalsByStatus = (db: DbOrTx, scope: SummaryScope) =>
  totalsByStatus<ExpenditureStatus>(db, expenditures, sql<string>`0`, scope);

// Counts and sums of integer columns arrive as bigint text; every figure here fits a double.
const numeric = <Status extends string>(row: {
  status: Status;
  total: string;
  amountCents: string;
  matchAmountCents: string;
}): StatusTotals<Status> => ({
  status: row.status,
  total: Number(row.total),
  amountCents: Number(row.amountCents),
  matchAmountCents: Number(row.matchAmountCents),
});
