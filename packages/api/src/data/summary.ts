import { type DbOrTx, type RecordTotalsKind, recordTotals } from '@portal/db';
import type { ContributionStatus, ExpenditureStatus } from '@portal/domain';
import { and, eq, gt, sql } from 'drizzle-orm';

/** Whose records a summary counts: one campaign, or every campaign of a government. */
export type SummaryScope = { campaignId: number } | { governmentId: number };

export interface StatusTotals<Status extends string> {
  status: Status;
  /** Number of records in this status. */
  total: number;
  amountCents: number;
  matchAmountCents: number;
}

/**
 * Records of one kind per status: how many, their amounts and their match money, in cents.
 * Read from `record_totals`, which database triggers keep per campaign and status whatever path
 * writes the records: a few rows per campaign, however many records there are. Statuses with no
 * records are left out, as a `GROUP BY` over the records would.
 */
async function totalsByStatus<Status extends string>(
  db: DbOrTx,
  kind: RecordTotalsKind,
  scope: SummaryScope,
): Promise<StatusTotals<Status>[]> {
  const rows = await db
    .select({
      status: sql<Status>`${recordTotals.status}`,
      total: sql<string>`sum(${recordTotals.count})`,
      amountCents: sql<string>`sum(${recordTotals.amountCents})`,
      matchAmountCents: sql<string>`sum(${recordTotals.matchAmountCents})`,
    })
    .from(recordTotals)
    .where(
      and(
        eq(recordTotals.kind, kind),
        'campaignId' in scope
          ? eq(recordTotals.campaignId, scope.campaignId)
          : eq(recordTotals.governmentId, scope.governmentId),
        gt(recordTotals.count, 0),
      ),
    )
    .groupBy(recordTotals.status);
  return rows.map(numeric);
}

/** Contributions per status: how many, their amounts and their match amounts, in cents. */
export const contributionTotalsByStatus = (db: DbOrTx, scope: SummaryScope) =>
  totalsByStatus<ContributionStatus>(db, 'contribution', scope);

/** Expenditures per status: how many and their amounts, in cents (no match money). */
export const expenditureTotalsByStatus = (db: DbOrTx, scope: SummaryScope) =>
  totalsByStatus<ExpenditureStatus>(db, 'expenditure', scope);

// Sums of bigint columns arrive as numeric text; every figure here fits a double.
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
