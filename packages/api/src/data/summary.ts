import { contributions, type DbOrTx, expenditures } from '@portal/db';
import type { ContributionStatus, ExpenditureStatus } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';

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

/** Contributions per status: how many, their amounts and their match amounts, in cents. */
export async function contributionTotalsByStatus(
  db: DbOrTx,
  scope: SummaryScope,
): Promise<StatusTotals<ContributionStatus>[]> {
  const rows = await db
    .select({
      status: contributions.status,
      total: count,
      amountCents: sql<string>`coalesce(sum(${contributions.amountCents}), 0)`,
      matchAmountCents: sql<string>`coalesce(sum(${contributions.matchAmountCents}), 0)`,
    })
    .from(contributions)
    .where(
      'campaignId' in scope
        ? eq(contributions.campaignId, scope.campaignId)
        : eq(contributions.governmentId, scope.governmentId),
    )
    .groupBy(contributions.status);
  return rows.map(numeric);
}

/** Expenditures per status: how many and their amounts, in cents (no match money). */
export async function expenditureTotalsByStatus(
  db: DbOrTx,
  scope: SummaryScope,
): Promise<StatusTotals<ExpenditureStatus>[]> {
  const rows = await db
    .select({
      status: expenditures.status,
      total: count,
      amountCents: sql<string>`coalesce(sum(${expenditures.amountCents}), 0)`,
      matchAmountCents: sql<string>`0`,
    })
    .from(expenditures)
    .where(
      'campaignId' in scope
        ? eq(expenditures.campaignId, scope.campaignId)
        : eq(expenditures.governmentId, scope.governmentId),
    )
    .groupBy(expenditures.status);
  return rows.map(numeric);
}

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
