import { z } from 'zod';
import { TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { normaliseStreetAddress } from '../matching/address';
import type { MatchPerson } from '../matching/match-signals';
import { normalisePersonName } from '../matching/text';

/** The voter file's header, as the county exports it. */
export const KNOWN_CONTRIBUTOR_FILE_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'address_1',
  'address_2',
  'city',
  'state',
  'zip',
  'zip_plus_four',
  'county',
] as const;
export type KnownContributorFileColumn = (typeof KNOWN_CONTRIBUTOR_FILE_COLUMNS)[number];

export const KNOWN_CONTRIBUTOR_FILE_HEADER = KNOWN_CONTRIBUTOR_FILE_COLUMNS.join(',');

/**
 * Upload bound of the voter file (a county file is around 40 MB), checked by the portal before
 * sending and by the server while reading.
 */
export const KNOWN_CONTRIBUTOR_FILE_MAX_BYTES = 100 * 1024 * 1024;

export const KNOWN_CONTRIBUTOR_FILE_MESSAGES = {
  fileRequired: 'A CSV file is required',
  fileTooLarge: 'The file is larger than 100 MB',
} as const;

/** Where each column sits in the file's rows. */
export type KnownContributorFileLayout = Record<KnownContributorFileColumn, number>;

export type KnownContributorHeaderCheck =
  | { ok: true; layout: KnownContributorFileLayout }
  | { ok: false; message: string };

const isFileColumn = (name: string): name is KnownContributorFileColumn =>
  (KNOWN_CONTRIBUTOR_FILE_COLUMNS as readonly string[]).includes(name);

const headerProblem = (problem: string): KnownContributorHeaderCheck => ({
  ok: false,
  message: `${problem}; the header must be ${KNOWN_CONTRIBUTOR_FILE_HEADER}`,
});

/**
 * Voter-file header rule: every column of `KNOWN_CONTRIBUTOR_FILE_COLUMNS` exactly once and no
 * other, in any order (names compared without surrounding spaces and case). The message names the
 * first unknown, repeated or missing column.
 */
export function checkKnownContributorHeader(cells: readonly string[]): KnownContributorHeaderCheck {
  const layout: Partial<KnownContributorFileLayout> = {};
  for (const [position, cell] of cells.entries()) {
    const name = cell.trim().toLowerCase();
    if (!isFileColumn(name)) return headerProblem(`Unknown column "${cell.trim()}"`);
    if (layout[name] !== undefined) return headerProblem(`Column "${name}" appears twice`);
    layout[name] = position;
  }
  const missing = KNOWN_CONTRIBUTOR_FILE_COLUMNS.find((column) => layout[column] === undefined);
  if (missing) return headerProblem(`Missing column "${missing}"`);
  return { ok: true, layout: layout as KnownContributorFileLayout };
}

/** A cell under the text rule, named by its column: 'first_name contains a character ...'. */
const cell = (column: KnownContributorFileColumn) =>
  boundedText(column, TEXT_LIMITS.other, `${column} is required`).trim();

const required = (column: KnownContributorFileColumn) =>
  cell(column).min(1, { error: `${column} is required`, abort: true });

const optional = (column: KnownContributorFileColumn) =>
  cell(column).transform((value) => (value === '' ? null : value));

/** 97214, 97214-1234 or 972141234. */
const ZIP = /^(\d{5})(?:-?(\d{4}))?$/;

const fileRowSchema = z.object({
  id: required('id'),
  first_name: required('first_name'),
  last_name: required('last_name'),
  address_1: required('address_1'),
  address_2: optional('address_2'),
  city: required('city'),
  state: required('state')
    .regex(/^[A-Za-z]{2}$/, 'state must be 2 letters')
    .transform((state) => state.toUpperCase()),
  zip: required('zip').regex(ZIP, 'zip must be 5 digits or ZIP+4 (97214 or 97214-1234)'),
  zip_plus_four: optional('zip_plus_four').refine(
    (value) => value === null || /^\d{4}$/.test(value),
    'zip_plus_four must be 4 digits',
  ),
  county: optional('county'),
});

/** One person's row as the known_contributors table keeps it, with its matching forms. */
export interface KnownContributorRecord extends MatchPerson {
  id: string;
  address2: string | null;
  /** Always the 5-digit zip; the +4 part goes to `zipPlusFour`. */
  zip: string;
  zipPlusFour: string | null;
  county: string | null;
  normalizedFirstName: string;
  normalizedLastName: string;
  normalizedAddress: string;
}

export type KnownContributorRowCheck =
  | { ok: true; contributor: KnownContributorRecord }
  | { ok: false; problems: string[] };

/**
 * Voter-file row rule: every cell under the text rule (no invisible or direction characters);
 * id, first_name, last_name, address_1, city, state and zip are required;
 * state is 2 letters; zip is 5 digits or ZIP+4 (a +4 written in the zip fills zip_plus_four
 * when that column is empty); zip_plus_four, when given, is 4 digits. The row also gets the
 * normalised name and address forms the matcher compares.
 */
export function readKnownContributorRow(
  cells: readonly string[],
  layout: KnownContributorFileLayout,
): KnownContributorRowCheck {
  const columnCount = KNOWN_CONTRIBUTOR_FILE_COLUMNS.length;
  if (cells.length !== columnCount)
    return { ok: false, problems: [`expected ${columnCount} fields, found ${cells.length}`] };
  const named = Object.fromEntries(
    KNOWN_CONTRIBUTOR_FILE_COLUMNS.map((column) => [column, cells[layout[column]] ?? '']),
  );
  const parsed = fileRowSchema.safeParse(named);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  const row = parsed.data;
  const [, zip = row.zip, plusFourInZip = null] = ZIP.exec(row.zip) ?? [];
  return {
    ok: true,
    contributor: {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      address1: row.address_1,
      address2: row.address_2,
      city: row.city,
      state: row.state,
      zip,
      zipPlusFour: row.zip_plus_four ?? plusFourInZip,
      county: row.county,
      normalizedFirstName: normalisePersonName(row.first_name),
      normalizedLastName: normalisePersonName(row.last_name),
      normalizedAddress: normaliseStreetAddress(row.address_1, row.address_2).full,
    },
  };
}

/** How a bad row is reported: 'Line 12: zip must be 5 digits ...; state must be 2 letters'. */
export const knownContributorLineProblem = (line: number, problems: readonly string[]): string =>
  `Line ${line}: ${problems.join('; ')}`;
