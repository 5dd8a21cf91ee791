import { SimpleGrid, Table, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import EChartsForReact from 'echarts-for-react/lib/core';
import { DataDisclosure } from './DataDisclosure';
import type { DashboardCharts } from './types';

// Only the chart kinds the dashboard draws, so the bundle stays small (stack notes).
echarts.use([BarChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

// The package is CommonJS: after bundling its default export may arrive wrapped once more.
const ReactEChartsCore =
  (EChartsForReact as unknown as { default?: typeof EChartsForReact }).default ?? EChartsForReact;

type Bars = DashboardCharts['contributorType'];

const barValue = (count: boolean) => (bar: Bars[number]) =>
  count ? bar.count : bar.amountCents / 100;
const shown = (count: boolean) => (bar: Bars[number]) =>
  count ? String(bar.count) : formatMoney(bar.amountCents);

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const axisLabel = (count: boolean) => (value: number) =>
  count ? compact.format(value) : `$${compact.format(value)}`;

function horizontalBar(bars: Bars, count: boolean) {
  return {
    grid: { left: 150, right: 20, top: 10, bottom: 30 },
    tooltip: { trigger: 'item' },
    xAxis: { type: 'value', axisLabel: { formatter: axisLabel(count) } },
    yAxis: { type: 'category', data: bars.map((bar) => bar.label), inverse: true },
    series: [{ type: 'bar', data: bars.map(barValue(count)) }],
  };
}

function pie(bars: Bars, count: boolean) {
  return {
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'pie',
        radius: '60%',
        // 'Micro (up to $25)' is too long beside a slice; the tooltip and table keep the range.
        label: { formatter: (slice: { name: string }) => slice.name.split(' (')[0] },
        data: bars.map((bar) => ({ name: bar.label, value: barValue(count)(bar) })),
      },
    ],
  };
}

/** The chart for eyes and, beside it, the same numbers as a table for screen readers. */
function Chart({
  title,
  bars,
  count,
  option,
}: {
  title: string;
  bars: Bars;
  count: boolean;
  option: object;
}) {
  return (
    <figure style={{ margin: 0 }}>
      <Text fw={600} component="figcaption">
        {title}
      </Text>
      <div aria-hidden="true">
        <ReactEChartsCore echarts={echarts} option={option} style={{ height: 260 }} notMerge />
      </div>
      <DataDisclosure summary={`${title} as a table`}>
        <Table aria-label={`${title} data`}>
          <Table.Tbody>
            {bars.map((bar) => (
              <Table.Tr key={bar.key}>
                <Table.Th scope="row">{bar.label}</Table.Th>
                <Table.Td>{shown(count)(bar)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </DataDisclosure>
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
      <Chart
        title="Contributor type"
        bars={charts.contributorType}
        count={count}
        option={horizontalBar(charts.contributorType, count)}
      />
      <Chart
        title="Contribution size"
        bars={charts.contributionSize}
        count={count}
        option={pie(charts.contributionSize, count)}
      />
      <Chart
        title="Contributor location"
        bars={charts.contributorLocation}
        count={count}
        option={horizontalBar(charts.contributorLocation, count)}
      />
    </SimpleGrid>
  );
}
