import type { RouterOutputs } from '@portal/api';

export type DashboardView = RouterOutputs['dashboard']['view'];
export type DashboardCampaign = RouterOutputs['dashboard']['campaigns'][number];
export type DashboardCharts = DashboardView['charts'];
export type MoneyStats = DashboardView['panels'][number]['stats'];
export type MapLayer = RouterOutputs['dashboard']['map'];
