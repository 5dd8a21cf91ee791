import {
  type DashboardFilters,
  FINANCING_CHOICES,
  type Financing,
  initialDashboardFilters,
  isCalendarDate,
  MAX_COMPARED_CAMPAIGNS,
  parseOffice,
} from '@portal/domain';

const list = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const flag = (value: string | null): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/**
 * Reads the dashboard filters from the URL query (spec section 2), ignoring what does not parse,
 * so a shared link reproduces the view and a mangled one still opens the default view.
 */
export function filtersFromSearch(params: URLSearchParams): DashboardFilters {
  const fromUrl: Partial<DashboardFilters> = {};
  const financing = params.get('financing');
  if (FINANCING_CHOICES.values.includes(financing as Financing))
    fromUrl.financing = financing as Financing;
  const count = flag(params.get('count'));
  if (count !== undefined) fromUrl.count = count;
  const campaigns = list(params.get('campaigns'))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id !== 0)
    .slice(0, MAX_COMPARED_CAMPAIGNS);
  if (campaigns.length > 0) fromUrl.campaigns = campaigns;
  const compare = flag(params.get('compare'));
  if (compare !== undefined) fromUrl.compare = compare && campaigns.length > 1;
  // Links written before offices took the spec's own names ('mayor') still choose them.
  const offices = list(params.get('offices')).map((office) => parseOffice(office) ?? office);
  if (offices.length > 0) fromUrl.offices = offices;
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  // The default start date is for a first visit; a link with cleared dates keeps them cleared.
  if (params.has('startDate') || params.has('endDate')) {
    fromUrl.startDate = isCalendarDate(startDate) ? startDate : null;
    fromUrl.endDate = isCalendarDate(endDate) ? endDate : null;
    if (fromUrl.startDate === null && fromUrl.endDate === null) {
      return { ...initialDashboardFilters(fromUrl), startDate: null };
    }
  }
  return initialDashboardFilters(fromUrl);
}

/** The URL query for a view: every filter, in a fixed order, so equal views give equal links. */
export function searchFromFilters(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams();
  params.set('financing', filters.financing);
  params.set('count', String(filters.count));
  params.set('compare', String(filters.compare));
  if (filters.offices.length > 0) params.set('offices', filters.offices.join(','));
  if (filters.campaigns.length > 0) params.set('campaigns', filters.campaigns.join(','));
  params.set('startDate', filters.startDate ?? '');
  params.set('endDate', filters.endDate ?? '');
  return params;
}
