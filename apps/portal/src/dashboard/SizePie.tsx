import { PieChart } from 'echarts/charts';
import { dispose, getInstanceByDom, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import EChartsForReact from 'echarts-for-react/esm/core';
import './charts.css';
import { type Bars, barValue, percentOfTotal } from './chart-values';

// Only the pie and a renderer: the smallest ECharts that draws this chart.
use([PieChart, SVGRenderer]);

// What the React wrapper calls, and no more: handing it the whole `echarts/core` namespace would
// keep every export of the library in the bundle.
const echarts = { init, getInstanceByDom, dispose };

/** One colour per size band, each at least 3:1 against the page (WCAG 1.4.11). */
export const SLICE_COLOURS = ['#1864ab', '#2b8a3e', '#c2410c', '#862e9c', '#495057'];

const colourOf = (index: number) => SLICE_COLOURS[index % SLICE_COLOURS.length];

/**
 * The contribution size pie, with its bands named in a legend beside it rather than on the
 * slices: a legend line wraps on a phone, where a label beside a slice was cut short.
 */
export function SizePie({ bars, count }: { bars: Bars; count: boolean }) {
  const percent = percentOfTotal(bars, count);
  const option = {
    animationDuration: 300,
    series: [
      {
        type: 'pie',
        radius: ['0%', '85%'],
        label: { show: false },
        emphasis: { disabled: true },
        data: bars.map((bar, index) => ({
          name: bar.label,
          value: barValue(count)(bar),
          itemStyle: { color: colourOf(index) },
        })),
      },
    ],
  };
  return (
    <div aria-hidden="true">
      <EChartsForReact echarts={echarts} option={option} style={{ height: 180 }} notMerge />
      <ul className="chart-legend" data-testid="chart-legend">
        {bars.map((bar, index) => (
          <li key={bar.key} className="chart-legend-item">
            <span className="chart-legend-swatch" style={{ background: colourOf(index) }} />
            <span className="chart-bar-label">{bar.label}</span>
            <span className="chart-bar-value">{percent(bar)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
