import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile, withPage } from './browser';
import { openDashboard } from './dashboard-page';
import { PHONE } from './viewport';

launchBrowserForFile();

/** Every width from the narrowest phone to a wide screen, in steps of a few common sizes. */
const WIDTHS = [320, 360, 390, 414, 480, 600, 768, 900, 1024, 1280, 1440, 1680, 1920];

const SIZE_BANDS = [
  'Micro (up to $25)',
  'Small ($25.01 - $100)',
  'Medium ($100.01 - $250)',
  'Large ($250.01 - $1,000)',
  'Mega (over $1,000)',
];

interface TextBox {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The text needs more room than its box gives it (cut short or hidden). */
  clipped: boolean;
}

/** The boxes of a chart's texts as the page lays them out. */
const textBoxes = (chart: Locator): Promise<TextBox[]> =>
  chart.evaluate((element) =>
    Array.from(element.querySelectorAll('.chart-bar-label, .chart-bar-value')).map((text) => {
      const box = text.getBoundingClientRect();
      return {
        text: text.textContent ?? '',
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        clipped: text.scrollWidth > text.clientWidth + 1 || box.width === 0,
      };
    }),
  );

const overlap = (a: TextBox, b: TextBox) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5;

/** The pairs of texts that cover each other, by their words, for a readable failure. */
function overlappingPairs(boxes: TextBox[]): string[] {
  const pairs: string[] = [];
  for (const [index, box] of boxes.entries())
    for (const other of boxes.slice(index + 1))
      if (overlap(box, other)) pairs.push(`"${box.text}" over "${other.text}"`);
  return pairs;
}

const chartFigure = (page: Page, title: string) =>
  page.locator('figure').filter({ has: page.getByText(title, { exact: true }) });

describe('[dashboard] charts read at a glance', () => {
  it('[dashboard] no two labels of a bar chart cover each other, and none is cut, from 320 to 1920 px', async () => {
    await withPage('dashboard-chart-labels', async (page) => {
      await openDashboard(page);
      const bars = chartFigure(page, 'Contributor type').getByTestId('chart-bars');
      await bars.waitFor();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const boxes = await textBoxes(bars);
        expect(boxes.length, `labels at ${width} px`).toBeGreaterThan(1);
        expect(overlappingPairs(boxes), `overlaps at ${width} px`).toEqual([]);
        expect(
          boxes.filter((box) => box.clipped).map((box) => box.text),
          `cut short at ${width} px`,
        ).toEqual([]);
        const chart = await bars.boundingBox();
        expect(
          boxes.filter(
            (box) => chart && (box.left < chart.x - 1 || box.right > chart.x + chart.width + 1),
          ),
          `outside the chart at ${width} px`,
        ).toEqual([]);
      }
    });
  });

  it('[dashboard] the size pie names every band with its dollar range, whole, on a phone', async () => {
    await withPage('dashboard-size-bands', async (page) => {
      await page.setViewportSize(PHONE);
      await openDashboard(page);
      const legend = chartFigure(page, 'Contribution size').getByTestId('chart-legend');
      await legend.waitFor();
      const boxes = await textBoxes(legend);
      const labels = boxes.filter((box) => !/%$/.test(box.text));
      expect(labels.map((box) => box.text)).toEqual(SIZE_BANDS);
      expect(labels.filter((box) => box.clipped).map((box) => box.text)).toEqual([]);
      expect(overlappingPairs(boxes)).toEqual([]);
      // The table beside the chart names the same bands.
      await page.getByText('Contribution size as a table').click();
      const table = page.getByRole('table', { name: 'Contribution size data' });
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(SIZE_BANDS);
    });
  });

  it('[dashboard] draws no chart of nothing when no contribution matches the filters', async () => {
    await withPage('dashboard-charts-empty', async (page) => {
      await openDashboard(page, '/?financing=all&startDate=1990-01-01&endDate=1990-01-02');
      await page.getByRole('table', { name: 'Summary by participation' }).waitFor();
      await page.waitForLoadState('networkidle');
      // No pie of five equal slices and no bars of zero: at most a sentence in their place.
      expect(await page.getByTestId('chart-legend').count()).toBe(0);
      expect(await page.getByTestId('chart-bars').count()).toBe(0);
      expect(await page.locator('figure svg').count()).toBe(0);
    });
  });
});
