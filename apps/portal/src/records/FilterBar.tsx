import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { CalendarDateInput } from './CalendarDateInput';
import { rangeProblem } from './date-range';
import type { AppliedFilter } from './list-state';

interface FilterBarProps<Status extends string> {
  statusOptions: { value: string; label: string }[];
  parseStatus: (value: unknown) => Status | null;
  /** How a status reads, for one the address names that the filter does not offer. */
  statusLabel: (status: Status) => string;
  applied: AppliedFilter<Status>;
  onApply: (filter: AppliedFilter<Status>) => void;
}

/** Status, From and To, with Filter and Clear (spec section 2 and the list filters of section 4). */
export function FilterBar<Status extends string>(props: FilterBarProps<Status>) {
  const { parseStatus, statusLabel, applied, onApply } = props;
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
  const [error, setError] = useState<string | null>(null);

  const filter = () => {
    const problem = rangeProblem(from, to);
    setError(problem);
    if (problem) return;
    onApply({ status: status === 'all' ? 'all' : (parseStatus(status) ?? 'all'), from, to });
  };

  const clear = () => {
    setStatus('all');
    setFrom(null);
    setTo(null);
    setError(null);
    onApply({ status: 'all', from: null, to: null });
  };

  return (
    <Group align="flex-start" gap="sm" mb="md" wrap="wrap">
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
        <Button onClick={filter}>Filter</Button>
        <Button variant="default" onClick={clear}>
          Clear
        </Button>
      </Group>
    </Group>
  );
}
