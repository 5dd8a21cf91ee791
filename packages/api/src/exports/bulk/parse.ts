import {
  CONTRIBUTION_FIELDS,
  type ContributionField,
  type CreateContributionInput,
  createContributionInputSchema,
} from '@portal/domain';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { CONTRIBUTION_FIELD_LABELS } from '../labels';
import { amountValue, calendarDateText, choiceValue } from './values';

export type ParsedContribution = z.output<typeof createContributionInputSchema>;

export type BulkParseResult =
  | { ok: true; contributions: ParsedContribution[] }
  | { ok: false; issues: string[] };

const DATE_FIELDS = new Set<ContributionField>(['date', 'occupationLetterDate']);

/** Header cells name fields by payload name or by their readable label, in any case. */
const headerField = (cell: string): ContributionField | null => {
  const wanted = cell.trim().toLowerCase();
  return (
    CONTRIBUTION_FIELDS.find(
      (field) =>
        field.toLowerCase() === wanted || CONTRIBUTION_FIELD_LABELS[field].toLowerCase() === wanted,
    ) ?? null
  );
};

const fieldLabel = (path: readonly PropertyKey[]): string => {
  const field = String(path[0] ?? '');
  return field in CONTRIBUTION_FIELD_LABELS
    ? CONTRIBUTION_FIELD_LABELS[field as ContributionField]
    : field;
};

interface CsvRow {
  cells: string[];
  /** The row number a spreadsheet shows for this record. */
  row: number;
}

const newlines = (cells: readonly string[]) =>
  cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * Records with the row number a spreadsheet gives them: blank lines are rows there, while a
 * quoted cell spanning lines stays in one row. Blank lines are skipped by the parser (reading
 * them one by one is very slow) and counted back from the line numbers.
 */
const readCsv = (csvText: string): CsvRow[] | string => {
  try {
    // With `info`, csv-parse yields { record, info } objects; its types do not say so.
    const records = parse(csvText, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    let row = 0;
    let lastLine = 0;
    return records.map(({ record, info }) => {
      const firstLine = info.lines - newlines(record);
      row += firstLine - lastLine;
      lastLine = info.lines;
      return { cells: record, row };
    });
  } catch (error) {
    return error instanceof Error ? error.message : 'The file is not valid CSV';
  }
};

/**
 * Reads a bulk-import CSV into contributions of `campaignId`. Every row goes through the same
 * schema as `POST /contributions/new`; any problem anywhere fails the whole file with one message
 * per problem, 'Row 12: Amount: ...', numbered as a spreadsheet numbers rows (header = row 1).
 */
export function parseBulkContributions(csvText: string, campaignId: number): BulkParseResult {
  const records = readCsv(csvText);
  if (typeof records === 'string')
    return { ok: false, issues: [`Could not read the file: ${records}`] };
  const [header, ...rows] = records;
  const headerRow = header?.row ?? 1;
  const columns = (header?.cells ?? []).map(headerField);
  const issues: string[] = [];
  (header?.cells ?? []).forEach((cell, index) => {
    if (columns[index] === null && cell.trim() !== '')
      issues.push(`Row ${headerRow}: Unknown column '${cell.trim()}'`);
  });
  if (!columns.includes('amount'))
    issues.push(`Row ${headerRow}: The header row must name the columns of the template`);

  const contributions: ParsedContribution[] = [];
  for (const { cells, row } of rows) {
    // A row of empty cells (',,,') is a blank spreadsheet row, not a contribution.
    if (cells.every((cell) => cell.trim() === '')) continue;
    const record: Record<string, unknown> = { campaignId };
    const rowIssues: string[] = [];
    columns.forEach((field, column) => {
      if (!field) return;
      const text = cells[column] ?? '';
      if (field === 'amount') {
        const amount = amountValue(text);
        if (amount.ok) record.amount = amount.amount;
        else rowIssues.push(`Row ${row}: ${CONTRIBUTION_FIELD_LABELS.amount}: ${amount.message}`);
      } else if (DATE_FIELDS.has(field)) record[field] = calendarDateText(text);
      else record[field] = choiceValue(field, text);
    });
    const parsed = createContributionInputSchema.safeParse(record as CreateContributionInput);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        if (!(issue.path[0] === 'amount' && rowIssues.length > 0))
          rowIssues.push(`Row ${row}: ${fieldLabel(issue.path)}: ${issue.message}`);
    } else contributions.push(parsed.data);
    issues.push(...rowIssues);
  }
  if (issues.length === 0 && contributions.length === 0)
    issues.push('The file has no contributions');
  return issues.length > 0 ? { ok: false, issues } : { ok: true, contributions };
}
