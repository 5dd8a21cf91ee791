import { listScopeFor } from '../access/scope';
import type { CsvColumn } from '../exports/csv/cells';
import { csvChunks } from '../exports/csv/cells';
import { protectedProcedure } from '../trpc';
import type { ListRequest, RecordListInput, SelectForExport } from './list';

/**
 * `POST /{kind}` with `format: 'csv'`: the rows of the list (same scope, filters and sort, without
 * paging) as CSV text chunks. The scope is settled before the first chunk, so the caller sees only
 * their own campaigns' rows; the REST adapter streams the chunks as the download.
 */
export const exportCsvProcedure = <Request extends ListRequest<string>, RawRequest, ExportRow>(
  kind: RecordListInput<Request, RawRequest> & {
    selectForExport: SelectForExport<Request, ExportRow>;
    csvColumns: readonly CsvColumn<ExportRow>[];
  },
) =>
  protectedProcedure.input(kind.listInput).query(({ ctx, input }) => {
    // tRPC leaves a generic parser's output type unresolved here; it is the kind's `Request`.
    const request = input as Request;
    const scope = listScopeFor(ctx, request);
    return csvChunks(kind.csvColumns, kind.selectForExport(ctx.db, scope, request, request.sort));
  });
