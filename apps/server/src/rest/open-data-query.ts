import { DEFAULT_DASHBOARD_START_DATE } from '@portal/domain';

type Query = Record<string, string | string[] | undefined>;

/** A repeated parameter is read as one comma-separated list. */
const textOf = (query: Query, name: string): string | undefined => {
  const value = query[name];
  return Array.isArray(value) ? value.join(',') : value;
};

const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * The dashboard's URL query (`financing=all&offices=Mayor&campaigns=3,-12&startDate=...`) as the
 * open-data procedures' input. Values are passed on as written so that the procedure's schema
 * refuses a bad one with a 400 naming it; `count` (a view mode) changes no data and is ignored.
 * As on the dashboard, a query with neither date starts at the programme's default date.
 */
export function dashboardFiltersFromQuery(query: Query): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  const governmentId = textOf(query, 'governmentId');
  if (governmentId !== undefined) filters.governmentId = Number(governmentId);
  const financing = textOf(query, 'financing');
  if (financing !== undefined) filters.financing = financing;
  const campaigns = textOf(query, 'campaigns');
  if (campaigns !== undefined) filters.campaigns = listOf(campaigns).map(Number);
  const offices = textOf(query, 'offices');
  if (offices !== undefined) filters.offices = listOf(offices);
  const compare = textOf(query, 'compare');
  if (compare !== undefined)
    filters.compare = compare === 'true' ? true : compare === 'false' ? false : compare;
  const startDate = textOf(query, 'startDate');
  const endDate = textOf(query, 'endDate');
  if (startDate === undefined && endDate === undefined) {
    filters.startDate = DEFAULT_DASHBOARD_START_DATE;
  } else {
    filters.startDate = startDate ? startDate : null;
    filters.endDate = endDate ? endDate : null;
  }
  return filters;
}
