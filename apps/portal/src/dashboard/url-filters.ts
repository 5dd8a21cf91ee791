import {
  type DashboardFilters,
  dashboardFiltersFromLink,
  dashboardFiltersQuery,
} from '@portal/domain';

/**
 * Reads the dashboard filters from the URL query (spec section 2) with the domain's filter
 * schema, ignoring what does not parse, so a shared link reproduces the view and a mangled one
 * still opens the default view.
 */
export const filtersFromSearch = (params: URLSearchParams): DashboardFilters =>
  dashboardFiltersFromLink(params);

/** The URL query for a view: every filter, in a fixed order, so equal views give equal links. */
export const searchFromFilters = (filters: DashboardFilters): URLSearchParams =>
  dashboardFiltersQuery(filters);
