import { describe, expect, it } from 'vitest';
import {
  afterFirstViewFiles,
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

/** Code whose gzipped size is `gzipBytes`, to within a few bytes. */
function codeOfGzipSize(gzipBytes: number, seed: number) {
  let length = Math.round(gzipBytes * 1.5);
  for (let step = 0; step < 20; step += 1) {
    const missing = gzipBytes - gzipSize(incompressible(length, seed));
    if (Math.abs(missing) <= 8) break;
    length += Math.round(missing * 1.5);
  }
  return incompressible(length, seed);
}

const chunk = (
  fileName: string,
  imports: string[],
  options: { bytes?: number; gzipBytes?: number; isEntry?: boolean; source?: string } = {},
): BuiltChunk => ({
  fileName,
  imports,
  isEntry: options.isEntry ?? false,
  facadeModuleId: options.source ? `/repo/apps/portal/${options.source}` : null,
  code:
    options.gzipBytes === undefined
      ? incompressible(options.bytes ?? 1_000, fileName.length * 7919)
      : codeOfGzipSize(options.gzipBytes, fileName.length * 7919),
});

/** The library each budget's weight grows with in `build`. */
const LIBRARY_OF = {
  'initial JavaScript of /': 'react.js',
  'figures and filter controls': 'tables.js',
  'charts chunk': 'echarts.js',
} as const;
type BudgetName = keyof typeof LIBRARY_OF;

/**
 * A build like the portal's: an entry, the home page, what the first view requests beside its
 * data (figures, filter controls), the charts, and a page `/` never loads. `gzipBytes` sizes a
 * library by its gzipped weight.
 */
function build(gzipBytes: Partial<Record<BudgetName, number>> = {}) {
  const library = (name: BudgetName, imports: string[] = []) =>
    chunk(LIBRARY_OF[name], imports, { gzipBytes: gzipBytes[name] ?? 500 });
  const chunks = [
    chunk('index.js', ['react.js'], { isEntry: true }),
    library('initial JavaScript of /'),
    chunk('HomePage.js', ['Box.js'], { source: 'src/pages/public/HomePage.tsx' }),
    chunk('Box.js', ['react.js']),
    chunk('DashboardFigures.js', ['tables.js', 'Box.js'], {
      source: 'src/dashboard/DashboardFigures.tsx',
    }),
    library('figures and filter controls', ['react.js']),
    chunk('FilterPickers.js', ['calendar.js', 'Box.js'], {
      source: 'src/dashboard/FilterPickers.tsx',
    }),
    chunk('calendar.js', []),
    chunk('Charts.js', ['echarts.js', 'tables.js', 'Box.js'], {
      source: 'src/dashboard/Charts.tsx',
    }),
    library('charts chunk'),
    chunk('SettingsPage.js', ['forms.js'], { source: 'src/pages/portal/SettingsPage.tsx' }),
    chunk('forms.js', ['react.js'], { bytes: 50_000 }),
  ];
  return new Map(chunks.map((each) => [each.fileName, each]));
}

const budget = (name: BudgetName) => {
  const found = DASHBOARD_BUDGETS.find((each) => each.name === name);
  if (!found) throw new Error(`no budget named ${name}`);
  return found;
};

const measure = (name: BudgetName, gzipBytes: Partial<Record<BudgetName, number>> = {}) => {
  const [result] = measureBudgets(build(gzipBytes), [budget(name)]);
  if (!result) throw new Error(`no result for ${name}`);
  return result;
};

describe('the dashboard bundle budgets', () => {
  it("count what / loads before it first draws: the entry, the home page and their imports, no other page's", () => {
    expect([...initialDashboardFiles(build())].sort()).toEqual([
      'Box.js',
      'HomePage.js',
      'index.js',
      'react.js',
    ]);
  });

  it('count apart what the first view requests beside its data: figures and filter controls', () => {
    expect([...afterFirstViewFiles(build())].sort()).toEqual([
      'DashboardFigures.js',
      'FilterPickers.js',
      'calendar.js',
      'tables.js',
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
    ['initial JavaScript of /', 200_000],
    ['figures and filter controls', 75_000],
    ['charts chunk', 150_000],
  ] as const)('hold the %s to %i bytes: a kB more fails, a kB less passes', (name, limit) => {
    // What the part weighs besides its library, which is then grown to just under or over.
    const others = measure(name, { [name]: 0 }).gzipBytes;
    const under = measure(name, { [name]: limit - others - 1_000 });
    const over = measure(name, { [name]: limit - others + 1_000 });
    expect(under.gzipBytes).toBeLessThanOrEqual(under.limitBytes);
    expect(over.gzipBytes).toBeGreaterThan(over.limitBytes);
    expect(over.files[0]?.fileName).toBe(LIBRARY_OF[name]);
  });

  it('refuse to guess when the charts are no longer a chunk of their own', () => {
    const chunks = build();
    chunks.delete('Charts.js');
    expect(() => measureBudgets(chunks)).toThrow(/src\/dashboard\/Charts.tsx/);
  });
});
