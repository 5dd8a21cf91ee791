import { z } from 'zod';
import { wholeNumberInput } from '../boundary/ids';
import { MAX_DATABASE_INTEGER, TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { compareCalendarDates, isCalendarDate } from '../dates/calendar';
import type { ContributionStatus, ExpenditureStatus } from '../enums/lists';
import { oneOfMessage } from '../enums/options';
import {
  CONTRIBUTION_FILTER_STATUSES,
  EXPENDITURE_STATUSES,
  parseContributionStatus,
  parseExpenditureStatus,
} from '../enums/statuses';
import { choiceSchema } from '../forms/fields';
import { LIST_FILTER_MESSAGES } from './list-messages';

export const LIST_PAGE_SIZES = [50, 100, 150] as const;
export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];
export const DEFAULT_LIST_PAGE_SIZE: ListPageSize = 50;
/** The highest page index the list's pager offers (spec section 9). */
export const MAX_LIST_PAGE = 100;

export { LIST_FILTER_MESSAGES };

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * Sortable list columns, the same for both kinds but one of their own in sixth place (the order
 * of the 'must be one of' message); `name` is the donor's or payee's name as the list shows it.
 */
const recordSortFields = <const Own extends string>(own: Own) =>
  [
    'date',
    'createdAt',
    'updatedAt',
    'amount',
    'status',
    own,
    'campaignId',
    'name',
    'campaignName',
  ] as const;
export const CONTRIBUTION_SORT_FIELDS = recordSortFields('oaeType');
export const EXPENDITURE_SORT_FIELDS = recordSortFields('paymentMethod');

const optionalDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: 'custom', message: LIST_FILTER_MESSAGES.dateInvalid });
      return z.NEVER;
    }
    return value;
  });

/**
 * Page index: whole, not negative, within the database's integer range. The server answers the
 * page asked for (empty past the end), never silently another one; the pager stops at the cap.
 */
const page = wholeNumberInput(z.number().int().min(0).max(MAX_DATABASE_INTEGER)).default(0);

const perPage = wholeNumberInput(z.number())
  .default(DEFAULT_LIST_PAGE_SIZE)
  .pipe(
    z.union(
      LIST_PAGE_SIZES.map((size) => z.literal(size)),
      { error: oneOfMessage('perPage', LIST_PAGE_SIZES.map(String)) },
    ),
  );

/**
 * The list's name search: part of a contributor's or payee's name, trimmed; empty is no search.
 * Case and accents are ignored by the database (`name_search_key`), not here.
 */
const nameSearch = boundedText('Name', TEXT_LIMITS.search)
  .nullish()
  .transform((value) => value?.trim() || null);

const listFilterSchema = <Status extends string, Field extends string>(
  parseStatus: (value: unknown) => Status | null,
  statuses: readonly Status[],
  sortFields: readonly [Field, ...Field[]],
) =>
  z
    .object({
      from: optionalDate,
      to: optionalDate,
      name: nameSearch,
      status: z
        .string({ error: LIST_FILTER_MESSAGES.statusRequired })
        .default('all')
        .transform((value, ctx): Status | 'all' => {
          if (value.trim().toLowerCase() === 'all') return 'all';
          const status = parseStatus(value);
          if (status && statuses.includes(status)) return status;
          ctx.addIssue({
            code: 'custom',
            message: value.trim()
              ? oneOfMessage('Status', ['all', ...statuses])
              : LIST_FILTER_MESSAGES.statusRequired,
          });
          return z.NEVER;
        }),
      sort: z
        .object({
          field: choiceSchema(sortFields, 'Sort field', 'Sort field is required').default(
            sortFields[0],
          ),
          direction: choiceSchema(
            SORT_DIRECTIONS,
            'Sort direction',
            'Sort direction is required',
          ).default('DESC'),
        })
        .default({ field: sortFields[0], direction: 'DESC' }),
      page,
      perPage,
    })
    .superRefine((filter, ctx) => {
      if (filter.from && filter.to && compareCalendarDates(filter.from, filter.to) > 0)
        ctx.addIssue({ code: 'custom', message: LIST_FILTER_MESSAGES.rangeInvalid, path: ['to'] });
    });

/**
 * Contribution list state (spec sections 3 and 4): from/to calendar dates, status 'all' or one of
 * the filter statuses in any case ('Draft' from dashboard links), sort, page, perPage.
 */
export const contributionListFilterSchema = listFilterSchema<
  ContributionStatus,
  (typeof CONTRIBUTION_SORT_FIELDS)[number]
>(parseContributionStatus, CONTRIBUTION_FILTER_STATUSES, CONTRIBUTION_SORT_FIELDS);
export type ContributionListFilter = z.output<typeof contributionListFilterSchema>;

export const expenditureListFilterSchema = listFilterSchema<
  ExpenditureStatus,
  (typeof EXPENDITURE_SORT_FIELDS)[number]
>(parseExpenditureStatus, EXPENDITURE_STATUSES.values, EXPENDITURE_SORT_FIELDS);
export type ExpenditureListFilter = z.output<typeof expenditureListFilterSchema>;

/** The status sent to the server: dropped when it is 'all' (spec section 4). */
export const statusCondition = <Status extends string>(
  status: Status | 'all',
): Status | undefined => (status === 'all' ? undefined : status);

/** Offset sent equals page times perPage. */
export const listOffset = (filter: { page: number; perPage: number }): number =>
  filter.page * filter.perPage;

/** New page after a page-size change, so the first visible row stays visible (spec section 9). */
export const pageAfterPageSizeChange = (
  page: number,
  perPage: number,
  newPerPage: number,
): number => Math.min(Math.floor((page * perPage) / newPerPage), MAX_LIST_PAGE);

/** Paging label 'from - to of total' (1-based, e.g. '51 - 100 of 230'). */
export const pagingLabel = (page: number, perPage: number, total: number): string => {
  if (total === 0) return '0 - 0 of 0';
  const first = page * perPage + 1;
  const last = Math.min((page + 1) * perPage, total);
  return `${first} - ${last} of ${total}`;
};

/** The last page index for a total, within the cap. */
export const lastPage = (perPage: number, total: number): number =>
  Math.min(Math.max(Math.ceil(total / perPage) - 1, 0), MAX_LIST_PAGE);
