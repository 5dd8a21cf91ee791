/** The options of a campaign picker while its campaigns load, then one per campaign by name. */
export function campaignSelectOptions(campaigns: {
  isPending: boolean;
  data?: readonly { id: number; name: string }[] | undefined;
}) {
  return {
    placeholder: campaigns.isPending ? 'Loading campaigns' : 'Choose a campaign',
    data: (campaigns.data ?? []).map((campaign) => ({
      value: String(campaign.id),
      label: campaign.name,
    })),
  };
}
