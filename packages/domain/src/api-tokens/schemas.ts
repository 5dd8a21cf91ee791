import { z } from 'zod';
import { TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { BUSINESS_TIME_ZONE, isCalendarDate, partsInBusinessZone } from '../dates/calendar';
import { API_TOKEN_MESSAGES as M } from './messages';

/** A token's name: what its owner recognises it by in the list and in the history. */
export const API_TOKEN_NAME_MAX = 100;
/** An expiry further ahead than this is a typo, not a plan (and keeps timestamps sane). */
export const API_TOKEN_MAX_YEARS = 5;
/** Active (neither revoked nor expired) tokens one user may hold. */
export const API_TOKEN_MAX_ACTIVE = 50;

/**
 * The moment a calendar date ends in the city's time zone (spec section 9: dates are Pacific),
 * i.e. the next day's midnight in America/Los_Angeles, which is 07:00 or 08:00 UTC.
 */
export const endOfBusinessDay = (date: string): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  for (const utcHour of [7, 8]) {
    const candidate = new Date(Date.UTC(year, month - 1, day + 1, utcHour));
    if (partsInBusinessZone(candidate).hour === '00') return candidate;
  }
  throw new Error(`No midnight found in ${BUSINESS_TIME_ZONE} after ${date}`);
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A calendar date (valid through that day, Pacific time) or an ISO 8601 moment with offset. */
const expiryMoment = (value: string): Date | null => {
  if (isCalendarDate(value)) return endOfBusinessDay(value);
  if (!ISO_DATE_TIME.test(value)) return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment;
};

/**
 * The optional expiry of a new token, as text so that JSON, tRPC and an OpenAPI description all
 * see the same type: absent, null or empty means it never expires; otherwise it must lie in the
 * future and within `API_TOKEN_MAX_YEARS`.
 */
export const apiTokenExpirySchema = z
  .string({ error: M.expiresAtInvalid })
  .nullable()
  .optional()
  .transform((value, ctx): Date | null => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const moment = expiryMoment(value.trim());
    const now = Date.now();
    const problem =
      moment === null
        ? M.expiresAtInvalid
        : moment.getTime() <= now
          ? M.expiresAtPast
          : moment.getTime() > now + API_TOKEN_MAX_YEARS * 366 * 24 * 60 * 60 * 1000
            ? M.expiresAtTooFar(API_TOKEN_MAX_YEARS)
            : null;
    if (problem || moment === null) {
      ctx.addIssue({ code: 'custom', message: problem ?? M.expiresAtInvalid });
      return z.NEVER;
    }
    return moment;
  });

/** `apiTokens.create` and `POST /api-tokens`: `{name, expiresAt?, readOnly?}`. */
export const createApiTokenInputSchema = z.object({
  // The text rule's own length bound is far off: this field's limit keeps its own message.
  name: boundedText('Name', TEXT_LIMITS.other, M.nameRequired)
    .trim()
    .min(1, M.nameRequired)
    .max(API_TOKEN_NAME_MAX, M.nameTooLong(API_TOKEN_NAME_MAX)),
  expiresAt: apiTokenExpirySchema,
  readOnly: z.boolean({ error: M.readOnlyInvalid }).optional().default(false),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInputSchema>;
