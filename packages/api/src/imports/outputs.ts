import { OFFICES } from '@portal/domain';
import { z } from 'zod';

/** The first refused rows of a file (at most a thousand), each with its line and problem. */
const badRowsShape = {
  rows: z.number().int().nonnegative().describe('Data rows in the file, bad ones included.'),
  badRows: z.array(z.object({ line: z.number().int().positive(), message: z.string() })),
  badRowCount: z.number().int().nonnegative(),
};

/** `POST /known-contributors/import` (200): the voter file loaded, with its counts. */
export const knownContributorsImportOutput = z.object({
  ok: z.literal(true),
  message: z.string(),
  ...badRowsShape,
  inserted: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
});

/** `POST /external-contributions/import` (200): the state's filings loaded, with its counts. */
export const externalFilingsImportOutput = z.object({
  ok: z.literal(true),
  message: z.string(),
  ...badRowsShape,
  inserted: z.number().int().nonnegative(),
  amended: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  skipped: z
    .number()
    .int()
    .nonnegative()
    .describe('Rows that are not contributions received (expenditures, loans...).'),
  newCommittees: z.array(
    z.object({ filerId: z.string(), name: z.string(), officeSought: z.enum(OFFICES) }),
  ),
});

/** What a refused import answers (400): nothing was imported. */
export const importRefusalOutput = z.object({
  message: z.string(),
  badRows: badRowsShape.badRows,
  badRowCount: badRowsShape.badRowCount,
  unknownCommittees: z
    .array(z.object({ filerId: z.string(), name: z.string() }))
    .optional()
    .describe('Committees the file names whose office nobody gave (state filings only).'),
});
