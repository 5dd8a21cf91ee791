import { Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryResult } from '../../layout/QueryResult';
import { useTRPC } from '../../trpc';
import { ProgrammeSettingsForm } from './ProgrammeSettingsForm';

const NEW_ELECTION = 'new';

/** Programme settings per election: pick one (the newest first) or add an election. */
export function ProgrammeSettingsSection({ governmentId }: { governmentId: number }) {
  const trpc = useTRPC();
  const programmes = useQuery(trpc.paymentSettings.list.queryOptions({ governmentId }));
  const [chosen, setChosen] = useState<string | null>(null);
  const list = programmes.data ?? [];
  const selected = chosen ?? (list[0] ? String(list[0].id) : NEW_ELECTION);
  const programme = list.find((item) => String(item.id) === selected) ?? null;
  return (
    <Stack component="section" aria-labelledby="programme-settings-title" gap="sm">
      <Title order={2} size="h4" id="programme-settings-title">
        Programme settings
      </Title>
      <Text size="sm">
        Each election's dates, each office's maximum public funds and qualification threshold, and
        the dates the city pays matched money. Every change is kept in the activity history.
      </Text>
      <QueryResult query={programmes}>
        <Select
          label="Election"
          data={[
            ...list.map((item) => ({ value: String(item.id), label: item.electionName })),
            { value: NEW_ELECTION, label: 'Add a new election' },
          ]}
          value={selected}
          onChange={(value) => setChosen(value)}
          allowDeselect={false}
          maw={360}
        />
        <ProgrammeSettingsForm
          key={selected}
          governmentId={governmentId}
          programme={programme}
          onSaved={(saved) => setChosen(String(saved.id))}
        />
      </QueryResult>
    </Stack>
  );
}
