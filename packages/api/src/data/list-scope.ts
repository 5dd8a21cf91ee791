import { campaigns, type DbOrTx, type RecordTotalsKind, recordTotals } from '@portal/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ListScope } from '../access/scope';
import { preparedPerDatabase } from './prepared';
import { type RecordColumns, scopeCondition } from './records';

/**
 * The scope as the one column equality a list index starts with, wherever the request names a
 * campaign or government the caller may see: `campaign_id = X` rather than
 * `(government_id in (...) or campaign_id in (...)) and campaign_id = X`, which no index on
 * (campaign_id, sort key, id) could answer from the index alone. A record's government is always
 * its campaign's, so the equality selects the same rows. Any other scope keeps the general
 * condition.
 */
export interface NarrowedScope {
  condition: SQL;
  /**
   * The one campaign the request names, when the caller may see it: its rows are the scope.
   * `keptRows` is its trigger-kept total of the list's kind, when one was asked for: its rows but
   * for those the totals do not hold yet (another transaction's since the read, or the reading
   * transaction's own, which the totals take in at its commit).
   */
  campaign?: { id: number; governmentId: number; keptRows?: number };
  /** The column `condition` is the equality of, and its value, when it is one. */
  equal?: { column: 'campaignId' | 'governmentId'; id: number };
}

/**
 * A campaign's government and its kept total of one kind of records, read on every page of a
 * campaign's list: built once per database handle (or transaction), since building the query cost
 * more than running it. The total rides along so that a filtered page of a small campaign can be
 * counted without asking the planner first (`countRows`' `atMost`).
 */
const campaignGovernmentOf = preparedPerDatabase((db: DbOrTx) =>
  db
    .select({
      governmentId: campaigns.governmentId,
      keptRows: sql<number | string>`(${db
        .select({ rows: sql`coalesce(sum(${recordTotals.count}), 0)` })
        .from(recordTotals)
        .where(
          and(
            eq(recordTotals.governmentId, campaigns.governmentId),
            eq(recordTotals.campaignId, campaigns.id),
            eq(recordTotals.kind, sql.placeholder('kind')),
          ),
        )})`,
    })
    .from(campaigns)
    .where(eq(campaigns.id, sql.placeholder('campaignId')))
    .limit(1)
    .prepare('campaign_government_rows'),
);

export async function narrowedScopeCondition(
  db: DbOrTx,
  columns: Pick<RecordColumns, 'campaignId' | 'governmentId'>,
  scope: ListScope,
  totalsKind?: RecordTotalsKind,
): Promise<NarrowedScope> {
  if (scope.campaignId) {
    const [campaign] = await campaignGovernmentOf(db).execute({
      campaignId: scope.campaignId,
      // No kind counts '': the campaign's total is then unknown, not nought.
      kind: totalsKind ?? '',
    });
    if (!campaign) return { condition: sql`false` };
    if (scope.governmentId && scope.governmentId !== campaign.governmentId)
      return { condition: sql`false` };
    const visible =
      scope.campaignIds.includes(scope.campaignId) ||
      scope.governmentIds.includes(campaign.governmentId);
    if (!visible) return { condition: sql`false` };
    return {
      condition: eq(columns.campaignId, scope.campaignId),
      campaign: {
        id: scope.campaignId,
        governmentId: campaign.governmentId,
        ...(totalsKind ? { keptRows: Number(campaign.keptRows) } : {}),
      },
      equal: { column: 'campaignId', id: scope.campaignId },
    };
  }
  if (scope.governmentId && scope.governmentIds.includes(scope.governmentId))
    return {
      condition: eq(columns.governmentId, scope.governmentId),
      equal: { column: 'governmentId', id: scope.governmentId },
    };
  if (!scope.governmentId && scope.campaignIds.length === 0 && scope.governmentIds.length > 0)
    return { condition: inArray(columns.governmentId, scope.governmentIds) };
  return { condition: scopeCondition(columns, scope) };
}
