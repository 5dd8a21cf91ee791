import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { CalendarDateInput } from './CalendarDateInput';
import { type AppliedFilter, rangeProblem } from './list-state';

interface FilterBarProps<Status extends string> {
  statusOptions: { value: string; label: string }[];
  parseStatus: (value: unknown) => Status | null;
  applied: AppliedFilter<Status>;
  onApply: (filter: AppliedFilter<Status>) => void;
}

/** Status, From and To, with Filter and Clear (spec section 2 and the list filters of section 4). */
export function FilterBar<Status extends string>(props: FilterBarProps<Status>) {
  const { statusOptions, parseStatus, applied, onApply } = props;
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
