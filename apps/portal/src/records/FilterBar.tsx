import { Box, Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CalendarDateInput } from './CalendarDateInput';
import { rangeProblem } from './date-range';
import type { AppliedFilter } from './list-state';

/** The value of the campaign choice that lists every campaign of the government. */
const ALL_CAMPAIGNS = 'all';

/** A government admin's extra filters: one campaign of theirs, and part of a name. */
export interface ReviewerFilters {
  /** The government's campaigns, and what the choice says while they load. */
  campaigns: { data: { value: string; label: string }[]; placeholder: string };
  /** 'Contributor name' or 'Payee name'. */
  nameLabel: string;
}

interface FilterBarProps<Status extends string> {
  statusOptions: { value: string; label: string }[];
  parseStatus: (value: unknown) => Status | null;
  /** How a status reads, for one the address names that the filter does not offer. */
  statusLabel: (status: Status) => string;
  applied: AppliedFilter<Status>;
  onApply: (filter: AppliedFilter<Status>) => void;
  /** Given for a government admin outside edit mode. */
  reviewer?: ReviewerFilters | undefined;
}

/**
 * Status, From and To, with Filter and Clear (spec section 2 and the list filters of section 4);
 * for a government admin also Campaign and a name search. Enter in any field filters too.
 */
export function FilterBar<Status extends string>(props: FilterBarProps<Status>) {
  const { parseStatus, statusLabel, applied, onApply, reviewer } = props;
  // The dashboard links every status count to its list ('/contributions?status=Out_of_compliance'),
  // including one the filter does not offer: the list is filtered by it, so the filter shows it.
  const unoffered =
    applied.status !== 'all' &&
    !props.statusOptions.some((option) => parseStatus(option.value) === applied.status)
      ? applied.status
      : undefined;
  const statusOptions =
    unoffered === undefined
      ? props.statusOptions
      : [...props.statusOptions, { value: unoffered, label: statusLabel(unoffered) }];
  const optionFor = (status: Status | 'all') =>
    statusOptions.find((option) =>
      status === 'all' ? option.value === 'all' : parseStatus(option.value) === status,
    )?.value ?? 'all';
  const [status, setStatus] = useState<string>(optionFor(applied.status));
  const [from, setFrom] = useState<string | null>(applied.from);
  const [to, setTo] = useState<string | null>(applied.to);
  const [campaign, setCampaign] = useState<string>(
    applied.campaignId === null ? ALL_CAMPAIGNS : String(applied.campaignId),
  );
  const [name, setName] = useState<string>(applied.name ?? '');
  const [error, setError] = useState<string | null>(null);

  const filter = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = rangeProblem(from, to);
    setError(problem);
    if (problem) return;
    onApply({
      status: status === 'all' ? 'all' : (parseStatus(status) ?? 'all'),
      from,
      to,
      campaignId: reviewer && campaign !== ALL_CAMPAIGNS ? Number(campaign) : null,
      name: (reviewer && name.trim()) || null,
    });
  };

  const clear = () => {
    setStatus('all');
    setFrom(null);
    setTo(null);
    setCampaign(ALL_CAMPAIGNS);
    setName('');
    setError(null);
    onApply({ status: 'all', from: null, to: null, campaignId: null, name: null });
  };

  return (
    <Box component="form" onSubmit={filter}>
      <Group align="flex-start" gap="sm" mb="md" wrap="wrap">
        {reviewer && (
          <Select
            label="Campaign"
            data={[{ value: ALL_CAMPAIGNS, label: 'All campaigns' }, ...reviewer.campaigns.data]}
            placeholder={reviewer.campaigns.placeholder}
            value={campaign}
            onChange={(value) => setCampaign(value ?? ALL_CAMPAIGNS)}
            allowDeselect={false}
            searchable
            w={240}
          />
        )}
        {reviewer && (
          <TextInput
            label={reviewer.nameLabel}
            type="search"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={100}
            w={200}
          />
        )}
        <Select
          label="Status"
          data={statusOptions}
          value={status}
          onChange={(value) => setStatus(value ?? 'all')}
          allowDeselect={false}
          w={200}
        />
        <CalendarDateInput label="From" value={from} onChange={setFrom} w={160} />
        <CalendarDateInput label="To" value={to} onChange={setTo} error={error} w={160} />
        <Group gap="xs" mt={25}>
          <Button type="submit">Filter</Button>
          <Button variant="default" onClick={clear}>
            Clear
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
