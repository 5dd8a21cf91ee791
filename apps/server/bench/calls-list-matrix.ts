import type { RecordCollection } from '@portal/domain';
/**
 * Every list call the speed goal for lists names ("contribution and expense lists, every filter
 * and sort, page 0 and page 1,000, government and campaign"), run by
 * `npm run bench -- --lists`: each sort of the list schema, then the status and date filters
 * with the sorts they are most often read with, at page 0 and page 1,000, for the government
 * and for its largest campaign. Each call's raw SQL is the best form of the same page found at
 * 1M rows: the page's ids walked on their own (from one index), the rows read by id with their
 * campaign; for the campaign-name sort the campaigns in name order with each one's rows, counted
 * or placed by the trigger-kept totals (see packages/api/src/records/list-engine/campaign-sort-walk.ts).
 */
import type { BenchCall, BenchContext } from './calls-list';

type Kind = RecordCollection;
type Direction = 'ASC' | 'DESC';

interface ListCase {
  kind: Kind;
  scope: 'government' | 'campaign';
  field: string;
  direction: Direction;
  filter: 'none' | 'status submitted' | 'date from';
  page: number;
}

const PER_PAGE = 50;

/** The database column each sort field orders by; the campaign's name is walked apart. */
const sortColumn = (field: string): string =>
  ({
    date: 'date',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    amount: 'amount_cents',
    status: 'status',
    oaeType: 'oae_type',
    paymentMethod: 'payment_method',
    campaignId: 'campaign_id',
    name: 'list_name',
  })[field] ?? 'date';

const sortFields = (kind: Kind) => [
  'date',
  'createdAt',
  'updatedAt',
  'amount',
  'status',
  kind === 'contributions' ? 'oaeType' : 'paymentMethod',
  'campaignId',
  'name',
  'campaignName',
];

/** The cases: every sort unfiltered, then each filter with the date, amount and name sorts. */
function listCases(): ListCase[] {
  const cases: ListCase[] = [];
  for (const kind of ['contributions', 'expenditures'] as const)
    for (const scope of ['government', 'campaign'] as const)
      for (const page of [0, 1000]) {
        for (const field of sortFields(kind))
          cases.push({ kind, scope, field, direction: 'DESC', filter: 'none', page });
        if (scope === 'government')
          cases.push({
            kind,
            scope,
            field: 'campaignName',
            direction: 'ASC',
            filter: 'none',
            page,
          });
        for (const filter of ['status submitted', 'date from'] as const)
          for (const field of ['date', 'amount', 'campaignName'])
            cases.push({ kind, scope, field, direction: 'DESC', filter, page });
      }
  return cases;
}

const caseName = (c: ListCase) =>
  `list ${c.kind}, ${c.scope}, ${c.field} ${c.direction}${c.filter === 'none' ? '' : `, ${c.filter}`}, page ${c.page.toLocaleString('en-US')}`;

/** The list calls, each named for `--skip` and paired with its raw SQL by name. */
export function listMatrixCalls(context: BenchContext): BenchCall[] {
  return [campaignsTableCall, ...listCases().map((c) => listCall(c, context))];
}

function listCall(c: ListCase, context: BenchContext): BenchCall {
  return {
    name: caseName(c),
    method: 'POST',
    path: `/${c.kind}`,
    body: {
      ...(c.scope === 'government'
        ? { governmentId: 1 }
        : { campaignId: context.largestCampaignId }),
      page: c.page,
      perPage: PER_PAGE,
      sort: { field: c.field, direction: c.direction },
      ...(c.filter === 'none'
        ? {}
        : {
            filter:
              c.filter === 'date from' ? { from: context.exportFrom } : { status: 'submitted' },
          }),
    },
    // The government's admin, so the campaign scope can be the largest campaign.
    caller: 'government',
    raw: caseName(c),
  };
}

/** The government's Campaigns table (`POST /campaigns`): 200 campaigns with their totals. */
export const campaignsTableCall: BenchCall = {
  name: 'campaigns table, government',
  method: 'POST',
  path: '/campaigns',
  body: { governmentId: 1 },
  caller: 'government',
  raw: 'campaigns table, government',
};

/**
 * A deep page of the amount sort under a date range, placed by counting the range per amount
 * first, then reading only the amounts the page falls in (as `idsByValueSpan` does).
 */
function amountSpanPage(where: string, order: string, offset: number): string {
  return `select r.*, ca.name as campaign_name from contributions r
    join campaigns ca on ca.id = r.campaign_id where r.id in (
      with counted as (
        select amount_cents as value, count(*) as n from contributions where ${where} group by 1
      ), placed as (
        select value, n, sum(n) over (order by value ${order}) as through from counted
      ), span as (
        select min(value) as low, max(value) as high, min(through - n) as before from placed
        where through > ${offset} and through - n < ${offset + PER_PAGE}
      )
      select page.id from span cross join lateral (
        select id from contributions where ${where} and amount_cents between span.low and span.high
        order by amount_cents ${order}, id ${order}
        offset (${offset} - span.before)::bigint limit ${PER_PAGE}) as page)`;
}

/**
 * The best raw SQL of each list call's page, keyed by the call's name: the page, and where its
 * total is not a column of it, the statement that gives the total.
 */
export function listMatrixRawQueries(context: BenchContext): Record<string, string | string[]> {
  return {
    ...Object.fromEntries(
      listCases().map((c) => {
        const total = rawTotal(c, context);
        return [caseName(c), total ? [rawPage(c, context), total] : rawPage(c, context)];
      }),
    ),
    // The totals the triggers keep (kinds contribution and in_kind_contribution).
    [campaignsTableCall.name]: `select c.id, c.name, c.office_sought, c.email,
        coalesce(sum(t.amount_cents) filter (where t.kind = 'in_kind_contribution' and t.status <> 'archived'), 0),
        coalesce(sum(t.match_amount_cents) filter (where t.kind = 'contribution' and t.status = 'processed'), 0)
      from campaigns c left join record_totals t on t.campaign_id = c.id
      where c.government_id = 1 group by c.id order by c.id`,
  };
}

/**
 * The total of a page under a date range (the speed goal's own raw figure for a list is "the
 * page + a separate count"): the government's or the campaign's day totals (migrations
 * record_government_day_totals and record_campaign_day_totals), the cheapest exact total the
 * schema offers. A page placed by counting the range per amount has its total from those counts;
 * the unfiltered and status pages read theirs from the kept totals, which the raw page leaves
 * out.
 */
function rawTotal(c: ListCase, context: BenchContext): string | undefined {
  if (c.filter !== 'date from') return undefined;
  const amountSpan =
    c.kind === 'contributions' && c.field === 'amount' && c.scope === 'government' && c.page > 0;
  if (amountSpan) return undefined;
  const owner =
    c.scope === 'government' ? 'government_id = 1' : `campaign_id = ${context.largestCampaignId}`;
  return `select coalesce(sum(count), 0) from record_${c.scope}_day_totals
      where ${owner} and kind = '${c.kind === 'contributions' ? 'contribution' : 'expenditure'}'
      and date >= '${context.exportFrom}'`;
}

function rawPage(c: ListCase, context: BenchContext): string {
  const table = c.kind;
  const scope =
    c.scope === 'government' ? 'government_id = 1' : `campaign_id = ${context.largestCampaignId}`;
  const filter =
    c.filter === 'none'
      ? ''
      : c.filter === 'date from'
        ? ` and date >= '${context.exportFrom}'`
        : ` and status = 'submitted'`;
  const order = c.direction.toLowerCase();
  const offset = c.page * PER_PAGE;
  if (c.field === 'campaignName' && c.scope === 'government' && c.filter !== 'date from')
    return countedCampaignPage(c, offset);
  const amountSpan =
    c.kind === 'contributions' &&
    c.field === 'amount' &&
    c.scope === 'government' &&
    c.filter === 'date from' &&
    c.page > 0;
  if (amountSpan) return amountSpanPage(`${scope}${filter}`, order, offset);
  const ids =
    c.field === 'campaignName' && c.scope === 'government'
      ? countingCampaignWalk(table, filter, order, offset)
      : `select id from ${table} where ${scope}${filter}
         order by ${c.field === 'campaignName' ? '' : `${sortColumn(c.field)} ${order}, `}id ${order}
         limit ${PER_PAGE} offset ${offset}`;
  return `select r.*, ca.name as campaign_name from ${table} r join campaigns ca on ca.id = r.campaign_id
    where r.id in (${ids})`;
}

/**
 * The campaign-name page of one government under a date range: its campaigns in name order, each
 * one's rows in the range counted in turn (capped at what the page still needs) until the page's
 * end, then only the page's campaigns' rows read. The plain walk, which read each campaign's ids
 * in order up to the page's end, took 14-16 ms for page 1,000 at 1M rows; this form 6 ms.
 */
function countingCampaignWalk(table: Kind, filter: string, order: string, offset: number): string {
  const end = offset + PER_PAGE;
  return `with recursive ordered as materialized (
      select id as campaign_id, row_number() over (order by lower(name) ${order}, id ${order}) as place
      from campaigns where government_id = 1
    ), walked as (
      select 0::bigint as place, null::integer as campaign_id, 0::bigint as rows_in, 0::bigint as rows_through
      union all
      select ordered.place, ordered.campaign_id, counted.rows_in, walked.rows_through + counted.rows_in
      from walked join ordered on ordered.place = walked.place + 1
      cross join lateral (select count(*) as rows_in from (select 1 from ${table}
        where campaign_id = ordered.campaign_id${filter} limit ${end} - walked.rows_through) as needed) as counted
      where walked.rows_through < ${end}
    )
    select page_records.id from walked cross join lateral (
      select id from ${table} where campaign_id = walked.campaign_id${filter} order by id ${order}
      offset greatest(${offset} - (rows_through - rows_in), 0)
      limit least(rows_through, ${end}) - greatest(${offset}, rows_through - rows_in)
    ) as page_records
    where walked.campaign_id is not null and rows_through - rows_in < ${end} and rows_through > ${offset}`;
}

/**
 * The campaign-name page of one government unfiltered or by status: the trigger-kept totals
 * place the page among the campaigns, then only the page's rows are read.
 */
function countedCampaignPage(c: ListCase, offset: number): string {
  const order = c.direction.toLowerCase();
  const kind = c.kind === 'contributions' ? 'contribution' : 'expenditure';
  const status = c.filter === 'status submitted' ? `and status = 'submitted'` : '';
  const end = offset + PER_PAGE;
  return `with placed as (
      select ca.id, lower(ca.name) as campaign_key, coalesce(sum(t.count), 0) as rows_in,
        sum(coalesce(sum(t.count), 0)) over (order by lower(ca.name) ${order}, ca.id ${order}) as through
      from campaigns ca left join record_totals t on t.campaign_id = ca.id and t.government_id = 1
        and t.kind = '${kind}' ${status.replace('status', 't.status')}
      group by ca.id)
    select r.*, placed.campaign_key from placed cross join lateral (
      select * from ${c.kind} where government_id = 1 and campaign_id = placed.id ${status}
      order by id ${order} offset greatest(${offset} - (through - rows_in), 0)
      limit least(through, ${end}) - greatest(${offset}, through - rows_in)) as r
    where through - rows_in < ${end} and through > ${offset}
    order by placed.campaign_key ${order}, r.id ${order}`;
}
