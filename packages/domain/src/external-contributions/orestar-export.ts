import { calendarDateText, isCalendarDate } from '../dates';
import type { ContributionSubtype, ContributorType } from '../enums';
import { parseMoneyText } from '../money';

/** The columns of the state's transaction search export the portal reads (README of orestar/). */
export const ORESTAR_EXPORT_COLUMNS = {
  tranId: 'Tran Id',
  originalId: 'Original Id',
  date: 'Tran Date',
  status: 'Tran Status',
  filer: 'Filer',
  contributor: 'Contributor/Payee',
  subType: 'Sub Type',
  amount: 'Amount',
  filerId: 'Filer Id',
  bookType: 'Book Type',
  address1: 'Addr Line1',
  address2: 'Addr Line2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
} as const;
type ExportField = keyof typeof ORESTAR_EXPORT_COLUMNS;
export type OrestarExportLayout = Record<ExportField, number>;

/** Bounds of what the portal accepts from one export row. */
const MAX_TRANSACTION_ID = 1e15;
const MAX_TEXT = 300;
const MAX_AMOUNT_CENTS = 1_000_000_000;

const comparable = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Finds the columns by name (any order, any case; other columns are ignored, since the state adds
 * some over the years). The message names every column the portal needs that is missing.
 */
export function readOrestarExportHeader(
  cells: readonly string[],
): { ok: true; layout: OrestarExportLayout } | { ok: false; message: string } {
  const positions = new Map(cells.map((cell, position) => [comparable(cell), position]));
  const layout: Partial<OrestarExportLayout> = {};
  const missing: string[] = [];
  for (const [field, column] of Object.entries(ORESTAR_EXPORT_COLUMNS) as [ExportField, string][]) {
    const position = positions.get(comparable(column));
    if (position === undefined) missing.push(`"${column}"`);
    else layout[field] = position;
  }
  if (missing.length > 0)
    return {
      ok: false,
      message: `This is not the state's transaction export: missing column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`,
    };
  return { ok: true, layout: layout as OrestarExportLayout };
}

/** Sub types that are money or goods the committee received as a contribution. */
const CONTRIBUTION_SUB_TYPES: Record<string, ContributionSubtype> = {
  'cash contribution': 'cash',
  'in-kind contribution': 'inkind_contribution',
  'in-kind/forgiven account payable': 'inkind_forgiven_account',
  'in-kind/forgiven personal expenditures': 'inkind_forgiven_personal',
  'in-kind/forgiven personal expenditure': 'inkind_forgiven_personal',
  'in-kind paid supervision of volunteers': 'inkind_paid_supervision',
};

const CONTRIBUTOR_TYPES: Record<string, ContributorType> = {
  individual: 'individual',
  'business entity': 'business',
  "candidate's immediate family": 'family',
  'labor organization': 'labor',
  'political committee': 'political_committee',
  'political party committee': 'political_party',
  'unregistered committee': 'unregistered',
};

const subTypeKey = (text: string) => comparable(text).replace(/\s*\/\s*/g, '/');

/** One contribution of the export, ready to store. */
export interface OrestarContribution {
  tranId: number;
  originalTranId: number;
  filerId: string;
  committeeName: string;
  date: string;
  amountCents: number;
  contributionSubType: ContributionSubtype;
  contributorType: ContributorType;
  contributorName: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export type OrestarRowCheck =
  | { kind: 'contribution'; contribution: OrestarContribution }
  /** A well-formed row that is not a contribution received (an expenditure, a loan...). */
  | { kind: 'skipped' }
  | { kind: 'bad'; problems: string[] };

const transactionId = (text: string, column: string, problems: string[]): number => {
  const trimmed = text.trim();
  const value = /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value) || value <= 0 || value > MAX_TRANSACTION_ID) {
    problems.push(`${column} must be a positive whole number`);
    return 0;
  }
  return value;
};

const optionalText = (text: string | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * ORESTAR export row rule: contributions are the rows whose `Sub Type` is a contribution received
 * (cash, in-kind, forgiven payables or personal expenditures, paid supervision); other rows are
 * skipped. A contribution needs a positive `Tran Id` (and `Original Id`, the transaction it
 * amends, the same for an original), a `Filer Id` and `Filer`, a `Tran Date` MM/DD/YYYY and an
 * `Amount` in dollars with at most two decimals. `Book Type` maps to the contributor type
 * (unknown types are `other`).
 */
export function readOrestarExportRow(
  cells: readonly string[],
  layout: OrestarExportLayout,
): OrestarRowCheck {
  const cell = (field: ExportField) => (cells[layout[field]] ?? '').trim();
  const problems: string[] = [];
  const tooLong = (Object.keys(ORESTAR_EXPORT_COLUMNS) as ExportField[]).filter(
    (field) => cell(field).length > MAX_TEXT,
  );
  for (const field of tooLong)
    problems.push(`${ORESTAR_EXPORT_COLUMNS[field]} is longer than ${MAX_TEXT} characters`);
  if (cells.some((text) => text.includes('\u0000')))
    problems.push('the row contains a NUL character');
  if (problems.length > 0) return { kind: 'bad', problems };

  const subTypeText = cell('subType');
  if (subTypeText === '') return { kind: 'bad', problems: ['Sub Type is required'] };
  const contributionSubType = CONTRIBUTION_SUB_TYPES[subTypeKey(subTypeText)];
  if (!contributionSubType) return { kind: 'skipped' };

  const tranId = transactionId(cell('tranId'), 'Tran Id', problems);
  const originalText = cell('originalId');
  const originalTranId =
    originalText === '' ? tranId : transactionId(originalText, 'Original Id', problems);
  const filerId = cell('filerId');
  if (filerId === '') problems.push('Filer Id is required');
  const committeeName = cell('filer');
  if (committeeName === '') problems.push('Filer is required');
  const date = calendarDateText(cell('date'));
  if (!isCalendarDate(date)) problems.push('Tran Date must be a date written MM/DD/YYYY');
  const amount = parseMoneyText(cell('amount'));
  if (!amount.ok) problems.push('Amount must be an amount of dollars with at most 2 decimals');
  else if (amount.cents < 0 || amount.cents > MAX_AMOUNT_CENTS)
    problems.push('Amount must be between $0 and $10,000,000');
  if (problems.length > 0 || !amount.ok) return { kind: 'bad', problems };

  return {
    kind: 'contribution',
    contribution: {
      tranId,
      originalTranId,
      filerId,
      committeeName,
      date,
      amountCents: amount.cents,
      contributionSubType,
      contributorType: CONTRIBUTOR_TYPES[comparable(cell('bookType'))] ?? 'other',
      contributorName: cell('contributor'),
      address1: optionalText(cell('address1')),
      address2: optionalText(cell('address2')),
      city: optionalText(cell('city')),
      state: optionalText(cell('state'))?.toUpperCase() ?? null,
      zip: optionalText(cell('zip')),
    },
  };
}
