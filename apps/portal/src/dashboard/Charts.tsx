import { SimpleGrid, Table, Text } from '@mantine/core';
import { type Bars, hasFigures, shownValue } from './chart-values';
import { DataDisclosure } from './DataDisclosure';
import { HorizontalBars } from './HorizontalBars';
import { SizePie } from './SizePie';
import type { DashboardCharts } from './types';

/** Said in place of a chart whose buckets are all empty, rather than drawing a chart of nothing. */
export const NOTHING_TO_CHART = 'No contributions to chart.';

/** The chart for eyes and, beside it, the same numbers as a table for screen readers. */
function Chart({
  title,
  bars,
  count,
  kind,
}: {
  title: string;
  bars: Bars;
  count: boolean;
  kind: 'bars' | 'pie';
}) {
  const drawn = hasFigures(bars, count);
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <Text fw={600} component="figcaption">
        {title}
      </Text>
      {!drawn ? (
        <Text c="dimmed" size="sm" py="md">
          {NOTHING_TO_CHART}
        </Text>
      ) : kind === 'pie' ? (
        <SizePie bars={bars} count={count} />
      ) : (
        <HorizontalBars bars={bars} count={count} />
      )}
      {drawn && (
        <DataDisclosure summary={`${title} as a table`}>
          <Table aria-label={`${title} data`}>
            <Table.Tbody>
              {bars.map((bar) => (
                <Table.Tr key={bar.key}>
                  <Table.Th scope="row">{bar.label}</Table.Th>
                  <Table.Td>{shownValue(count)(bar)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </DataDisclosure>
      )}
    </figure>
  );
}

/** Contributor type, contribution size and contributor location (spec section 2). */
export default function Charts({
  charts,
  count,
  columns = 3,
}: {
  charts: DashboardCharts;
  count: boolean;
  columns?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: columns }} spacing="md">
      <Chart title="Contributor type" bars={charts.contributorType} count={count} kind="bars" />
      <Chart title="Contribution size" bars={charts.contributionSize} count={count} kind="pie" />
      <Chart
        title="Contributor location"
        bars={charts.contributorLocation}
        count={count}
        kind="bars"
      />
    </SimpleGrid>
  );
}
