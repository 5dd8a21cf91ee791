import { ADDRESS_FIELDS, type AddressField } from '../../records/kind';
import { booleanCell, type CsvColumn, dollarsCell, labelCell, momentCell, textCell } from './cells';

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
      })),
    /** Free text, made safe to open in a spreadsheet. */
    text: (field: FieldsOf<Row, string | null>): CsvColumn<Row> => ({
      header: header(field),
      cell: (row) => textCell(row[field] as string | null),
    }),
    /** A calendar date, already 'YYYY-MM-DD'. */
    date: (field: FieldsOf<Row, string | null>): CsvColumn<Row> => ({
      header: header(field),
      cell: (row) => (row[field] as string | null) ?? '',
    }),
    /** Dollars with exactly 2 decimals. */
    dollars: (field: FieldsOf<Row, number | null>): CsvColumn<Row> => ({
      header: header(field),
      cell: (row) => dollarsCell(row[field] as number | null),
    }),
    /** A code shown by its label ('individual' as 'Individual'). */
    label: <Code extends string>(
      field: FieldsOf<Row, Code | null>,
      codeLabels: Record<Code, string>,
    ): CsvColumn<Row> => ({
      header: header(field),
      cell: (row) => labelCell(codeLabels, row[field] as Code | null),
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
  { header: 'Id', cell: (row) => String(row.id) },
  { header: 'Campaign', cell: (row) => textCell(row.campaignName) },
  { header: 'Status', cell: (row) => labelCell(statusLabels, row.status) },
];

/** The columns every record export ends with: when it was submitted, created and last edited. */
const recordStampColumns = <
  Row extends { submittedAt: Date | null; createdAt: Date; updatedAt: Date },
>(): CsvColumn<Row>[] => [
  { header: 'Submitted At', cell: (row) => momentCell(row.submittedAt) },
  { header: 'Created At', cell: (row) => momentCell(row.createdAt) },
  { header: 'Last Edited', cell: (row) => momentCell(row.updatedAt) },
];

/** Yes or No for a review decision, empty while undecided. */
export const yesNoColumn = <Row>(
  header: string,
  read: (row: Row) => boolean | null,
): CsvColumn<Row> => ({
  header,
  cell: (row) => booleanCell(read(row)),
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
