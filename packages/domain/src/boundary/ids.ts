import { z } from 'zod';
import { BOUNDARY_MESSAGES as M, MAX_AMOUNT_CENTS, MAX_DATABASE_INTEGER } from './limits';

/**
 * A record id as a path, body or query may carry it (a number or its digits): a whole number
 * from 1 to the end of the `integer` column.
 */
export const idSchema = z.coerce
  .number({ error: M.idInvalid })
  .int({ error: M.idInvalid })
  .min(1, { error: M.idInvalid })
  .max(MAX_DATABASE_INTEGER, { error: M.idInvalid });

/**
 * The version of a record a client read (body `version` or `If-Match`). Any whole number in the
 * column's range is a version: one the record does not hold is stale (409, or 412 from `If-Match`),
 * not malformed.
 */
export const versionSchema = z.coerce
  .number({ error: M.versionInvalid })
  .int({ error: M.versionInvalid })
  .min(0, { error: M.versionInvalid })
  .max(MAX_DATABASE_INTEGER, { error: M.versionInvalid });

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
