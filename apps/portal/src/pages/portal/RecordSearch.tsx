import { Anchor, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Money } from '@portal/ui';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeFailure } from '../../lib/failure';
import { useTRPC } from '../../trpc';

/** Spec section 2: the search input waits 1000 ms after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * The portal dashboard's search card: record numbers and donor or payee names, within what the
 * user may see; each result links to its record.
 */
export function RecordSearch() {
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery(trpc.search.records.queryOptions({ query }, { enabled: query !== '' }));
  return (
    <Card withBorder mb="md">
      <Title order={2} size="h4" mb="sm">
        Search across all contributions and expenses
      </Title>
      <TextInput
        aria-label="Search across all contributions and expenses"
        placeholder="Contribution #, Expenses #"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {query !== '' && (
        <Stack gap={4} mt="sm" aria-label="Search results" role="list">
          {results.isPending ? (
            <Loader size="sm" aria-label="Searching" />
          ) : results.isError ? (
            <Text c="red" size="sm">
              {describeFailure(results.error).message}
            </Text>
          ) : results.data.length === 0 ? (
            <Text c="dimmed" size="sm">
              No contributions or expenses found
            </Text>
          ) : (
            results.data.map((hit) => (
              <Group
                key={`${hit.kind}-${hit.id}`}
                justify="space-between"
                wrap="nowrap"
                role="listitem"
              >
                <Anchor component={Link} to={hit.link} size="sm">
                  {`${hit.kind === 'contribution' ? 'Contribution' : 'Expense'} #${hit.id} ${hit.name}`}
                </Anchor>
                <Text size="sm" c="dimmed">
                  <Money cents={hit.amountCents} /> · {hit.campaignName}
                </Text>
              </Group>
            ))
          )}
        </Stack>
      )}
    </Card>
  );
}
