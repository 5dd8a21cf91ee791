/**
 * The call bench of the speed goals: starts the server on a database `npm run bench:seed` filled
 * (DATABASE_URL for PostgreSQL, else PGlite in DATA_DIR), runs each call over HTTP with autocannon
 * on loopback, and prints p50/p95/p99, requests per second, payload size and the server's peak
 * memory, beside the same query run as raw SQL through the same driver (one at a time, like
 * the calls unless a row names its connections). The machine is shared
 * and noisy, so the ratio to raw SQL is the figure to read. It prints figures; it asserts nothing.
 *
 *   npm run bench -- --duration 5 --connections 1
 */

import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '@portal/db';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { freePort } from '../test/throwaway-postgres';
import { afterWrites, publicWriter } from './after-write';
import { benchContext } from './bench-context';
import {
  type BenchCall,
  type BenchContext,
  benchCalls,
  type Caller,
  percentile,
  rawQueries,
} from './calls-list';
import { listMatrixCalls, listMatrixRawQueries } from './calls-list-matrix';
import { searchCalls, searchRawQueries } from './calls-list-search';
import { geocodingQuiet } from './geocoding-quiet';
import { importedRowsRemover } from './imported-rows';
import { memorySampler } from './memory-sampler';
import { signInDemoUser, startBenchServer } from './server-process';
import { isListPage, type RatioRow, ratioSummary, signedInFloorCall } from './signed-in-floor';
import { once } from './single-call';
import { firstByte, type StreamFigures, wholeStream } from './stream-call';

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1' },
    'raw-runs': { type: 'string', default: '30' },
    /** Comma-separated words: calls whose name contains one are left out (e.g. dashboard,geo). */
    skip: { type: 'string', default: '' },
    /** Comma-separated words: when given, only calls whose name contains one are run. */
    only: { type: 'string', default: '' },
    /** Every list sort and filter at page 0 and 1,000 (calls-list-matrix.ts) instead of the goals. */
    lists: { type: 'boolean', default: false },
    /** A reviewer's lists: campaign filter and name searches (calls-list-search.ts). */
    search: { type: 'boolean', default: false },
    /** Seconds a whole streamed feed may take before it is cut off (its rate is then printed). */
    'stream-limit': { type: 'string', default: '120' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const rawRuns = Number(options['raw-runs']);
const streamLimitMs = Number(options['stream-limit']) * 1000;
const words = (list: string) =>
  list
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
const skipped = words(options.skip);
const only = words(options.only);
const included = (call: BenchCall) => {
  const name = call.name.toLowerCase();
  const named = (word: string) => name.includes(word);
  return !skipped.some(named) && (only.length === 0 || only.some(named));
};
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && !['localhost', '127.0.0.1', '[::1]'].includes(new URL(databaseUrl).hostname)) {
  console.error('The bench targets this machine only: DATABASE_URL must name a loopback host.');
  process.exit(2);
}
const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const dataDirSetting = process.env.DATA_DIR ?? 'data';
const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : join(repositoryRoot, dataDirSetting);
// However it goes, the run ends.
setTimeout(
  () => {
    console.error('The bench took too long; stopping.');
    process.exit(1);
  },
  30 * 60 * 1000,
).unref();

/** The raw SQL timings, in ms, taken before the server starts (PGlite allows one process). */
async function timeRawQueries(
  context: BenchContext,
  calls: BenchCall[],
): Promise<Map<string, number[]>> {
  const handle = await openDatabase({ url: databaseUrl, dataDir: join(dataDir, 'pglite') });
  const timings = new Map<string, number[]>();
  const wanted = new Set(calls.map((call) => call.raw));
  const queries = options.search
    ? searchRawQueries(context)
    : options.lists
      ? listMatrixRawQueries(context)
      : rawQueries(context);
  try {
    for (const [name, query] of Object.entries(queries)) {
      if (!wanted.has(name)) continue;
      const samples: number[] = [];
      // A whole export takes seconds: three runs tell its time.
      const runs = name.startsWith('export') ? Math.min(3, rawRuns) : rawRuns;
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        // A list page and its total's statement run at once on two connections, as the server
        // runs them (the speed goal's "the page + a separate count").
        await Promise.all(
          (typeof query === 'string' ? [query] : query).map((statement) =>
            handle.db.execute(sql.raw(statement)),
          ),
        );
        samples.push(performance.now() - started);
      }
      timings.set(name, samples);
    }
  } finally {
    await handle.close();
  }
  return timings;
}

const startServer = (port: number) =>
  startBenchServer(port, { PORTAL_SEED_DEMO: 'false', DATA_DIR: dataDir }, 120_000);

type Figures = StreamFigures;

let writer: Awaited<ReturnType<typeof publicWriter>> | undefined;
let geocoding: Awaited<ReturnType<typeof geocodingQuiet>> | undefined;

const measure = (base: string, call: BenchCall, cookie: string | undefined): Promise<Figures> => {
  if (call.afterWrite && writer) return afterWrites(base, call, writer.write, rawRuns);
  if (call.streamed === 'first-byte') return firstByte(base, call, rawRuns);
  if (call.streamed === 'whole') return wholeStream(base, call, streamLimitMs);
  if (!call.single) return load(base, call, cookie);
  return once(
    base,
    call,
    cookie,
    call.runs ?? 3,
    call.afterGeocoding ? geocoding?.wait : undefined,
  );
};

/** Many requests of one call with autocannon, each answer's time recorded. */
async function load(base: string, call: BenchCall, cookie: string | undefined): Promise<Figures> {
  const times: number[] = [];
  let instance: autocannon.Instance | undefined;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    instance = autocannon(
      {
        url: `${base}${call.path}`,
        method: call.method,
        connections: call.connections ?? connections,
        duration,
        timeout: 30,
        headers: {
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: result.requests.average,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const mb = ({ server, group }: { server: number; group: number }) =>
  `${server.toFixed(0)} MB (process group ${group.toFixed(0)} MB)`;
const size = (bytes: number) =>
  bytes >= 2 ** 20 ? `${(bytes / 2 ** 20).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const context = await benchContext({ url: databaseUrl, dataDir: join(dataDir, 'pglite') });
  const chosen = (
    options.search
      ? searchCalls(context)
      : options.lists
        ? listMatrixCalls(context)
        : benchCalls(context)
  ).filter(included);
  // Where calls are set beside raw SQL, the floor every signed-in call pays is timed first.
  const calls = (chosen.some((call) => call.raw) ? [signedInFloorCall, ...chosen] : chosen)
    // PGlite allows one process, the server's: the bench cannot write or read beside it.
    .filter((call) => !(call.afterWrite || call.afterGeocoding) || databaseUrl);
  console.log(`Raw SQL: each query ${rawRuns} times through the server's driver ...`);
  const raw = await timeRawQueries(context, calls);
  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  const memory = memorySampler(server.pid as number);
  const idle = memory.now();
  if (databaseUrl && calls.some((call) => call.afterWrite))
    writer = await publicWriter(databaseUrl);
  if (databaseUrl && calls.some((call) => call.afterGeocoding))
    geocoding = await geocodingQuiet(databaseUrl);
  const imports =
    databaseUrl && calls.some((call) => call.path === '/contributions/bulk-upload')
      ? await importedRowsRemover(databaseUrl)
      : undefined;
  try {
    const callers: Record<Caller, string | undefined> = {
      public: undefined,
      government: await signInDemoUser(base, 'gov.admin@example.org'),
      campaign: await signInDemoUser(base, 'campaign.staff@example.org'),
    };
    const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\n${kind}; ${duration} s per call, ${connections} connections unless noted; times in ms\n`,
    );
    console.log(
      `Server process resident memory: ${mb(idle)} idle after start, ${mb(memory.now())} after the sign-ins\n`,
    );
    console.log(
      '| call | p50 | p95 | p99 | req/s | payload | errors | peak server MB | server MB after | raw SQL p50 | raw p95 | ratio p50 |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    const notes: string[] = [];
    const ratios: RatioRow[] = [];
    let floorP50: number | undefined;
    for (const call of calls) {
      memory.reset();
      const cookie = callers[call.caller];
      const figures = await measure(base, call, cookie);
      if (figures.note) notes.push(figures.note);
      const rawTimes = call.raw ? raw.get(call.raw) : undefined;
      const rawP50 = rawTimes ? percentile(rawTimes, 50) : null;
      const rawP95 = rawTimes ? percentile(rawTimes, 95) : null;
      if (call === signedInFloorCall) floorP50 = figures.p50;
      if (rawP50 && isListPage(call, connections))
        ratios.push({ name: call.name, p50: figures.p50, rawP50 });
      console.log(
        `| ${call.name} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${call.single || call.streamed || call.afterWrite ? '-' : figures.perSecond.toFixed(0)} | ${size(figures.bytes)} | ${figures.errors} | ${memory.peak().server.toFixed(0)} | ${memory.now().server.toFixed(0)} | ${rawP50 === null ? '-' : ms(rawP50)} | ${rawP95 === null ? '-' : ms(rawP95)} | ${rawP50 ? (figures.p50 / rawP50).toFixed(1) : '-'} |`,
      );
    }
    // After the table, which a note inside would break.
    if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
    const summary = ratioSummary(ratios, floorP50);
    if (summary.length > 0) console.log(`\n${summary.join('\n')}`);
    const { server: serverPeak, group: groupPeak } = memory.runPeak();
    console.log(
      `\nPeak resident memory over the run: the server process ${serverPeak.toFixed(0)} MB, its process group ${groupPeak.toFixed(0)} MB`,
    );
  } finally {
    memory.stop();
    await writer?.close();
    await geocoding?.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    if (imports)
      console.log(`\nRemoved the ${await imports.remove()} contributions this run imported.`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('The bench failed:', error);
    process.exit(1);
  },
);
