import { recordGovernmentTotals, recordTotals } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { Bound } from './records';

/**
 * The trigger-kept totals rows of one campaign (its rows of `record_totals`) or of one government
 * (its own rows of `record_government_totals`: one per kind and status, where its campaigns' rows
 * grow with the campaigns), and the condition that picks them.
 */
export function totalsRowsOf(
  scope: { campaignId: Bound<number> } | { governmentId: Bound<number> },
) {
  return 'campaignId' in scope
    ? { totals: recordTotals, ofScope: eq(recordTotals.campaignId, scope.campaignId) }
    : {
        totals: recordGovernmentTotals,
        ofScope: eq(recordGovernmentTotals.governmentId, scope.governmentId),
      };
}
