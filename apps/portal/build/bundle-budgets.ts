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
const CHARTS = 'src/dashboard/Charts.tsx';

/** What `/` fetches before its data arrives: the app's entry and the home page, with imports. */
export const initialDashboardFiles = (chunks: ReadonlyMap<string, BuiltChunk>) =>
  new Set([
    ...staticClosure(chunks, entryChunk(chunks)),
    ...staticClosure(chunks, chunkFor(chunks, HOME_PAGE)),
  ]);

/** What the charts add once the dashboard's figures arrive (the charts chunk and its own imports). */
export const chartsFiles = (chunks: ReadonlyMap<string, BuiltChunk>) => {
  const initial = initialDashboardFiles(chunks);
  return new Set(
    [...staticClosure(chunks, chunkFor(chunks, CHARTS))].filter((file) => !initial.has(file)),
  );
};

/**
 * The public dashboard's budgets: a phone on a slow network must see `/` quickly, and the
 * charts must not hold the page's main thread for long once its figures arrive.
 *
 * The initial JavaScript aims at 200 kB; this limit holds it near where it stands (about 275 kB)
 * so it cannot grow while it is cut down. Most of it is React DOM (64 kB), Mantine (66 kB), the
 * router (28 kB), zod (24 kB: the dashboard's URL is read with the one filter schema the server
 * uses) and the filter bar's date pickers (15 kB with dayjs).
 */
export const DASHBOARD_BUDGETS: readonly BundleBudget[] = [
  { name: 'initial JavaScript of /', limitBytes: 285_000, files: initialDashboardFiles },
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
