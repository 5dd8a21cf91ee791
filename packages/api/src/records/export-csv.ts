import { listScopeFor } from '../access/scope';
import { csvChunks, csvLineChunks } from '../shared/csv-cells';
import { protectedProcedure } from '../trpc';
import type { RecordCsvColumn } from './exports/csv/line-sql';
import type { ListRequest, RecordListInput, SelectCsvLines, SelectForExport } from './list';

/**
 * `POST /{kind}` with `format: 'csv'`: the rows of the list (same scope, filters and sort, without
 * paging) as CSV text chunks. The scope is settled before the first chunk, so the caller sees only
 * their own campaigns' rows; the REST adapter streams the chunks as the download. On PostgreSQL
 * the database writes the lines; on PGlite Node writes them from the records (the same bytes).
 */
export const exportCsvProcedure = <Request extends ListRequest<string>, RawRequest, ExportRow>(
  kind: RecordListInput<Request, RawRequest> & {
    selectForExport: SelectForExport<Request, ExportRow>;
    selectCsvLines: SelectCsvLines<Request>;
    csvColumns: readonly RecordCsvColumn<ExportRow>[];
  },
) =>
  protectedProcedure.input(kind.listInput).query(({ ctx, input }) => {
    // tRPC leaves a generic parser's output type unresolved here; it is the kind's `Request`.
    const request = input as Request;
    const scope = listScopeFor(ctx, request);
    const lines = kind.selectCsvLines(ctx.db, scope, request, request.sort, kind.csvColumns);
    return lines
      ? csvLineChunks(kind.csvColumns, lines)
      : csvChunks(kind.csvColumns, kind.selectForExport(ctx.db, scope, request, request.sort));
  });
