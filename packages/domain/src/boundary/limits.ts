/**
 * The input boundary: what any request may carry, whichever form or script sends it.
 * Limits come from the columns (32-bit integers) and from the programme's sense; the choices are
 * recorded in docs/decisions.md, under the input boundary.
 */

/** PostgreSQL `integer` ends here; ids and cents past it would fail in the query, not the schema. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/** No single contribution, expense or match in a city programme comes near $10,000,000. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/** Character limits by meaning. */
export const TEXT_LIMITS = {
  /** A person's first, middle or last name, a city. */
  name: 100,
  /** A campaign, organisation, employer or payee name. */
  organisation: 200,
  /** A street address line. */
  address: 200,
  /** Short codes: zip, phone, check number, state, status, ids sent as text. */
  code: 50,
  /** An e-mail address (RFC 5321's path limit). */
  email: 254,
  /** Notes, descriptions, comments, reasons. */
  note: 5_000,
  /** Search boxes and filters. */
  search: 100,
  /** Any other text a request may carry (file names, passwords, codes, enum values). */
  other: 1_000,
} as const;

/** The programme's first contributions (Portland's small donor elections began in 2019). */
export const PROGRAMME_START_DATE = '2019-01-01';
/** Money received is dated today at the latest, with a day for clocks in other zones. */
export const RECEIVED_DATE_MARGIN_DAYS = 1;
/** Expenses may be entered ahead of paying them, up to a month. */
export const PLANNED_EXPENSE_MARGIN_DAYS = 31;

export const BOUNDARY_MESSAGES = {
  idInvalid: 'Not a valid id',
  versionInvalid: 'Version must be a whole number, at least 0',
  amountTooLarge: 'Amounts can be at most $10,000,000.00',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  /** `codePoint` as 'U+202E': an invisible character can only be named by its number. */
  characterNotAllowed: (label: string, codePoint: string) =>
    `${label} contains a character that is not allowed (${codePoint})`,
  dateTooEarly: (label: string) => `${label} cannot be before ${PROGRAMME_START_DATE}`,
  dateTooLate: (label: string, latest: string) => `${label} cannot be after ${latest}`,
  notAnObject: 'The request body must be a JSON object',
} as const;
