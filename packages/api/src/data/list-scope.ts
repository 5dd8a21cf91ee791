import { campaigns, type DbOrTx } from '@portal/db';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ListScope } from '../access/scope';
import { type RecordColumns, scopeCondition } from './records';

/**
 * The scope as the one column equality a list index starts with, wherever the request names a
 * campaign or government the caller may see: `campaign_id = X` rather than
 * `(government_id in (...) or campaign_id in (...)) and campaign_id = X`, which no index on
 * (campaign_id, sort key, id) could answer from the index alone. A record's government is always
 * its campaign's, so the equality selects the same rows. Any other scope keeps the general
 * condition.
 */
export async function narrowedScopeCondition(
  db: DbOrTx,
  columns: Pick<RecordColumns, 'campaignId' | 'governmentId'>,
  scope: ListScope,
): Promise<SQL> {
  if (scope.campaignId) {
    const [campaign] = await db
      .select({ governmentId: campaigns.governmentId })
      .from(campaigns)
      .where(eq(campaigns.id, scope.campaignId))
      .limit(1);
    if (!campaign) return sql`false`;
    if (scope.governmentId && scope.governmentId !== campaign.governmentId) return sql`false`;
    const visible =
      scope.campaignIds.includes(scope.campaignId) ||
      scope.governmentIds.includes(campaign.governmentId);
    return visible ? eq(columns.campaignId, scope.campaignId) : sql`false`;
  }
  if (scope.governmentId && scope.governmentIds.includes(scope.governmentId))
    return eq(columns.governmentId, scope.governmentId);
  if (!scope.governmentId && scope.campaignIds.length === 0 && scope.governmentIds.length > 0)
    return inArray(columns.governmentId, scope.governmentIds);
  return scopeCondition(columns, scope);
}
