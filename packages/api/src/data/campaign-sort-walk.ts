import { campaigns, type DbOrTx, rowsOf } from '@portal/db';
import type { SortDirection } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * One list page's record ids sorted by a key of their campaign (its name), then by id.
 *
 * No index on the records can order them by another table's column, and joining every record of
 * the scope to its campaign to sort them read and sorted the whole scope (0.6 s at a million
 * rows, whatever the page). Instead the campaigns (a few hundred rows) are sorted by the key and
 * each one's records in the scope are read from the (scope, campaign, id) list index in turn
 * (LATERAL), so PostgreSQL sorts only within one key at a time (an incremental sort) and stops
 * once the page is full: page 1,000 reads 50,050 index entries, page 0 a few. The outer ORDER BY
 * alone decides the order, so campaigns that share a key (in different governments) are still
 * merged by id, exactly as the join ordered them.
 */
export async function idsByCampaignKey(
  db: DbOrTx,
  records: PgTable & { id: PgColumn; campaignId: PgColumn },
  where: SQL | undefined,
  campaignKey: SQL | PgColumn,
  direction: SortDirection,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const order = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
  const result = await db.execute(sql`
    select walked_records.id
    from (
      select ${campaigns.id} as campaign_id, ${campaignKey} as campaign_key
      from ${campaigns} order by campaign_key ${order}
    ) as walked_campaigns
    cross join lateral (
      select ${records.id} as id from ${records}
      where ${records.campaignId} = walked_campaigns.campaign_id and ${where ?? sql`true`}
    ) as walked_records
    order by walked_campaigns.campaign_key ${order}, walked_records.id ${order}
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
}
