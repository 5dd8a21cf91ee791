import { z } from 'zod';
import { BOUNDARY_MESSAGES as M, MAX_AMOUNT_CENTS, MAX_DATABASE_INTEGER } from './limits';

/**
 * A whole number as a body, a query or a form field may carry it: a JSON number, or its decimal
 * digits as text ('12'). Nothing else is read as one: ' 12', '0x10', '1e3', '', true and [3]
 * are refused, not taken for 12, 16, 1000, 0, 1 and 3.
 */
export const wholeNumberInput = <Schema extends z.ZodType<number>>(schema: Schema) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value),
    schema,
  );

/**
 * A record id as a path, body or query may carry it (a number or its digits): a whole number
 * from 1 to the end of the `integer` column.
 */
export const idSchema = wholeNumberInput(
  z
    .number({ error: M.idInvalid })
    .int({ error: M.idInvalid })
    .min(1, { error: M.idInvalid })
    .max(MAX_DATABASE_INTEGER, { error: M.idInvalid }),
);

/**
 * The version of a record a client read (body `version` or `If-Match`). Any whole number in the
 * column's range is a version: one the record does not hold is stale (409, or 412 from `If-Match`),
 * not malformed.
 */
export const versionSchema = wholeNumberInput(
  z
    .number({ error: M.versionInvalid })
    .int({ error: M.versionInvalid })
    .min(0, { error: M.versionInvalid })
    .max(MAX_DATABASE_INTEGER, { error: M.versionInvalid }),
);

/** True for a value `idSchema` accepts as it is (no coercion). */
export const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 1 &&
  value <= MAX_DATABASE_INTEGER;

/** True when cents fit the programme's sense (and so the column). */
export const isWithinAmountLimit = (cents: number): boolean => Math.abs(cents) <= MAX_AMOUNT_CENTS;

/**
 * A campaign id of the public dashboard: positive for participating campaigns, negative for the
 * non-participating ones it reads from external filings; within the `integer` column either way.
 */
export const dashboardCampaignIdSchema = z
  .number({ error: M.idInvalid })
  .int({ error: M.idInvalid })
  .min(-MAX_DATABASE_INTEGER, { error: M.idInvalid })
  .max(MAX_DATABASE_INTEGER, { error: M.idInvalid });
