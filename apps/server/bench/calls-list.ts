/** The calls the speed goals name, and the raw SQL each is compared with. */
import { BULK_ROWS, BULK_RUNS, bulkFile } from './bulk-file';

export type Caller = 'public' | 'government' | 'campaign';

export interface BenchContext {
  campaignId: number;
  /** A date from which the government has about 100,000 contributions (the export goal). */
  exportFrom: string;
  /** A contribution with a match, for the match call. */
  matchedContributionId: number;
  /** The campaign with the most contributions: the campaign scope of the list matrix. */
  largestCampaignId: number;
}

export interface BenchCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  caller: Caller;
  /** The key of `rawQueries` this call is compared with. */
  raw?: string;
  connections?: number;
  /** Timed request by request (exports, imports) rather than under load. */
  single?: boolean;
  /** A streamed answer: timed to its first byte, or read whole once within the time limit. */
  streamed?: 'first-byte' | 'whole';
  /** Each request made just after a write to public data (PostgreSQL only): the first answer after a change. */
  afterWrite?: boolean;
  /**
   * Each request made once the server's geocoding of earlier writes is done (PostgreSQL only):
   * the import alone, without the worker placing the last import's addresses beside it.
   */
  afterGeocoding?: boolean;
  /** Requests of a single call (default 3): more where the goal is a p95 of one request. */
  runs?: number;
  /** A multipart body built before each request (the bulk import). */
  formBody?: (base: string, cookie: string | undefined) => Promise<FormData>;
}

/** tRPC's GET form of a query: the input as superjson in the query string. */
const trpcQuery = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

const list = (body: Record<string, unknown>) => ({ perPage: 50, ...body });

export function benchCalls(context: BenchContext): BenchCall[] {
  const { campaignId, exportFrom, matchedContributionId } = context;
  const government = { governmentId: 1 };
  const contributionsList = (name: string, body: Record<string, unknown>, raw?: string) =>
    ({
      name,
      method: 'POST',
      path: '/contributions',
      body: list(body),
      caller: 'campaignId' in body ? 'campaign' : 'government',
      ...(raw ? { raw } : {}),
    }) satisfies BenchCall;
  return [
    contributionsList(
      'contributions, government, date, page 0',
      { ...government, page: 0 },
      'gov_date_p0',
    ),
    {
      // The lists under load: the goal is 500 requests/s or more.
      ...contributionsList(
        'contributions, government, page 0, 20 connections',
        { ...government, page: 0 },
        'gov_date_p0',
      ),
      connections: 20,
    },
    contributionsList(
      'contributions, government, date, page 1,000',
      { ...government, page: 1000 },
      'gov_date_p1000',
    ),
    contributionsList(
      'contributions, government, amount, page 0',
      { ...government, page: 0, sort: { field: 'amount', direction: 'DESC' } },
      'gov_amount_p0',
    ),
    contributionsList(
      'contributions, government, amount, page 1,000',
      { ...government, page: 1000, sort: { field: 'amount', direction: 'DESC' } },
      'gov_amount_p1000',
    ),
    contributionsList(
      'contributions, government, name, page 1,000',
      { ...government, page: 1000, sort: { field: 'name', direction: 'ASC' } },
      'gov_name_p1000',
    ),
    contributionsList(
      'contributions, government, status submitted, page 0',
      { ...government, page: 0, filter: { status: 'submitted' } },
      'gov_submitted_p0',
    ),
    contributionsList(
      'contributions, campaign, date, page 0',
      { campaignId, page: 0 },
      'campaign_date_p0',
    ),
    contributionsList(
      'contributions, campaign, amount, page 100',
      { campaignId, page: 100, sort: { field: 'amount', direction: 'ASC' } },
      'campaign_amount_p100',
    ),
    {
      name: 'expenditures, government, date, page 0',
      method: 'POST',
      path: '/expenditures',
      body: list({ ...government, page: 0 }),
      caller: 'government',
      raw: 'expenditures_gov_p0',
    },
    {
      name: 'expenditures, government, date, page 1,000',
      method: 'POST',
      path: '/expenditures',
      body: list({ ...government, page: 1000 }),
      caller: 'government',
      raw: 'expenditures_gov_p1000',
    },
    {
      name: 'POST /summary, government',
      method: 'POST',
      path: '/summary',
      body: government,
      caller: 'government',
      raw: 'summary_gov',
    },
    {
      name: 'POST /summary, campaign',
      method: 'POST',
      path: '/summary',
      body: { campaignId },
      caller: 'campaign',
      raw: 'summary_campaign',
    },
    {
      name: 'activities, campaign',
      method: 'POST',
      path: '/activities',
      body: { campaignId, page: 0, perPage: 50 },
      caller: 'campaign',
      raw: 'activities_campaign',
    },
    {
      name: 'GET /matches/{id}',
      method: 'GET',
      path: `/matches/${matchedContributionId}`,
      caller: 'government',
    },
    {
      name: 'CSV export, government, ~100,000 rows',
      method: 'POST',
      path: '/contributions',
      body: { ...government, format: 'csv', filter: { from: exportFrom } },
      caller: 'government',
      single: true,
      raw: 'export_rows',
    },
    {
      name: 'CSV export, one campaign',
      method: 'POST',
      path: '/contributions',
      body: { campaignId, format: 'csv' },
      caller: 'campaign',
      single: true,
      raw: 'export_campaign',
    },
    {
      name: 'ORESTAR XML export, ~100,000 rows',
      method: 'POST',
      path: '/contributions',
      body: { ...government, format: 'xml', filerId: '12345', filter: { from: exportFrom } },
      caller: 'government',
      single: true,
      raw: 'export_rows',
    },
    {
      name: `bulk import, ${BULK_ROWS.toLocaleString('en-US')} rows`,
      method: 'POST',
      path: '/contributions/bulk-upload',
      caller: 'campaign',
      single: true,
      runs: BULK_RUNS,
      formBody: bulkFile(campaignId),
    },
    {
      name: `bulk import, ${BULK_ROWS.toLocaleString('en-US')} rows, each after the last one's geocoding`,
      method: 'POST',
      path: '/contributions/bulk-upload',
      caller: 'campaign',
      single: true,
      runs: BULK_RUNS,
      afterGeocoding: true,
      formBody: bulkFile(campaignId),
    },
    // The public dashboard last: should its answers be slow again (as when it was computed in Node,
    // not in the database), they would keep the server busy through the calls after it.
    {
      name: 'dashboard.view, default filters',
      method: 'GET',
      path: trpcQuery('dashboard.view', {}),
      caller: 'public',
    },
    {
      name: 'dashboard.view, 50 connections',
      method: 'GET',
      path: trpcQuery('dashboard.view', {}),
      caller: 'public',
      connections: 50,
    },
    {
      name: 'dashboard.map, city-wide',
      method: 'GET',
      path: trpcQuery('dashboard.map', {}),
      caller: 'public',
    },
    ...firstAfterWrite,
    // A campaign's public page, for the campaign with the most contributions: cached, and first
    // after a write (any public write moves the government's version, so every page recomputes).
    {
      name: 'campaignPages.get, largest campaign, answered again',
      method: 'GET',
      path: trpcQuery('campaignPages.get', { campaignId: context.largestCampaignId }),
      caller: 'public',
    },
    {
      name: 'campaignPages.get, largest campaign, first after a write',
      method: 'GET',
      path: trpcQuery('campaignPages.get', { campaignId: context.largestCampaignId }),
      caller: 'public',
      afterWrite: true,
    },
    ...(['/contributionsgeo', '/external-contributionsgeo'] as const).flatMap((path) =>
      [
        { name: `GET ${path}, first byte`, streamed: 'first-byte' as const },
        { name: `GET ${path}, whole feed`, streamed: 'whole' as const },
      ].map((call) => ({ ...call, method: 'GET' as const, path, caller: 'public' as const })),
    ),
  ];
}

/** The public page's first load (from 2023) and narrower ranges, each asked just after a write. */
const firstAfterWrite: BenchCall[] = [
  ['dashboard.view', 'first load', { startDate: '2023-01-01' }],
  ['dashboard.view', 'a month', { startDate: '2024-07-01', endDate: '2024-07-31' }],
  ['dashboard.view', 'a quarter', { startDate: '2024-04-01', endDate: '2024-06-30' }],
  ['dashboard.view', 'a year', { startDate: '2024-01-01', endDate: '2024-12-31' }],
  ['dashboard.map', 'city-wide first load', { startDate: '2023-01-01' }],
  ['dashboard.map', 'city-wide, a month', { startDate: '2024-07-01', endDate: '2024-07-31' }],
].map(([procedure, filters, input]) => ({
  name: `${procedure}, ${filters}, first after a write`,
  method: 'GET',
  path: trpcQuery(procedure as string, input),
  caller: 'public',
  afterWrite: true,
}));

const page = (where: string, order: string, offset: number) => `
  select c.*, ca.name as campaign_name from contributions c
  join campaigns ca on ca.id = c.campaign_id
  where ${where} order by ${order} limit 50 offset ${offset}`;

/** The raw SQL beside each call: the page (the best plan PostgreSQL finds for it), or the query. */
export function rawQueries(context: BenchContext): Record<string, string> {
  const { campaignId, exportFrom } = context;
  const gov = 'c.government_id = 1';
  const name = 'c.list_name';
  return {
    gov_date_p0: page(gov, 'c.date desc, c.id desc', 0),
    gov_date_p1000: page(gov, 'c.date desc, c.id desc', 50_000),
    gov_amount_p0: page(gov, 'c.amount_cents desc, c.id desc', 0),
    gov_amount_p1000: page(gov, 'c.amount_cents desc, c.id desc', 50_000),
    gov_name_p1000: page(gov, `${name} asc, c.id asc`, 50_000),
    gov_submitted_p0: page(`${gov} and c.status = 'submitted'`, 'c.date desc, c.id desc', 0),
    campaign_date_p0: page(`c.campaign_id = ${campaignId}`, 'c.date desc, c.id desc', 0),
    campaign_amount_p100: page(
      `c.campaign_id = ${campaignId}`,
      'c.amount_cents asc, c.id asc',
      5_000,
    ),
    expenditures_gov_p0: `select e.*, ca.name from expenditures e join campaigns ca on ca.id = e.campaign_id
      where e.government_id = 1 order by e.date desc, e.id desc limit 50`,
    expenditures_gov_p1000: `select e.*, ca.name from expenditures e join campaigns ca on ca.id = e.campaign_id
      where e.government_id = 1 order by e.date desc, e.id desc limit 50 offset 50000`,
    // The summary reads the trigger-kept totals (migration record_totals_triggers), not the
    // rows; a government's, its own row per kind and status (migration record_government_totals).
    summary_gov: `select kind, status, sum(count), sum(amount_cents), sum(match_amount_cents)
      from record_government_totals where government_id = 1 and count > 0 group by kind, status`,
    summary_campaign: `select kind, status, sum(count), sum(amount_cents), sum(match_amount_cents)
      from record_totals where campaign_id = ${campaignId} and count > 0 group by kind, status`,
    activities_campaign: `select * from activities where campaign_id = ${campaignId}
      order by created_at desc, id desc limit 50`,
    export_rows: `select c.*, ca.name from contributions c join campaigns ca on ca.id = c.campaign_id
      where c.government_id = 1 and c.date >= '${exportFrom}' order by c.date desc, c.id desc`,
    export_campaign: `select c.*, ca.name from contributions c join campaigns ca on ca.id = c.campaign_id
      where c.campaign_id = ${campaignId} order by c.date desc, c.id desc`,
  };
}

/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
