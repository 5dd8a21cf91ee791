import './charts.css';
import { type Bars, compactValue, shareOfLargest } from './chart-values';

/**
 * A horizontal bar chart as boxes: each bucket's name and value on one line, its bar below.
 * Read at a glance at any width, and no chart library to download for it. Hidden from
 * assistive technology: the table beside it says the same.
 */
export function HorizontalBars({ bars, count }: { bars: Bars; count: boolean }) {
  const share = shareOfLargest(bars, count);
  return (
    <ul className="chart-bars" aria-hidden="true" data-testid="chart-bars">
      {bars.map((bar) => (
        <li key={bar.key}>
          <div className="chart-bar-heading">
            <span className="chart-bar-label">{bar.label}</span>
            <span className="chart-bar-value">{compactValue(count)(bar)}</span>
          </div>
          <div className="chart-bar-track">
            <div className="chart-bar-fill" style={{ width: `${share(bar) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
