import type { DbOrTx } from '@portal/db';
import type { z } from 'zod';
import { type ListScope, listScopeFor } from '../access/scope';
import { protectedProcedure } from '../trpc';
import type { RecordSort } from './data/records';
import type { CsvCellSql } from './exports/csv/line-sql';
import type { CountedTotal } from './list-engine/list-count';

/** The list body after parsing: scope narrowing, filters (each kind's own), sort and paging. */
export interface ListRequest<SortField extends string> {
  campaignId: number | null;
  governmentId: number | null;
  sort: RecordSort<SortField>;
  page: number;
  perPage: number;
}

/** The parsed list body of a kind (its own status values, sort fields and filters). */
export interface RecordListInput<Request extends ListRequest<string>, RawRequest> {
  listInput: z.ZodType<Request, RawRequest>;
}

/**
 * The records the scope and filter select, in batches of full records, for the exports. The
 * filter may be empty: the XML export's "all" ignores the list's filters, not its scope.
 */
export type SelectForExport<Request extends ListRequest<string>, ExportRow> = (
  db: DbOrTx,
  scope: ListScope,
  filter: Partial<Request>,
  sort: Request['sort'],
) => AsyncIterable<ExportRow[]>;

/**
 * The same records as CSV lines the database wrote (`csvLineSql`), in batches; null where the
 * database cannot (PGlite), and the export then writes them from `SelectForExport`'s records.
 */
export type SelectCsvLines<Request extends ListRequest<string>> = (
  db: DbOrTx,
  scope: ListScope,
  filter: Partial<Request>,
  sort: Request['sort'],
  columns: readonly { sql: CsvCellSql }[],
) => AsyncIterable<string[]> | null;

/** How a kind lists: its list body and one page of its records. */
export interface ListRules<Request extends ListRequest<string>, RawRequest, ListRow>
  extends RecordListInput<Request, RawRequest> {
  list: (
    db: DbOrTx,
    scope: ListScope,
    filter: Request,
    sort: Request['sort'],
    page: { page: number; perPage: number },
  ) => Promise<{ data: ListRow[] } & CountedTotal>;
}

/**
 * `POST /{kind}`: one page of the records the caller may see (campaign users their campaign,
 * government admins every campaign of their government), with the total.
 */
export const listProcedure = <Request extends ListRequest<string>, RawRequest, ListRow>(
  kind: ListRules<Request, RawRequest, ListRow>,
) =>
  protectedProcedure.input(kind.listInput).query(async ({ ctx, input }) => {
    // tRPC leaves a generic parser's output type unresolved here; it is the kind's `Request`.
    const request = input as Request;
    const scope = listScopeFor(ctx, request);
    const result = await kind.list(ctx.db, scope, request, request.sort, request);
    // Typed by the kind's own request, so each list answers its own page sizes (50 | 100 | 150).
    const page: Request['page'] = request.page;
    const perPage: Request['perPage'] = request.perPage;
    return { ...result, page, perPage };
  });
