/** Where the dashboard's skip links lead: the parts drawn once its figures arrive. */
export const DASHBOARD_SECTIONS = {
  map: 'dashboard-map',
  charts: 'dashboard-charts',
  campaigns: 'dashboard-campaigns',
} as const;
