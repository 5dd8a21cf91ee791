import { campaigns, type DbOrTx, type RecordTotalsKind, recordTotals, rowsOf } from '@portal/db';
import type { SortDirection } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { selectRepeatedValues } from './row-cursor';

/**
 * One list page's record ids sorted by a key of their campaign (its name), then by id.
 *
 * No index on the records can order them by another table's column, and joining every record of
 * the scope to its campaign to sort them read and sorted the whole scope (0.6 s at a million
 * rows, whatever the page). Instead the campaigns (a few hundred rows) are sorted by the key and
 * each one's records are read in turn (LATERAL), each campaign's already in id order and at most
 * as many as the page's end: PostgreSQL reads them from whichever list index suits the filter
 * (in id order from (campaign, id), or a date range from (campaign, date, id) and sorted, a few
 * hundred rows), sorts only within one key at a time (an incremental sort) and stops once the
 * page is full. The outer ORDER BY alone decides the order, so campaigns that share a key (in
 * different governments) are still merged by id, exactly as the join ordered them.
 *
 * That plain walk serves a scope of several governments. With `scope.governmentId` the scope is
 * that one government: only its campaigns are walked, by counting (`idsByCountingCampaigns`), and
 * `where` need not say it; a record's government is its campaign's (as `narrowedScopeCondition`
 * already assumes, and migration 0036 holds). Without the government's column in the condition
 * each campaign's rows in a date range are counted from the (campaign, date, id) index alone.
 */
export async function idsByCampaignKey(
  db: DbOrTx,
  records: PgTable & { id: PgColumn; campaignId: PgColumn },
  scope: { governmentId?: number | undefined; where: SQL | undefined },
  campaignKey: SQL | PgColumn,
  direction: SortDirection,
  page: { limit: number; offset: number },
): Promise<number[]> {
  if (scope.governmentId !== undefined)
    return idsByCountingCampaigns(
      db,
      records,
      { governmentId: scope.governmentId, where: scope.where },
      campaignKey,
      direction,
      page,
    );
  const order = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
  const result = await db.execute(sql`
    select walked_records.id
    from (
      select ${campaigns.id} as campaign_id, ${campaignKey} as campaign_key
      from ${campaigns} order by campaign_key ${order}
    ) as walked_campaigns
    cross join lateral (
      select ${records.id} as id from ${records}
      where ${records.campaignId} = walked_campaigns.campaign_id and ${scope.where ?? sql`true`}
      order by ${records.id} ${order}
      limit ${page.offset + page.limit}
    ) as walked_records
    order by walked_campaigns.campaign_key ${order}, walked_records.id ${order}
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
}

/**
 * The page, as the rows `[start, end)` of the walk, within one campaign of a walk whose row
 * carries `rows_in_scope` (its rows) and `rows_through` (its rows and every campaign's before
 * it): whether the campaign holds any of the page, from which of its rows, and how many.
 */
function pageShare(page: { limit: number; offset: number }) {
  const start = sql`${page.offset}::bigint`;
  const end = sql`${page.offset + page.limit}::bigint`;
  const before = sql`(rows_through - rows_in_scope)`;
  return {
    start,
    end,
    overlaps: sql`${before} < ${end} and rows_through > ${start}`,
    offset: sql`greatest(${start} - ${before}, 0)::bigint`,
    limit: sql`(least(rows_through, ${end}) - greatest(${start}, ${before}))::bigint`,
  };
}

/**
 * The walk of one government's campaigns, counting: the campaigns in key order (no two of one
 * government share a key, so the key and then the campaign order them as the join would), each
 * one's rows counted in turn (a recursive step, the count capped at what the page still needs),
 * until the rows counted reach the page's end; then only the page's campaigns have rows read, from
 * their place in the campaign's id order. A deep page of a date range counts index entries where
 * the plain walk read and sorted every row before the page: page 1,000 of a 101,000-row range at
 * a million rows 14-16 ms → 6 ms in psql, the same 50 ids.
 */
async function idsByCountingCampaigns(
  db: DbOrTx,
  records: PgTable & { id: PgColumn; campaignId: PgColumn },
  scope: { governmentId: number; where: SQL | undefined },
  campaignKey: SQL | PgColumn,
  direction: SortDirection,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const order = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
  const share = pageShare(page);
  const { end } = share;
  const selected = scope.where ?? sql`true`;
  const result = await db.execute(sql`
    with recursive ordered as materialized (
      select ${campaigns.id} as campaign_id,
        row_number() over (order by ${campaignKey} ${order}, ${campaigns.id} ${order}) as place
      from ${campaigns} where ${campaigns.governmentId} = ${scope.governmentId}
    ), walked as (
      select 0::bigint as place, null::integer as campaign_id, 0::bigint as rows_in_scope,
        0::bigint as rows_through
      union all
      select ordered.place, ordered.campaign_id, counted.rows_in_scope,
        walked.rows_through + counted.rows_in_scope
      from walked
      join ordered on ordered.place = walked.place + 1
      cross join lateral (
        select count(*) as rows_in_scope from (
          select 1 from ${records}
          where ${records.campaignId} = ordered.campaign_id and ${selected}
          limit ${end} - walked.rows_through
        ) as needed
      ) as counted
      where walked.rows_through < ${end}
    )
    select page_records.id
    from walked
    cross join lateral (
      select ${records.id} as id from ${records}
      where ${records.campaignId} = walked.campaign_id and ${selected}
      order by ${records.id} ${order}
      offset ${share.offset} limit ${share.limit}
    ) as page_records
    where walked.campaign_id is not null and ${share.overlaps}
    order by walked.place, page_records.id ${order}`);
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
}

/**
 * A government's or one campaign's records of one kind, at most one status and a date range: what
 * the trigger-kept totals count. A campaign's totals rows name it, so its government is not needed
 * to read them (and a page that checks the caller's right in its own statement has not read it).
 */
export type CountedScope = CountedFilter &
  (
    | { governmentId: number; campaignId?: undefined }
    | { campaignId: number; governmentId?: number | undefined }
  );

/** One government's records of one kind, as its campaign walk counts them. */
export type GovernmentCountedScope = CountedFilter & {
  governmentId: number;
  campaignId?: undefined;
};

interface CountedFilter {
  kind: RecordTotalsKind;
  status?: string | undefined;
  /**
   * A date range of the records, counted from the government's or the campaign's day totals
   * (`record_government_day_totals`, `record_campaign_day_totals`). The campaign walk's totals
   * have no dates: a scope with one is walked through the records.
   */
  days?: { from?: string | undefined; to?: string | undefined } | undefined;
}

/**
 * The same page when the scope is one government and the filter at most a status, the common
 * case. `record_totals` (kept by triggers, committed with the records, so one statement sees the
 * two agree) tells how many of the government's records each campaign holds, so the page's
 * campaigns are found without reading any record, and only their page's rows are read, from
 * the campaign's place in the (government, campaign, id) index: page 1,000 costs what page 0
 * does. Within one government no two campaigns share a name folded to lower case (the unique
 * index of migration campaign_name_unique), so ordering by name and then campaign equals the
 * join's order by name and then record, given that a record's government is its campaign's.
 */
export async function idsByCampaignKeyCounted(
  db: DbOrTx,
  records: PgTable & {
    id: PgColumn;
    campaignId: PgColumn;
    governmentId: PgColumn;
    status: PgColumn;
  },
  counted: GovernmentCountedScope,
  campaignKey: SQL | PgColumn,
  direction: SortDirection,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const order = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
  const share = pageShare(page);
  const rowsInScope = sql`coalesce(sum(${recordTotals.count}), 0)`;
  const walk = sql`
    with placed as (
      select ${campaigns.id} as campaign_id, ${campaignKey} as campaign_key,
        ${rowsInScope} as rows_in_scope,
        sum(${rowsInScope}) over (order by ${campaignKey} ${order}, ${campaigns.id} ${order})
          as rows_through
      from ${campaigns}
      left join ${recordTotals} on ${recordTotals.campaignId} = ${campaigns.id}
        and ${recordTotals.governmentId} = ${counted.governmentId}
        and ${recordTotals.kind} = ${counted.kind}
        and ${counted.status ? sql`${recordTotals.status} = ${counted.status}` : sql`true`}
      group by ${campaigns.id}
    )
    select walked_records.id
    from placed
    cross join lateral (
      select ${records.id} as id from ${records}
      where ${records.governmentId} = ${counted.governmentId}
        and ${records.campaignId} = placed.campaign_id
        and ${counted.status ? sql`${records.status} = ${counted.status}` : sql`true`}
      order by ${records.id} ${order}
      offset ${share.offset} limit ${share.limit}
    ) as walked_records
    where ${share.overlaps}
    order by placed.campaign_key ${order}, placed.campaign_id ${order}, walked_records.id ${order}`;
  const values = selectRepeatedValues(db, walk);
  if (values) return (await values).map(([id]) => Number(id));
  return rowsOf<{ id: number | string }>(await db.execute(walk)).map((row) => Number(row.id));
}
