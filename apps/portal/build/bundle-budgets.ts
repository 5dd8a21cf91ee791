import { gzipSync } from 'node:zlib';

/** One emitted JavaScript chunk, as much of it as the budgets read. */
export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** The module a chunk was split off for (a lazy page or component), when it has one. */
  facadeModuleId: string | null;
  /** Chunks it imports statically: they load with it. */
  imports: readonly string[];
}

/** A named part of the public dashboard's load and the most it may weigh, gzipped. */
export interface BundleBudget {
  name: string;
  limitBytes: number;
  /** The chunks that load for it. */
  files: (chunks: ReadonlyMap<string, BuiltChunk>) => Set<string>;
}

export interface BudgetResult {
  name: string;
  gzipBytes: number;
  limitBytes: number;
  /** The files and their gzipped sizes, largest first. */
  files: { fileName: string; gzipBytes: number }[];
}

/** A chunk and everything it imports statically, transitively: what loading it fetches. */
export function staticClosure(chunks: ReadonlyMap<string, BuiltChunk>, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) continue;
    seen.add(fileName);
    pending.push(...chunk.imports);
  }
  return seen;
}

/** The chunk split off for a source file (`src/dashboard/Charts.tsx`); the build fails without. */
export function chunkFor(chunks: ReadonlyMap<string, BuiltChunk>, sourcePath: string): string {
  const normalised = (id: string) => id.replaceAll('\\', '/');
  for (const chunk of chunks.values())
    if (chunk.facadeModuleId && normalised(chunk.facadeModuleId).endsWith(`/${sourcePath}`))
      return chunk.fileName;
  throw new Error(`no chunk of its own for ${sourcePath}: the bundle budgets cannot be checked`);
}

export function entryChunk(chunks: ReadonlyMap<string, BuiltChunk>): string {
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return (entries[0] as BuiltChunk).fileName;
}

const HOME_PAGE = 'src/pages/public/HomePage.tsx';
/** What the dashboard draws from its figures: requested as the page first draws. */
const FIGURES = 'src/dashboard/DashboardFigures.tsx';
/** The filter bar's list and calendar controls: requested as the page first draws. */
const FILTER_PICKERS = 'src/dashboard/FilterPickers.tsx';
const CHARTS = 'src/dashboard/Charts.tsx';

/** The files of `more` that `loaded` does not hold already. */
const added = (more: Iterable<string>, loaded: ReadonlySet<string>) =>
  new Set([...more].filter((file) => !loaded.has(file)));

/**
 * What `/` fetches before it first draws: the app's entry and the home page, with their static
 * imports. Everything else it loads (below) is requested only once the page is on screen.
 */
export const initialDashboardFiles = (chunks: ReadonlyMap<string, BuiltChunk>) =>
  new Set([
    ...staticClosure(chunks, entryChunk(chunks)),
    ...staticClosure(chunks, chunkFor(chunks, HOME_PAGE)),
  ]);

/**
 * What the first view requests beside its data: the code that draws the figures (tables,
 * downloads) and the filter bar's list and calendar controls, less what is loaded already.
 */
export const afterFirstViewFiles = (chunks: ReadonlyMap<string, BuiltChunk>) =>
  added(
    [
      ...staticClosure(chunks, chunkFor(chunks, FIGURES)),
      ...staticClosure(chunks, chunkFor(chunks, FILTER_PICKERS)),
    ],
    initialDashboardFiles(chunks),
  );

/** What the charts add once the figures are drawn (the charts chunk and its own imports). */
export const chartsFiles = (chunks: ReadonlyMap<string, BuiltChunk>) =>
  added(
    staticClosure(chunks, chunkFor(chunks, CHARTS)),
    new Set([...initialDashboardFiles(chunks), ...afterFirstViewFiles(chunks)]),
  );

/**
 * The public dashboard's budgets: a phone on a slow network must see `/` quickly, and the
 * charts must not hold the page's main thread for long once its figures arrive.
 *
 * The initial JavaScript (about 185 kB) is mostly React DOM (64 kB), zod (24 kB: the dashboard's
 * URL is read with the one filter schema the server uses), Mantine's core and layout (25 kB), the
 * router (13 kB) and the data layer (TanStack Query, tRPC, superjson: 22 kB). The portal's other
 * layouts, the modal frame, the flash messages, the filter bar's dropdowns and calendars and
 * everything drawn from the figures load later (`src/routes.tsx`, `src/dashboard/Dashboard.tsx`).
 */
export const DASHBOARD_BUDGETS: readonly BundleBudget[] = [
  { name: 'initial JavaScript of /', limitBytes: 200_000, files: initialDashboardFiles },
  {
    name: 'figures and filter controls',
    limitBytes: 75_000,
    files: afterFirstViewFiles,
  },
  { name: 'charts chunk', limitBytes: 150_000, files: chartsFiles },
];

export const gzipSize = (code: string) => gzipSync(code, { level: 9 }).byteLength;

/** Each budget's gzipped weight in this build, beside its limit. */
export function measureBudgets(
  chunks: ReadonlyMap<string, BuiltChunk>,
  budgets: readonly BundleBudget[] = DASHBOARD_BUDGETS,
): BudgetResult[] {
  return budgets.map(({ name, limitBytes, files }) => {
    const sized = [...files(chunks)]
      .map((fileName) => ({ fileName, gzipBytes: gzipSize(chunks.get(fileName)?.code ?? '') }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = sized.reduce((total, file) => total + file.gzipBytes, 0);
    return { name, gzipBytes, limitBytes, files: sized };
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per budget, for the build's output. */
export const describeBudget = ({ name, gzipBytes, limitBytes, files }: BudgetResult) =>
  `${name}: ${kB(gzipBytes)} gzipped of ${kB(limitBytes)} allowed (${files.length} files)`;

/** An over-budget part with its largest files: where to look first. */
export const describeOverBudget = (result: BudgetResult) =>
  `${describeBudget(result)}, largest: ${result.files
    .slice(0, 8)
    .map((file) => `${file.fileName} ${kB(file.gzipBytes)}`)
    .join(', ')}`;
