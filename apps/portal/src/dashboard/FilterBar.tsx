import { Button, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type DashboardFilters,
  FINANCING_CHOICES,
  type Financing,
  initialDashboardFilters,
  isOneOf,
  MAX_COMPARED_CAMPAIGNS,
  OFFICE_OPTIONS,
  setCampaigns,
  setFinancing,
  setOffices,
} from '@portal/domain';
import { type ReactNode, Suspense } from 'react';
import { lazyNamed } from '../lazy-named';
import { rangeProblem } from '../records/date-range';
import type { DashboardCampaign } from './types';

const ListFilter = lazyNamed(() => import('./FilterPickers'), 'ListFilter');
const DateBoundFilter = lazyNamed(() => import('./FilterPickers'), 'DateBoundFilter');

/**
 * A filter control's place, at its size and with its label and message, while its code loads:
 * the page does not move when it arrives.
 */
function LoadingFilter({ label, w, error }: { label: string; w: number; error?: ReactNode }) {
  return (
    <Input.Wrapper label={label} labelElement="div" error={error} w={w}>
      <Input component="div" aria-hidden />
    </Input.Wrapper>
  );
}

export interface FilterBarProps {
  filters: DashboardFilters;
  campaigns: readonly DashboardCampaign[];
  onChange: (filters: DashboardFilters) => void;
}

/** Candidates the other filters allow: participation by financing, then the chosen offices. */
/** The two ends of the date range, each clearable on its own. */
const DATE_BOUNDS = [
  { label: 'From', field: 'startDate', clearLabel: 'Clear start date' },
  { label: 'To', field: 'endDate', clearLabel: 'Clear end date' },
] as const;

function candidateOptions(filters: DashboardFilters, campaigns: readonly DashboardCampaign[]) {
  return campaigns
    .filter(
      (campaign) =>
        filters.financing === 'all' ||
        campaign.participating === (filters.financing === 'public') ||
        filters.campaigns.includes(campaign.id),
    )
    .filter(
      (campaign) =>
        filters.offices.length === 0 ||
        filters.offices.includes(campaign.officeSought) ||
        filters.campaigns.includes(campaign.id),
    )
    .map((campaign) => ({ value: String(campaign.id), label: campaign.name }));
}

/** The dashboard's top filter bar; the domain's reducers apply the spec's interactions. */
export function FilterBar({ filters, campaigns, onChange }: FilterBarProps) {
  const campaignOffices = new Map(
    campaigns.map((campaign) => [campaign.id, campaign.officeSought]),
  );
  return (
    <Group
      align="flex-end"
      gap="sm"
      wrap="wrap"
      mb="md"
      role="search"
      aria-label="Dashboard filters"
    >
      {/* A visible label, so its "All" choice is not mistaken for the All button beside it. */}
      <Stack gap={2}>
        <Text component="span" size="sm" fw={500} id="dashboard-participation-label">
          Participation
        </Text>
        <SegmentedControl
          aria-labelledby="dashboard-participation-label"
          data={FINANCING_CHOICES.options}
          value={filters.financing}
          onChange={(value) => {
            if (isOneOf(FINANCING_CHOICES.values, value))
              onChange(setFinancing(filters, value as Financing));
          }}
        />
      </Stack>
      <Suspense fallback={<LoadingFilter label="Offices" w={220} />}>
        <ListFilter
          label="Offices"
          clearButtonProps={{ 'aria-label': 'Clear Offices' }}
          placeholder={filters.offices.length === 0 ? 'All offices' : undefined}
          data={OFFICE_OPTIONS}
          value={filters.offices}
          onChange={(offices) => onChange(setOffices(filters, offices, campaignOffices))}
          w={220}
        />
      </Suspense>
      <Suspense fallback={<LoadingFilter label="Candidates" w={300} />}>
        <ListFilter
          label="Candidates"
          clearButtonProps={{ 'aria-label': 'Clear Candidates' }}
          placeholder={filters.campaigns.length === 0 ? 'All candidates' : undefined}
          data={candidateOptions(filters, campaigns)}
          value={filters.campaigns.map(String)}
          onChange={(ids) => onChange(setCampaigns(filters, ids.map(Number)))}
          maxValues={MAX_COMPARED_CAMPAIGNS}
          searchable
          w={300}
        />
      </Suspense>
      {DATE_BOUNDS.map(({ label, field, clearLabel }) => {
        // A To before the From shows nothing at all: said so, as the record lists say it.
        const error =
          field === 'endDate' ? rangeProblem(filters.startDate, filters.endDate) : undefined;
        return (
          <Suspense key={field} fallback={<LoadingFilter label={label} w={140} error={error} />}>
            <DateBoundFilter
              label={label}
              clearButtonProps={{ 'aria-label': clearLabel }}
              value={filters[field]}
              onChange={(date) => onChange({ ...filters, [field]: date })}
              error={error}
              w={140}
            />
          </Suspense>
        );
      })}
      <Stack gap={2}>
        <Text component="span" size="sm" fw={500} id="dashboard-view-by-label">
          View by
        </Text>
        <SegmentedControl
          aria-labelledby="dashboard-view-by-label"
          data={[
            { value: 'amount', label: 'Amount' },
            { value: 'count', label: 'Count' },
          ]}
          value={filters.count ? 'count' : 'amount'}
          onChange={(value) => onChange({ ...filters, count: value === 'count' })}
        />
      </Stack>
      {/* The spec's All button: its name begins with what it shows and says what it does. */}
      <Button
        variant="light"
        aria-label="All: show participants and non-participants"
        title="Show participants and non-participants"
        onClick={() => onChange(setFinancing(filters, 'all'))}
      >
        All
      </Button>
      <Button variant="subtle" onClick={() => onChange(initialDashboardFilters())}>
        Reset
      </Button>
    </Group>
  );
}
