/** A campaign as the dashboard lists it: participating, or a name on external filings. */
export interface DashboardCampaign {
  id: number;
  name: string;
  officeSought: string;
  participating: boolean;
}

/** The dashboard id of an external filing's campaign, keyed as `externalCampaignKey` keys it. */
export function externalCampaignIds(
  campaignList: readonly DashboardCampaign[],
): ReadonlyMap<string, number> {
  return new Map(
    campaignList
      .filter((campaign) => !campaign.participating)
      .map((campaign) => [externalCampaignKey(campaign.name, campaign.officeSought), campaign.id]),
  );
}

export const externalCampaignKey = (name: string, officeSought: string): string =>
  `${name}\u0000${officeSought}`;
