import { commentProcedure } from './comment';
import { type CreateRules, createProcedure } from './create';
import { exportCsvProcedure } from './export-csv';
import { exportXmlProcedure, exportXmlStreamProcedure } from './export-xml';
import type { RecordCsvColumn } from './exports/csv/line-sql';
import type { OrestarEntry } from './exports/orestar/entries';
import { getProcedure } from './get';
import type { RecordKindNames, StoredRecord } from './kind';
import {
  type ListRequest,
  type ListRules,
  listProcedure,
  type SelectCsvLines,
  type SelectForExport,
} from './list';
import { type SyncRules, syncProcedure } from './sync';
import { type UpdateRequest, type UpdateRules, updateProcedures } from './update';

/**
 * The procedures every kind of money record has, instantiated for one kind's configuration:
 * create, get, update, archive, list, sync, comment and the CSV and ORESTAR exports. A router adds
 * the procedures only its kind has.
 */
export function recordProcedures<
  Stored extends StoredRecord,
  Row extends { id: number; governmentId: number; campaignId: number; amountCents: number },
  CreateInput extends { campaignId: number },
  RawCreateInput,
  Payload,
  CreateAnswer,
  UpdateInput extends UpdateRequest,
  RawUpdateInput,
  Request extends ListRequest<string>,
  RawRequest,
  ListRow,
  ExportRow,
>(
  kind: RecordKindNames &
    CreateRules<CreateInput, RawCreateInput, Payload, Row, CreateAnswer> &
    UpdateRules<Stored, UpdateInput, RawUpdateInput, Row> &
    ListRules<Request, RawRequest, ListRow> &
    SyncRules<Stored['status'], ListRow> & {
      selectForExport: SelectForExport<Request, ExportRow>;
      selectCsvLines: SelectCsvLines<Request>;
      csvColumns: readonly RecordCsvColumn<ExportRow>[];
      orestarEntry: (row: ExportRow) => OrestarEntry;
    },
) {
  const { update, archive } = updateProcedures(kind);
  return {
    create: createProcedure(kind),
    get: getProcedure(kind),
    update,
    archive,
    list: listProcedure(kind),
    sync: syncProcedure(kind),
    comment: commentProcedure(kind),
    exportCsv: exportCsvProcedure(kind),
    exportXml: exportXmlProcedure(kind),
    exportXmlStream: exportXmlStreamProcedure(kind),
  };
}
