import type { DbOrTx, RecordTotalsKind } from '@portal/db';
import type { ContributionStatus, ExpenditureStatus } from '@portal/domain';
import { and, gt, sql } from 'drizzle-orm';
import { totalsRowsOf } from './totals-rows';

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
 * Contributions and expenditures per status: how many, their amounts and their match money, in
 * cents (expenditures have none). One read of the totals database triggers keep per campaign
 * and status, and per government and status, whatever path writes the records: a few rows,
 * however many records there are. Statuses with no records are left out, as a `GROUP BY` over
 * them would.
 */
export async function statusTotals(db: DbOrTx, scope: SummaryScope) {
  const { totals, ofScope } = totalsRowsOf(scope);
  const rows = await db
    .select({
      kind: totals.kind,
      status: totals.status,
      total: sql<string>`sum(${totals.count})`,
      amountCents: sql<string>`sum(${totals.amountCents})`,
      matchAmountCents: sql<string>`sum(${totals.matchAmountCents})`,
    })
    .from(totals)
    .where(and(ofScope, gt(totals.count, 0)))
    .groupBy(totals.kind, totals.status);
  const ofKind = <Status extends string>(kind: RecordTotalsKind) =>
    rows.filter((row) => row.kind === kind).map((row) => numeric<Status>(row));
  return {
    contributions: ofKind<ContributionStatus>('contribution'),
    expenditures: ofKind<ExpenditureStatus>('expenditure'),
  };
}

interface TotalsRow {
  status: string;
  total: string;
  amountCents: string;
  matchAmountCents: string;
}

// Sums of bigint columns arrive as numeric text; every figure here fits a double. A row's status
// is one of its kind's (the triggers copy it from the records, whose check constraint holds it).
const numeric = <Status extends string>(row: TotalsRow): StatusTotals<Status> => ({
  status: row.status as Status,
  total: Number(row.total),
  amountCents: Number(row.amountCents),
  matchAmountCents: Number(row.matchAmountCents),
});
