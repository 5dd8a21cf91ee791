/**
 * A reviewer's list calls, run by `npm run bench -- --search`: the government admin's
 * contribution list narrowed to one campaign, and searched by part of a donor's name (a common
 * first name, a rare last name, one found nowhere, two letters the trigram index cannot use, one
 * with an accent), at page 0 and at a deep page, with and without a campaign, by date and by
 * name; and the expense list searched by payee. The names are the bench data's: copies of the
 * demo's gifts, so a first name the demo gives 76 of its 3,809 gifts is on 2% of the rows.
 * Each call's raw SQL is the same page written by hand: its ids from the scope's date or name
 * index, or from the trigram index and sorted, the rows read by id with their campaign, and the
 * total counted as the list counts a search (at most `SEARCH_EXACT_COUNT_LIMIT` rows).
 */
import type { BenchCall, BenchContext } from './calls-list';

const PER_PAGE = 50;
/** As packages/api/src/records/list-engine/list-count.ts counts a search. */
const SEARCH_EXACT_COUNT_LIMIT = 1_000;

export const SEARCH_TERMS = {
  common: 'isabel',
  rare: 'blackcroft',
  none: 'zzyzx',
  'two letters': 'ng',
  accented: 'ZOË',
  payee: 'radio',
} as const;

interface SearchCase {
  kind: 'contributions' | 'expenditures';
  term?: keyof typeof SEARCH_TERMS;
  /** The largest campaign chosen in the campaign filter. */
  campaign: boolean;
  sort: 'date' | 'name';
  page: number;
}

const CASES: SearchCase[] = [
  { kind: 'contributions', campaign: true, sort: 'date', page: 0 },
  { kind: 'contributions', campaign: true, sort: 'date', page: 1000 },
  { kind: 'contributions', term: 'common', campaign: false, sort: 'date', page: 0 },
  { kind: 'contributions', term: 'common', campaign: false, sort: 'date', page: 100 },
  { kind: 'contributions', term: 'common', campaign: false, sort: 'name', page: 0 },
  { kind: 'contributions', term: 'common', campaign: true, sort: 'date', page: 0 },
  { kind: 'contributions', term: 'rare', campaign: false, sort: 'date', page: 0 },
  { kind: 'contributions', term: 'rare', campaign: false, sort: 'date', page: 10 },
  { kind: 'contributions', term: 'none', campaign: false, sort: 'date', page: 0 },
  { kind: 'contributions', term: 'two letters', campaign: false, sort: 'date', page: 0 },
  { kind: 'contributions', term: 'accented', campaign: false, sort: 'date', page: 0 },
  { kind: 'expenditures', term: 'payee', campaign: false, sort: 'date', page: 0 },
  { kind: 'expenditures', term: 'payee', campaign: false, sort: 'date', page: 100 },
];

const caseName = (c: SearchCase) =>
  `search ${c.kind}, government${c.campaign ? ', largest campaign' : ''}${c.term ? `, ${c.term} name` : ''}, ${c.sort} DESC, page ${c.page.toLocaleString('en-US')}`;

/** The search calls, each named for `--only` and paired with its raw SQL by name. */
export function searchCalls(context: BenchContext): BenchCall[] {
  return CASES.map((c) => ({
    name: caseName(c),
    method: 'POST',
    path: `/${c.kind}`,
    body: {
      governmentId: 1,
      ...(c.campaign ? { campaignId: context.largestCampaignId } : {}),
      ...(c.term ? { filter: { name: SEARCH_TERMS[c.term] } } : {}),
      sort: { field: c.sort, direction: 'DESC' },
      page: c.page,
      perPage: PER_PAGE,
    },
    caller: 'government',
    raw: caseName(c),
  }));
}

/** The raw SQL of each search call: the page, and the total where no kept total gives it. */
export function searchRawQueries(context: BenchContext): Record<string, string | string[]> {
  return Object.fromEntries(
    CASES.map((c) => {
      const scope = c.campaign ? `campaign_id = ${context.largestCampaignId}` : 'government_id = 1';
      const search = c.term
        ? ` and name_search like name_search_key('%${SEARCH_TERMS[c.term]}%')`
        : '';
      const order = c.sort === 'name' ? 'list_name desc, id desc' : 'date desc, id desc';
      // A search sorted by name sorts its matches (`offset 0` keeps PostgreSQL from walking the
      // name index towards them), as the list does.
      const from =
        c.term && c.sort === 'name'
          ? `(select * from ${c.kind} where ${scope}${search} offset 0) as matches`
          : `${c.kind} where ${scope}${search}`;
      const ids = `select id from ${from}
        order by ${order} limit ${PER_PAGE} offset ${c.page * PER_PAGE}`;
      const page = `select r.*, ca.name as campaign_name from ${c.kind} r
        join campaigns ca on ca.id = r.campaign_id where r.id in (${ids}) order by ${order.replace(/(\w+) desc/g, 'r.$1 desc')}`;
      // A campaign's whole total is kept by the triggers; a search is counted, capped.
      const total = `select count(*) from (select 1 from ${c.kind} where ${scope}${search}
        limit ${SEARCH_EXACT_COUNT_LIMIT + 1}) as capped`;
      return [caseName(c), c.term ? [page, total] : page];
    }),
  );
}
