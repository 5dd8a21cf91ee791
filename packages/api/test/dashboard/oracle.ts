import type { Database } from '@portal/db';
import {
  campaignRows,
  comparePanels,
  dashboardCharts,
  summaryRows,
} from '../../src/dashboard/data/aggregate';
import {
  latestExternalDate,
  listDashboardCampaigns,
  loadContributionFacts,
} from '../../src/dashboard/data/facts';
import type { DashboardFiltersInput } from '../../src/dashboard/schemas';

/**
 * The dashboard as it was computed before it moved into SQL, kept as the test oracle: every public row
 * loaded into Node and aggregated by the pure, table-tested functions of dashboard-aggregate.ts.
 * The SQL figures must equal it.
 */
export async function oracleDashboardView(db: Database, input: DashboardFiltersInput) {
  const campaignList = await listDashboardCampaigns(db, input.governmentId);
  const facts = await loadContributionFacts(db, input.governmentId, input, campaignList);
  const chosen = input.compare
    ? input.campaigns.flatMap((id) => campaignList.filter((campaign) => campaign.id === id))
    : [];
  return {
    latestExternalDate: await latestExternalDate(db, input.governmentId),
    summary: summaryRows(facts),
    charts: dashboardCharts(facts),
    campaigns: campaignRows(facts),
    panels: comparePanels(facts, chosen),
  };
}
