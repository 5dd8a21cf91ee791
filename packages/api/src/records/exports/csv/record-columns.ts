import {
  booleanCell,
  dollarsCell,
  labelCell,
  momentCell,
  textCell,
} from '../../../shared/csv-cells';
import { ADDRESS_FIELDS, type AddressField } from '../../kind';
import type { RecordCsvColumn as CsvColumn } from './line-sql';

/** The fields of a row whose values are of type `Value`. */
type FieldsOf<Row, Value> = {
  [Field in keyof Row]: Row[Field] extends Value ? Field : never;
}[keyof Row] &
  string;

/**
 * Column builders for one kind's export rows: each names a field, takes its header from the
 * kind's field labels, and writes the value as the export writes that type.
 */
function fieldColumns<Row>(labels: Partial<Record<keyof Row & string, string>>) {
  const header = (field: keyof Row & string) => labels[field] ?? field;
  return {
    /** The street address (the donor's, the payee's), one column a line. */
    address: (): CsvColumn<Row>[] =>
      ADDRESS_FIELDS.map((field) => ({
        header: header(field as keyof Row & string),
        cell: (row) => textCell((row as Record<AddressField, string | null>)[field]),
        sql: { field, as: 'text' },
      })),
    /** Free text, made safe to open in a spreadsheet. */
    text: (field: FieldsOf<Row, string | null>): CsvColumn<Row> => ({
      header: header(field),
      cell: (row) => textCell(row[field] as string | null),
      sql: { field, as: 'text' },
    }),
    /** A calendar date, already 'YYYY-MM-DD'. */
    date: (field: FieldsOf<Row, string | null>): CsvColumn<Row> => ({
      header: header(field),
      cell: (row) => (row[field] as string | null) ?? '',
      sql: { field, as: 'plain' },
    }),
    /** Dollars with exactly 2 decimals. */
    dollars: (field: FieldsOf<Row, number | null>): CsvColumn<Row> => ({
      header: header(field),
      cell: (row) => dollarsCell(row[field] as number | null),
      sql: { field, as: 'dollars' },
    }),
    /** A code shown by its label ('individual' as 'Individual'). */
    label: <Code extends string>(
      field: FieldsOf<Row, Code | null>,
      codeLabels: Record<Code, string>,
    ): CsvColumn<Row> => ({
      header: header(field),
      cell: (row) => labelCell(codeLabels, row[field] as Code | null),
      sql: { field, as: 'label', labels: codeLabels },
    }),
  };
}

/** The columns every record export starts with: which record, of which campaign, in which status. */
const recordHeadColumns = <
  Row extends { id: number; campaignName: string; status: Status },
  Status extends string,
>(
  statusLabels: Record<Status, string>,
): CsvColumn<Row>[] => [
  { header: 'Id', cell: (row) => String(row.id), sql: { field: 'id', as: 'plain' } },
  {
    header: 'Campaign',
    cell: (row) => textCell(row.campaignName),
    sql: { field: 'campaignName', as: 'text' },
  },
  {
    header: 'Status',
    cell: (row) => labelCell(statusLabels, row.status),
    sql: { field: 'status', as: 'label', labels: statusLabels },
  },
];

/** A moment as an ISO 8601 UTC timestamp. */
const momentColumn = <Row extends Record<Field, Date | null>, Field extends string>(
  header: string,
  field: Field,
): CsvColumn<Row> => ({
  header,
  cell: (row) => momentCell(row[field]),
  sql: { field, as: 'moment' },
});

/** The columns every record export ends with: when it was submitted, created and last edited. */
const recordStampColumns = <
  Row extends { submittedAt: Date | null; createdAt: Date; updatedAt: Date },
>(): CsvColumn<Row>[] => [
  momentColumn('Submitted At', 'submittedAt'),
  momentColumn('Created At', 'createdAt'),
  momentColumn('Last Edited', 'updatedAt'),
];

/** Yes or No for a review decision, empty while undecided. */
export const yesNoColumn = <Row>(
  header: string,
  field: FieldsOf<Row, boolean | null>,
): CsvColumn<Row> => ({
  header,
  cell: (row) => booleanCell(row[field] as boolean | null),
  sql: { field, as: 'yesNo' },
});

/** What every kind's export row has around the kind's own fields. */
interface RecordExportRow<Status extends string> {
  id: number;
  campaignName: string;
  status: Status;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One kind's export columns: which record and its status first, then the kind's own fields (built
 * with that kind's field labels as headers), then when it was submitted and edited.
 */
export const recordCsvColumns = <Row extends RecordExportRow<string>>(
  statusLabels: Record<Row['status'], string>,
  fieldLabels: Partial<Record<keyof Row & string, string>>,
  kindFields: (field: ReturnType<typeof fieldColumns<Row>>) => CsvColumn<Row>[],
): readonly CsvColumn<Row>[] => [
  ...recordHeadColumns<Row, Row['status']>(statusLabels),
  ...kindFields(fieldColumns<Row>(fieldLabels)),
  ...recordStampColumns<Row>(),
];
