import { Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { NoMatches } from './NoMatches';
import { CandidateTable } from './StatsTables';
import type { DashboardView } from './types';

const Charts = lazy(() => import('./Charts'));

type Panel = DashboardView['panels'][number];

function CandidatePanel({ panel, count }: { panel: Panel; count: boolean }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={`Candidate ${panel.campaignName}`}>
      <Title order={2} size="h5">
        {panel.campaignName}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {panel.officeSought}
      </Text>
      <CandidateTable
        name={panel.campaignName}
        participating={panel.participating}
        stats={panel.stats}
      />
      {panel.stats.contributions === 0 ? (
        <NoMatches />
      ) : (
        <Suspense fallback={<Text c="dimmed">Loading charts...</Text>}>
          <Charts charts={panel.charts} count={count} columns={1} />
        </Suspense>
      )}
    </Paper>
  );
}

/** Compare mode: side by side, or on narrow screens one candidate picked with a 1-4 toggle. */
export function ComparePanels({ panels, count }: { panels: Panel[]; count: boolean }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [shown, setShown] = useState('1');
  if (narrow) {
    const index = Math.min(Number(shown), panels.length) - 1;
    const panel = panels[index];
    return (
      <Stack>
        <SegmentedControl
          aria-label="Candidate shown"
          data={panels.map((_, position) => String(position + 1))}
          value={String(index + 1)}
          onChange={setShown}
        />
        {panel && <CandidatePanel panel={panel} count={count} />}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={panels.length} spacing="sm">
      {panels.map((panel) => (
        <CandidatePanel key={panel.campaignId} panel={panel} count={count} />
      ))}
    </SimpleGrid>
  );
}
