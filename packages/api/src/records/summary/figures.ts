import {
  CONTRIBUTION_STATUSES,
  type ContributionStatus,
  centsToDollars,
  EXPENDITURE_STATUSES,
  type ExpenditureStatus,
} from '@portal/domain';
import type { StatusTotals } from '../data/summary';

/** One row of a summary list (spec section 3 "summary"), money in dollars and in cents. */
export interface SummaryRow<Status extends string> extends StatusTotals<Status> {
  amount: number;
  matchAmount: number;
}

/** Every status in the order the product lists them, zero-filled so the dashboard shows all. */
function completeRows<Status extends string>(
  statuses: readonly Status[],
  totals: readonly StatusTotals<Status>[],
): SummaryRow<Status>[] {
  return statuses.map((status) => {
    const found = totals.find((row) => row.status === status);
    const row = found ?? { status, total: 0, amountCents: 0, matchAmountCents: 0 };
    return {
      ...row,
      amount: centsToDollars(row.amountCents),
      matchAmount: centsToDollars(row.matchAmountCents),
    };
  });
}

const sumOf = <Status extends string>(
  rows: readonly StatusTotals<Status>[],
  statuses: readonly Status[],
  pick: (row: StatusTotals<Status>) => number,
) => rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + pick(row), 0);

/** Records in the trash are not part of a campaign's finances. */
const counted = <Status extends string>(statuses: readonly Status[]) =>
  statuses.filter((status) => status !== 'archived');

/**
 * The portal dashboard's 'Campaign Finances' (spec section 2), all money in integer cents:
 * - column totals: every record not in the trash;
 * - Total Matched (Processed): the match amounts of processed contributions;
 * - Total Pending: the amounts handed in and not yet decided (submitted or awaiting);
 * - Total Spent (In Compliance) / (Out of Compliance): expense amounts in those statuses.
 */
export function campaignFinances(
  contributionTotals: readonly StatusTotals<ContributionStatus>[],
  expenditureTotals: readonly StatusTotals<ExpenditureStatus>[],
) {
  const contributions = completeRows(CONTRIBUTION_STATUSES.values, contributionTotals);
  const expenditures = completeRows(EXPENDITURE_STATUSES.values, expenditureTotals);
  const contributionStatuses = counted(CONTRIBUTION_STATUSES.values);
  const expenditureStatuses = counted(EXPENDITURE_STATUSES.values);
  return {
    contributions,
    expenditures,
    figures: {
      contributionCount: sumOf(contributions, contributionStatuses, (row) => row.total),
      contributionAmountCents: sumOf(contributions, contributionStatuses, (row) => row.amountCents),
      totalMatchedCents: sumOf(contributions, ['processed'], (row) => row.matchAmountCents),
      totalPendingCents: sumOf(contributions, ['submitted', 'awaiting'], (row) => row.amountCents),
      expenditureCount: sumOf(expenditures, expenditureStatuses, (row) => row.total),
      expenditureAmountCents: sumOf(expenditures, expenditureStatuses, (row) => row.amountCents),
      totalSpentInComplianceCents: sumOf(expenditures, ['in_compliance'], (row) => row.amountCents),
      totalSpentOutOfComplianceCents: sumOf(
        expenditures,
        ['out_of_compliance'],
        (row) => row.amountCents,
      ),
    },
  };
}
