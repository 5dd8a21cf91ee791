import {
  dashboardFilterValuesFromQuery,
  type QueryParameters,
  valuesFromQuery,
} from '@portal/domain';
import { geoFeedParametersSchema } from './geo-schemas';
import { dashboardFiltersInputSchema } from './schemas';

/**
 * A REST query string as the dashboard's filters' input (the open data), read by the same
 * schema as the procedure's: unchecked here, so the procedure refuses a bad or unknown
 * parameter with a 400 naming it.
 */
export const dashboardInputFromQuery = (query: QueryParameters): Record<string, unknown> =>
  dashboardFilterValuesFromQuery(query, dashboardFiltersInputSchema.shape);

/** A REST query string as a geo feed's input, every parameter passed on for the schema to check. */
export const geoFeedInputFromQuery = (query: QueryParameters): Record<string, unknown> =>
  valuesFromQuery(geoFeedParametersSchema.shape, query);
