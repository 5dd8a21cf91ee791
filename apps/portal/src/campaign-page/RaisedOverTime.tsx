import { Group, Table, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { DataDisclosure } from '../dashboard/DataDisclosure';
import { weekLabel } from './formats';
import type { CampaignPageData } from './types';

type Weeks = CampaignPageData['raisedOverTime'];

const WIDTH = 600;
const HEIGHT = 200;
const PADDING = 8;

/** The two lines: told apart by colour and by dash, so that neither needs colour vision. */
const LINES = [
  { key: 'raisedCents', label: 'Raised', color: 'var(--mantine-color-blue-8)', dash: undefined },
  {
    key: 'matchedCents',
    label: 'Matched (approved)',
    color: 'var(--mantine-color-orange-9)',
    dash: '6 4',
  },
] as const;

function points(weeks: Weeks, key: 'raisedCents' | 'matchedCents', largest: number): string {
  const step = weeks.length > 1 ? (WIDTH - 2 * PADDING) / (weeks.length - 1) : 0;
  return weeks
    .map((week, index) => {
      const x = PADDING + index * step;
      const y = HEIGHT - PADDING - (largest > 0 ? week[key] / largest : 0) * (HEIGHT - 2 * PADDING);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * Money raised and matched as running totals by week: a line drawing for eyes (hidden from
 * assistive technology) and the same numbers as a table behind a disclosure.
 */
export function RaisedOverTime({ weeks }: { weeks: Weeks }) {
  if (weeks.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No contributions yet.
      </Text>
    );
  const largest = Math.max(...weeks.map((week) => Math.max(week.raisedCents, week.matchedCents)));
  const first = weeks[0];
  const last = weeks.at(-1);
  return (
    <figure style={{ margin: 0 }}>
      <Group gap="md" mb={4} aria-hidden="true">
        {LINES.map((line) => (
          <Group key={line.key} gap={6}>
            <svg width="28" height="10" role="presentation">
              <line
                x1="0"
                y1="5"
                x2="28"
                y2="5"
                stroke={line.color}
                strokeWidth="3"
                strokeDasharray={line.dash}
              />
            </svg>
            <Text size="sm">{line.label}</Text>
          </Group>
        ))}
      </Group>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        preserveAspectRatio="none"
        style={{ height: 160, display: 'block', background: 'var(--mantine-color-gray-0)' }}
        aria-hidden="true"
        data-testid="raised-over-time-lines"
      >
        {LINES.map((line) => (
          <polyline
            key={line.key}
            points={points(weeks, line.key, largest)}
            fill="none"
            stroke={line.color}
            strokeWidth="3"
            strokeDasharray={line.dash}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <Group justify="space-between" aria-hidden="true">
        <Text size="xs">{first && weekLabel(first.week)}</Text>
        <Text size="xs">{last && formatMoney(last.raisedCents)}</Text>
      </Group>
      <DataDisclosure summary="Raised over time as a table">
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="Raised over time data">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Week</Table.Th>
                <Table.Th scope="col">Raised to date</Table.Th>
                <Table.Th scope="col">Matched to date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeks.map((week) => (
                <Table.Tr key={week.week}>
                  <Table.Th scope="row">{weekLabel(week.week)}</Table.Th>
                  <Table.Td>{formatMoney(week.raisedCents)}</Table.Td>
                  <Table.Td>{formatMoney(week.matchedCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DataDisclosure>
    </figure>
  );
}
