import { campaigns, type DbOrTx, type RecordTotalsKind, recordTotals } from '@portal/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ListScope } from '../../access/scope';
import { preparedPerDatabase } from '../../shared/prepared';
import { type Bound, type RecordColumns, scopeCondition } from '../data/records';

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
   * The one campaign the request names, when the caller may see it (or, with `unread`, may see
   * it if the page's statement finds so, and only then may anything of it be answered): its
   * rows are the scope. `keptRows` is its trigger-kept total of the list's kind, when one was
   * asked for: its rows but for those the totals do not hold yet (another transaction's since
   * the read, or the reading transaction's own, which the totals take in at its commit).
   */
  campaign?: { id: number; governmentId?: number; keptRows?: number };
  /** The column `condition` is the equality of, and its value, when it is one. */
  equal?: { column: 'campaignId' | 'governmentId'; id: number };
  /**
   * Set where the campaign was not read first (`unreadCampaignScope`): the caller may see it if
   * it belongs to `governmentId`, which `condition` (and a page statement's scope) checks, or
   * unconditionally when that is undefined (the caller's own campaign).
   */
  unread?: { governmentId?: number };
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

/**
 * One campaign's scope without reading the campaign first, for a page whose statement can check
 * the caller's right itself: a campaign of the caller's own, or of the one government the caller
 * administers (or names), which the statement's scope asks of the campaign's row
 * (`campaignInGovernment`, evaluated once). The read cost a round trip of its own, a tenth of
 * a campaign's page. A caller who may not see the campaign gets no rows, so an empty page must be
 * answered again from the read scope (`narrowedScopeCondition`), or its total would be the
 * campaign's. Undefined where the right cannot be put so (an administrator of several
 * governments, or a government the caller does not administer).
 */
export function unreadCampaignScope(
  columns: Pick<RecordColumns, 'campaignId'>,
  scope: ListScope,
): NarrowedScope | undefined {
  const { campaignId } = scope;
  if (!campaignId) return undefined;
  const own = scope.campaignIds.includes(campaignId);
  const named = scope.governmentId ?? undefined;
  const governmentId =
    named ?? (own || scope.governmentIds.length !== 1 ? undefined : scope.governmentIds[0]);
  if (named !== undefined && !own && !scope.governmentIds.includes(named)) return undefined;
  if (governmentId === undefined && !own) return undefined;
  return {
    condition: and(
      eq(columns.campaignId, campaignId),
      governmentId === undefined ? undefined : campaignInGovernment(campaignId, governmentId),
    ) as SQL,
    campaign: { id: campaignId },
    equal: { column: 'campaignId', id: campaignId },
    unread: { governmentId },
  };
}

/** Whether the campaign belongs to the government: a one-time filter of the statement it is in. */
export const campaignInGovernment = (campaignId: Bound<number>, governmentId: Bound<number>) =>
  sql`exists (select 1 from ${campaigns} where ${campaigns.id} = ${campaignId} and ${campaigns.governmentId} = ${governmentId})`;

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
