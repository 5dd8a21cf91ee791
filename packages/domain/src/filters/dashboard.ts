import { DEFAULT_DASHBOARD_START_DATE } from '../dates/calendar';
import type { Financing } from '../enums/lists';
import {
  type DashboardFilters,
  dashboardFiltersSchema,
  MAX_COMPARED_CAMPAIGNS,
} from './dashboard-schema';

/** First load: the filters' defaults (public financing, no selection), from 2023-01-01 (spec sections 4 and 9). */
export const initialDashboardFilters = (
  fromUrl: Partial<DashboardFilters> = {},
): DashboardFilters => {
  const filters: DashboardFilters = { ...dashboardFiltersSchema.parse({}), ...fromUrl };
  if (!filters.startDate && !filters.endDate) filters.startDate = DEFAULT_DASHBOARD_START_DATE;
  return filters;
};

/** Setting financing turns compare off. */
export const setFinancing = (
  filters: DashboardFilters,
  financing: Financing,
): DashboardFilters => ({
  ...filters,
  financing,
  compare: false,
});

/** Compare turns on when more than one campaign is chosen; at most 4 are kept. */
export const setCampaigns = (filters: DashboardFilters, campaigns: number[]): DashboardFilters => {
  const kept = campaigns.slice(0, MAX_COMPARED_CAMPAIGNS);
  return { ...filters, campaigns: kept, compare: kept.length > 1 };
};

/**
 * Choosing offices narrows the selected campaigns to those running for them and, when any office
 * is chosen, sets financing to all.
 */
export const setOffices = (
  filters: DashboardFilters,
  offices: string[],
  campaignOffices: ReadonlyMap<number, string>,
): DashboardFilters => {
  if (offices.length === 0) return { ...filters, offices };
  const campaigns = filters.campaigns.filter((id) => {
    const office = campaignOffices.get(id);
    return office !== undefined && offices.includes(office);
  });
  return { ...filters, offices, campaigns, compare: campaigns.length > 1, financing: 'all' };
};
