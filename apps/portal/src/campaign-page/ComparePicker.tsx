import { MultiSelect } from '@mantine/core';
import { MAX_COMPARED_CAMPAIGNS } from '@portal/domain';
import type { DashboardCampaign } from '../dashboard/types';

/** Up to three other campaigns, participants or not, to show beside this one. */
export function ComparePicker({
  ownId,
  campaigns,
  chosen,
  onChange,
}: {
  ownId: number;
  campaigns: readonly DashboardCampaign[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const data = campaigns
    .filter((campaign) => campaign.id !== ownId)
    .map((campaign) => ({
      value: String(campaign.id),
      label: campaign.participating ? campaign.name : `${campaign.name} (non-participant)`,
    }));
  return (
    <MultiSelect
      label="Compare with"
      description={`Up to ${MAX_COMPARED_CAMPAIGNS - 1} other campaigns, participants or not`}
      placeholder={chosen.length === 0 ? 'Pick campaigns' : undefined}
      data={data}
      value={chosen.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      maxValues={MAX_COMPARED_CAMPAIGNS - 1}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear Compare with' }}
      maw={640}
    />
  );
}
