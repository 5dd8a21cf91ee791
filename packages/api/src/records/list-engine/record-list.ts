import type { DbOrTx, RecordTotalsKind } from '@portal/db';
import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { ListScope } from '../../access/scope';
import type { RecordTable } from '../data/record-table';
import {
  listFilterCondition,
  orderBy,
  type RecordListFilter,
  type RecordSort,
  type SortColumns,
} from '../data/records';
import { idsByCampaignKey, idsByCampaignKeyCounted } from './campaign-sort-walk';
import {
  type CountedTotal,
  countedScope,
  countFromTotals,
  countRows,
  EXACT_COUNT_LIMIT,
  estimatedRows,
  SEARCH_EXACT_COUNT_LIMIT,
  totalSeenByPage,
} from './list-count';
import { listPageReader } from './list-page';
import { sortedPageStatement } from './list-page-statement';
import { type NarrowedScope, narrowedScopeCondition, unreadCampaignScope } from './list-scope';
import { idsByValueSpan, spansValues } from './value-span-page';

/** What a kind's list needs of `RecordQueriesOptions` (record-queries.ts, which documents each). */
export interface RecordListOptions<Filter, SortField extends string, ListRow> {
  table: RecordTable;
  sortColumns: SortColumns<SortField>;
  toListRow: (row: Record<string, unknown>, campaignName: string) => ListRow;
  extraCondition?: ((filter: Filter) => SQL | undefined) | undefined;
  campaignSortFields?: readonly SortField[] | undefined;
  valueSpanSorts?: readonly SortField[] | undefined;
  totalsKind?: RecordTotalsKind | undefined;
}

/**
 * One page of a record list, the part of `recordQueries` that reads lists: contributions and
 * expenditures share it.
 */
export function recordList<
  Filter extends RecordListFilter<string>,
  SortField extends string,
  ListRow,
>(options: RecordListOptions<Filter, SortField, ListRow>) {
  const { table, sortColumns, extraCondition } = options;
  const { pageRows, rowsInOrder } = listPageReader(table, options.toListRow);

  /**
   * One page of the list, filtered, sorted and paged by the database. The page's ids are walked
   * on their own (one ordered index range, read from the index alone however deep the page is),
   * then only those rows are read with their campaign. The total: the trigger-kept totals of one
   * government or campaign under a status, a date range (its day totals), both or neither
   * (`totalsSum`, a column of the page's own statement on PostgreSQL), or the counts that place a
   * deep page of a government's range in a sort its date index carries (`idsByValueSpan`), else
   * (a donor's previous gifts) `countRows` beside it; a window count would make PostgreSQL read
   * and sort the whole scope before the limit. Past the end the page is empty and the total still
   * counts.
   */
  async function list(
    db: DbOrTx,
    scope: ListScope,
    filter: Filter,
    sort: RecordSort<SortField>,
    page: { page: number; perPage: number },
  ): Promise<{ data: ListRow[] } & CountedTotal> {
    // The first page of one campaign, counted by its kept totals, needs nothing of the campaign
    // but the caller's right to it, which its statement can check (`unreadCampaignScope`). Deeper
    // pages, and a range sorted by the campaign's name, are placed by its kept total, read first.
    const unread =
      page.page === 0 &&
      options.totalsKind !== undefined &&
      extraCondition?.(filter) === undefined &&
      !(options.campaignSortFields?.includes(sort.field) && (filter.from || filter.to))
        ? unreadCampaignScope(table, scope)
        : undefined;
    if (unread) {
      const answer = await listIn(db, unread, scope, filter, sort, page);
      if (answer.data.length > 0) return answer;
    }
    const narrowed = await narrowedScopeCondition(db, table, scope, options.totalsKind);
    return listIn(db, narrowed, scope, filter, sort, page);
  }

  async function listIn(
    db: DbOrTx,
    narrowed: NarrowedScope,
    scope: ListScope,
    filter: Filter,
    sort: RecordSort<SortField>,
    page: { page: number; perPage: number },
  ): Promise<{ data: ListRow[] } & CountedTotal> {
    const extra = extraCondition?.(filter);
    // Built only where a query needs it: the pages of one government or campaign are not built.
    const filtered = () => and(narrowed.condition, extra, listFilterCondition(table, filter));
    // One government's campaigns are walked by themselves, so its rows need no government column.
    const walkedScope = () =>
      narrowed.equal?.column === 'governmentId'
        ? { governmentId: narrowed.equal.id, where: and(extra, listFilterCondition(table, filter)) }
        : { where: filtered() };
    const walk = { limit: page.perPage, offset: page.page * page.perPage };
    const byCampaign = options.campaignSortFields?.includes(sort.field);
    const counted = countedScope(options.totalsKind, scope, filter, extra, narrowed.campaign);
    const sortKey = sortColumns[sort.field];
    // A page past the first of one government under a date range and no other condition, in a
    // sort the government's date index carries (its counts are read from that index alone); the
    // range's rows (from the government's day totals, else the planner's estimate) then tell
    // whether the page lies deep enough in it (`spansValues`), and the counts give its exact
    // total.
    const spansValuesOfRange =
      walk.offset > 0 &&
      Boolean(filter.from || filter.to) &&
      (!filter.status || filter.status === 'all') &&
      narrowed.equal?.column === 'governmentId' &&
      extra === undefined &&
      (options.valueSpanSorts?.includes(sort.field) ?? false);
    // A page of one campaign past all its records of the kind (the kept total read with its
    // government, an upper bound of any filter's rows) is past the end whatever the filter: only
    // its total is read. Reading the page walked every row of the scope to find none (8 ms for
    // page 1,000 of a campaign's submitted contributions at a million rows).
    const campaignRows = narrowed.campaign?.keptRows;
    // A whole campaign's total (no status, no date range) is its kept total, read already.
    const campaignWhole = counted?.campaignId !== undefined && !counted.status && !counted.days;
    if (campaignRows !== undefined && walk.offset > 0 && walk.offset >= campaignRows) {
      const pastEnd = campaignWhole
        ? { total: campaignRows, totalIsEstimate: false }
        : counted
          ? await countFromTotals(db, counted)
          : await countRows(db, table, filtered(), { atMost: campaignRows });
      return { data: [], ...pastEnd };
    }
    // A deep page of a date range: the government's or campaign's day totals say at once whether
    // the page lies past the range's end, where reading it (sorting or counting 11,000 rows for
    // page 1,000 of a range, 12 ms) would find nothing. A large campaign's range sorted by its
    // name (by id) needs its size first too, to choose how the page is read (below).
    const campaignRangeById =
      byCampaign &&
      scope.campaignId !== undefined &&
      counted?.days !== undefined &&
      (narrowed.campaign?.keptRows ?? Number.POSITIVE_INFINITY) > EXACT_COUNT_LIMIT;
    const rangeTotal =
      counted?.days && (walk.offset > 0 || campaignRangeById)
        ? await countFromTotals(db, counted)
        : undefined;
    if (rangeTotal && walk.offset >= rangeTotal.total) return { data: [], ...rangeTotal };
    let estimate: number | undefined;
    if (spansValuesOfRange) {
      const where = filtered();
      if (!rangeTotal) estimate = await estimatedRows(db, table, where);
      if (spansValues(rangeTotal?.total ?? estimate ?? 0, walk)) {
        const span = await idsByValueSpan(db, table, where, sortKey, sort.direction, walk);
        const { rows } = await rowsInOrder(db, span.ids, undefined);
        return { data: rows, total: span.total, totalIsEstimate: false };
      }
    }
    const separateTotal = counted
      ? undefined
      : countRows(db, table, filtered(), {
          estimate,
          atMost: narrowed.campaign?.keptRows,
          exactUpTo: filter.name ? SEARCH_EXACT_COUNT_LIMIT : undefined,
        });
    // The total the page's statement carries as a column, unless the range's was read already.
    const totalColumn = rangeTotal ? undefined : counted;
    const bySortColumn = (ordering: () => SQL[], sortField: string, sortsRange = false) =>
      pageRows(
        db,
        sortedPageStatement(db, table, {
          narrowed,
          extra,
          filter,
          ordering,
          orderName: `${sortField} ${sort.direction}`,
          sortField,
          walk,
          counted: totalColumn,
          sortsRange,
        }),
      );
    const byId = () => [sort.direction === 'ASC' ? asc(table.id) : desc(table.id)];
    // Async, so that whatever fails while the page is built reaches Promise.all below, beside
    // the count already under way.
    const readPage = async () => {
      // A name search sorted by name reads its matches and sorts them: they sit together in the
      // name index, where PostgreSQL, taking them as spread evenly, walked half of it to reach
      // them (4.6 s for a common first name at a million rows).
      const searchedByName = Boolean(filter.name) && sort.field === 'name';
      if (!byCampaign)
        return bySortColumn(() => orderBy(sortColumns, table.id, sort), sort.field, searchedByName);
      if (scope.campaignId) {
        // One campaign's rows share its name: sorted by it, they are sorted by id. Under a date
        // range of at most EXACT_COUNT_LIMIT rows, the range's ids are sorted rather than the
        // campaign's ids walked in order: walking, PostgreSQL read 84,068 rows (40 ms) to find 50
        // of 7,233 in a range. A campaign whose kept total is within the limit has a short range
        // whatever its dates (longer only by rows its kept total does not hold yet: a slower
        // sort, the same page); a larger campaign's range was sized from its day totals.
        if (!(filter.from || filter.to)) return bySortColumn(byId, 'id');
        if (rangeTotal) return bySortColumn(byId, 'id', rangeTotal.total <= EXACT_COUNT_LIMIT);
        const keptRows = narrowed.campaign?.keptRows;
        if (!separateTotal || (keptRows !== undefined && keptRows <= EXACT_COUNT_LIMIT))
          return bySortColumn(byId, 'id', true);
        const { totalIsEstimate } = await separateTotal;
        return bySortColumn(byId, 'id', !totalIsEstimate);
      }
      const ids = await (counted && !counted.days && counted.campaignId === undefined
        ? idsByCampaignKeyCounted(db, table, counted, sortKey, sort.direction, walk)
        : idsByCampaignKey(db, table, walkedScope(), sortKey, sort.direction, walk));
      // The trigger-kept total rides along as one more column of the page's statement.
      return rowsInOrder(db, ids, totalColumn);
    };
    const data = readPage();
    const [{ rows, total }, counting] = await Promise.all([data, separateTotal]);
    // An empty page of a campaign not read first may be one the caller may not see: nothing of
    // it is read further, and `list` answers it from the read scope.
    if (narrowed.unread && rows.length === 0) return { data: [], total: 0, totalIsEstimate: false };
    if (counting) return { data: rows, ...totalSeenByPage(counting, walk, rows.length) };
    // Past the end, or where the page was read without its total, the totals are read alone;
    // a whole campaign's total was read already, with its government (unless not read first).
    const keptTotal = campaignWhole ? narrowed.campaign?.keptRows : undefined;
    const totalOfScope =
      total ??
      keptTotal ??
      rangeTotal?.total ??
      (counted ? (await countFromTotals(db, counted)).total : 0);
    return { data: rows, total: totalOfScope, totalIsEstimate: false };
  }

  return list;
}
