import { listScopeFor } from '../access/scope';
import type { OrestarEntry } from '../exports/orestar/entries';
import { exportXmlInputSchema, orestarExport } from '../exports/xml-export';
import { protectedProcedure } from '../trpc';
import type { RecordKindNames } from './kind';
import type { ListRequest, RecordListInput, SelectForExport } from './list';

/**
 * Export XML for ORESTAR with the campaign's Filer Id: the filtered list, or with `all` every
 * record the caller may see, as documents of at most 2,000 transactions each.
 */
export const exportXmlProcedure = <Request extends ListRequest<string>, RawRequest, ExportRow>(
  kind: RecordListInput<Request, RawRequest> &
    Pick<RecordKindNames, 'plural'> & {
      selectForExport: SelectForExport<Request, ExportRow>;
      orestarEntry: (row: ExportRow) => OrestarEntry;
    },
) =>
  protectedProcedure.input(exportXmlInputSchema(kind.listInput)).query(async ({ ctx, input }) => {
    const scope = listScopeFor(ctx, input);
    const filter = input.all ? {} : input;
    const rows = kind.selectForExport(ctx.db, scope, filter, input.sort);
    return orestarExport(kind.plural, input.filerId, rows, kind.orestarEntry);
  });
