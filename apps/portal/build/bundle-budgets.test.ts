import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  chartsFiles,
  DASHBOARD_BUDGETS,
  gzipSize,
  initialDashboardFiles,
  measureBudgets,
} from './bundle-budgets';

/** Code that gzip shrinks only to about two thirds, so a chunk's gzipped size follows its length. */
const incompressible = (bytes: number, seed: number) => {
  let state = seed;
  let text = '';
  while (text.length < bytes) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += state.toString(36);
  }
  return text.slice(0, bytes);
};

const chunk = (
  fileName: string,
  imports: string[],
  options: { bytes?: number; isEntry?: boolean; source?: string } = {},
): BuiltChunk => ({
  fileName,
  imports,
  isEntry: options.isEntry ?? false,
  facadeModuleId: options.source ? `/repo/apps/portal/${options.source}` : null,
  code: incompressible(options.bytes ?? 1_000, fileName.length * 7919),
});

/** A build like the portal's: an entry, the home page, the charts, and a page `/` never loads. */
function build(sizes: { react?: number; charts?: number } = {}) {
  const chunks = [
    chunk('index.js', ['react.js'], { isEntry: true }),
    chunk('react.js', [], { bytes: sizes.react ?? 1_000 }),
    chunk('HomePage.js', ['Box.js'], { source: 'src/pages/public/HomePage.tsx' }),
    chunk('Box.js', ['react.js']),
    chunk('Charts.js', ['echarts.js', 'Box.js'], { source: 'src/dashboard/Charts.tsx' }),
    chunk('echarts.js', [], { bytes: sizes.charts ?? 1_000 }),
    chunk('SettingsPage.js', ['forms.js'], { source: 'src/pages/portal/SettingsPage.tsx' }),
    chunk('forms.js', ['react.js'], { bytes: 50_000 }),
  ];
  return new Map(chunks.map((each) => [each.fileName, each]));
}

const budget = (name: string) => {
  const found = DASHBOARD_BUDGETS.find((each) => each.name === name);
  if (!found) throw new Error(`no budget named ${name}`);
  return found;
};

describe('the dashboard bundle budgets', () => {
  it("count what / loads first: the entry, the home page and their imports, no other page's", () => {
    expect([...initialDashboardFiles(build())].sort()).toEqual([
      'Box.js',
      'HomePage.js',
      'index.js',
      'react.js',
    ]);
  });

  it('count for the charts only what the charts add to what is already loaded', () => {
    expect([...chartsFiles(build())].sort()).toEqual(['Charts.js', 'echarts.js']);
  });

  it('weigh each part gzipped, as a browser downloads it', () => {
    const chunks = build();
    const [initial] = measureBudgets(chunks, [budget('initial JavaScript of /')]);
    const expected = ['index.js', 'react.js', 'HomePage.js', 'Box.js']
      .map((name) => gzipSize(chunks.get(name)?.code ?? ''))
      .reduce((sum, size) => sum + size, 0);
    expect(initial?.gzipBytes).toBe(expected);
  });

  it.each([
    ['initial JavaScript of /', { react: 600_000 }],
    ['charts chunk', { charts: 400_000 }],
  ])('find the %s over budget when a library outgrows it', (name, sizes) => {
    const within = measureBudgets(build(), [budget(name)])[0];
    const over = measureBudgets(build(sizes), [budget(name)])[0];
    expect(within && within.gzipBytes <= within.limitBytes).toBe(true);
    expect(over && over.gzipBytes > over.limitBytes).toBe(true);
    expect(over?.files[0]?.fileName).toBe(name === 'charts chunk' ? 'echarts.js' : 'react.js');
  });

  it('refuse to guess when the charts are no longer a chunk of their own', () => {
    const chunks = build();
    chunks.delete('Charts.js');
    expect(() => measureBudgets(chunks)).toThrow(/src\/dashboard\/Charts.tsx/);
  });
});
