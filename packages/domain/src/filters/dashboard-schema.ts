import { z } from 'zod';
import { dashboardCampaignIdSchema } from '../boundary/ids';
import { BOUNDARY_MESSAGES, TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import {
  compareCalendarDates,
  DEFAULT_DASHBOARD_START_DATE,
  isCalendarDate,
} from '../dates/calendar';
import { DEFAULT_FINANCING, FINANCING_CHOICES } from '../enums/misc';
import { parseOffice } from '../enums/places';
import { listChoiceSchema } from '../forms/fields';
import {
  type QueryParameters,
  queryFromValues,
  readLeniently,
  valuesFromQuery,
} from './query-string';

/** Compare mode shows up to 4 candidates side by side (spec section 9). */
export const MAX_COMPARED_CAMPAIGNS = 4;

/** Offices a filter may name at once: the spec's and those external filings name. */
export const MAX_FILTERED_OFFICES = 50;

/** A calendar date parameter, absent or empty for no bound, refused by its own name. */
export const calendarDateParameter = (name: string) =>
  z
    .string({ error: `${name} must be a date written YYYY-MM-DD` })
    .refine(isCalendarDate, `${name} must be a date written YYYY-MM-DD`)
    .nullable()
    .default(null);

/** Whether a date range ends before it starts (spec section 5: From must not be after To). */
export const isInvertedRange = (start: unknown, end: unknown): boolean =>
  isCalendarDate(start) && isCalendarDate(end) && compareCalendarDates(start, end) > 0;

/**
 * From must not be after To: the same refusal, under the start's name, on every public route
 * that takes a date range (the dashboard's filters, the open data, the geo feeds).
 */
export const dateRangeCheck =
  <Start extends string, End extends string>(start: Start, end: End) =>
  (ctx: z.core.ParsePayload<{ [Name in Start | End]: unknown }>) => {
    if (isInvertedRange(ctx.value[start], ctx.value[end]))
      ctx.issues.push({
        code: 'custom',
        message: `${start} must not be after ${end}`,
        input: ctx.value[start],
        path: [start],
      });
  };

/** A strict object's refusal of a key (a query parameter) it does not know, naming it. */
export const unknownParameters = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
};

/**
 * A strict object of these fields whose date range (`start`, `end`) must not be inverted; how
 * every public input that takes a date range is built.
 */
export const strictWithDateRange = <
  Shape extends z.core.$ZodShape,
  Start extends keyof Shape & string,
  End extends keyof Shape & string,
>(
  shape: Shape,
  start: Start,
  end: End,
) =>
  z
    .strictObject(shape, unknownParameters)
    .check(dateRangeCheck(start, end) as (ctx: z.core.ParsePayload<unknown>) => void);

/**
 * The public dashboard's filters, in the order its URL writes them (spec section 2: financing,
 * count, compare, offices, campaigns, startDate, endDate). This one description is read by the
 * portal's URL, the dashboard's procedures, the open-data downloads and the answer cache: a new
 * filter is a new field here and the query that uses it.
 */
export const DASHBOARD_FILTER_FIELDS = {
  financing: listChoiceSchema(FINANCING_CHOICES, 'Financing', 'Financing is required').default(
    DEFAULT_FINANCING,
  ),
  /** View by count rather than amount: a view mode, the data is the same. */
  count: z.boolean({ error: 'count must be true or false' }).default(false),
  compare: z.boolean({ error: 'compare must be true or false' }).default(false),
  /**
   * Offices in the spec's words or as stored, in any case, with spaces or underscores ('Mayor',
   * 'councilor_district_1'), read as the spec names them; external data may name offices outside
   * the spec's list, which stay as written.
   */
  offices: z
    .array(
      boundedText('Office', TEXT_LIMITS.organisation)
        .trim()
        .min(1, 'Office must not be empty')
        .transform((office) => parseOffice(office) ?? office),
    )
    .max(MAX_FILTERED_OFFICES, `offices takes at most ${MAX_FILTERED_OFFICES} offices`)
    .default([]),
  /** Dashboard campaign ids: positive for participants, negative for external filers. */
  campaigns: z
    .array(dashboardCampaignIdSchema.refine((id) => id !== 0, BOUNDARY_MESSAGES.idInvalid))
    .max(MAX_COMPARED_CAMPAIGNS, `campaigns takes at most ${MAX_COMPARED_CAMPAIGNS} campaigns`)
    .default([]),
  startDate: calendarDateParameter('startDate'),
  endDate: calendarDateParameter('endDate'),
};

/** A dashboard filter schema with more fields (the government, the map's zoom and area). */
export const dashboardFiltersWith = <Extra extends z.core.$ZodShape>(extra: Extra) =>
  strictWithDateRange({ ...DASHBOARD_FILTER_FIELDS, ...extra }, 'startDate', 'endDate');

/** The dashboard's filters as its URL holds them. */
export const dashboardFiltersSchema = dashboardFiltersWith({});
export type DashboardFilters = z.output<typeof dashboardFiltersSchema>;

/**
 * A query string as the dashboard's filters' values, unchecked (for `fields`, the filters and
 * any fields added to them). As on the dashboard's first load, a query with neither date starts
 * at the programme's default date (spec section 4); a link with cleared dates keeps them cleared.
 */
export function dashboardFilterValuesFromQuery(
  query: QueryParameters,
  fields: Readonly<Record<string, z.ZodType>> = DASHBOARD_FILTER_FIELDS,
): Record<string, unknown> {
  const values = valuesFromQuery(fields, query);
  if (values.startDate === undefined && values.endDate === undefined)
    values.startDate = DEFAULT_DASHBOARD_START_DATE;
  return values;
}

/**
 * The filters a shared link asks for, read leniently: a value that does not parse gives the
 * default, so a mangled link still opens a view; compare only with more than one campaign.
 */
export function dashboardFiltersFromLink(query: QueryParameters): DashboardFilters {
  const filters = readLeniently(DASHBOARD_FILTER_FIELDS, dashboardFilterValuesFromQuery(query));
  return { ...filters, compare: filters.compare && filters.campaigns.length > 1 };
}

/** The query string of a view: every filter in a fixed order, so equal views give equal links. */
export const dashboardFiltersQuery = (filters: DashboardFilters): URLSearchParams =>
  queryFromValues(DASHBOARD_FILTER_FIELDS, filters);
