import { listScopeFor } from '../access/scope';
import { protectedProcedure } from '../trpc';
import type { OrestarEntry } from './exports/orestar/entries';
import {
  exportXmlInputSchema,
  type OrestarExportSource,
  orestarExport,
  orestarExportJson,
} from './exports/xml-export';
import type { RecordKindNames } from './kind';
import type { ListRequest, RecordListInput, SelectForExport } from './list';

type OrestarKind<Request extends ListRequest<string>, RawRequest, ExportRow> = RecordListInput<
  Request,
  RawRequest
> &
  Pick<RecordKindNames, 'plural'> & {
    selectForExport: SelectForExport<Request, ExportRow>;
    orestarEntry: (row: ExportRow) => OrestarEntry;
  };

/**
 * Export XML for ORESTAR with the campaign's Filer Id: the filtered list, or with `all` every
 * record the caller may see, as documents of at most 2,000 transactions each, read through the
 * same cursor as the CSV export. `answer` shapes the documents (all at once, or as JSON text).
 */
const orestarProcedure = <Request extends ListRequest<string>, RawRequest, ExportRow, Answer>(
  kind: OrestarKind<Request, RawRequest, ExportRow>,
  answer: (source: OrestarExportSource<ExportRow>) => Answer,
) =>
  protectedProcedure.input(exportXmlInputSchema(kind.listInput)).query(({ ctx, input }) => {
    const scope = listScopeFor(ctx, input);
    const filter = input.all ? {} : input;
    return answer({
      kind: kind.plural,
      filerId: input.filerId,
      batches: kind.selectForExport(ctx.db, scope, filter, input.sort),
      toEntry: kind.orestarEntry,
    });
  });

/** The documents as one answer `{ documents: [{ fileName, xml }] }`. */
export const exportXmlProcedure = <Request extends ListRequest<string>, RawRequest, ExportRow>(
  kind: OrestarKind<Request, RawRequest, ExportRow>,
) => orestarProcedure(kind, orestarExport);

/**
 * `POST /{kind}` with `format: 'xml'`: the same answer as JSON text chunks, one document at a
 * time, which the REST adapter streams. The input and the scope are settled before the first
 * chunk, as for the CSV export.
 */
export const exportXmlStreamProcedure = <
  Request extends ListRequest<string>,
  RawRequest,
  ExportRow,
>(
  kind: OrestarKind<Request, RawRequest, ExportRow>,
) => orestarProcedure(kind, orestarExportJson);
