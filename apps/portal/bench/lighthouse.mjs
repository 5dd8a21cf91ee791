#!/usr/bin/env node
// Lighthouse on a started portal's public dashboard, in Debian's Chromium, with Lighthouse's
// default settings: the mobile preset (a mid-range phone, throttled CPU and a slow 4G network,
// simulated). Prints the category scores and the main timings of each run, then the medians.
//
//   pnpm --filter @portal/web bench:lighthouse -- [url] [--runs N] [--chrome PATH] [--details]
//
// The url defaults to http://localhost:3000/ (a fresh `npm start`); --chrome names another
// Chromium; --details also prints, for each run, what Lighthouse says costs the most time
// (main-thread work by kind, script boot-up, unused JavaScript, render-blocking requests, the
// largest contentful paint's element) and the machine's load average before and after. A bench, not a test: its figures depend on the machine and go to docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';

const { values, positionals } = parseArgs({
  // `pnpm run ... -- --runs 3` passes its `--` on; it separates nothing here.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    chrome: { type: 'string', default: '/usr/bin/chromium' },
    details: { type: 'boolean', default: false },
  },
});
const url = positionals[0] ?? 'http://localhost:3000/';
const runs = Number(values.runs);
const chromePath = values.chrome;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TIMINGS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['speed-index', 'Speed Index'],
  ['interactive', 'TTI'],
];

const ms = (value) => `${Math.round(value ?? 0)} ms`;
const kib = (value) => `${Math.round((value ?? 0) / 1024)} KiB`;
const shortUrl = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

/** The audits --details prints, with how to print one of their items. */
const DETAILS = [
  ['mainthread-work-breakdown', (item) => `${item.groupLabel ?? item.group}: ${ms(item.duration)}`],
  [
    'bootup-time',
    (item) => `${shortUrl(item.url)}: ${ms(item.total)} (script ${ms(item.scripting)})`,
  ],
  [
    'unused-javascript',
    (item) => `${shortUrl(item.url)}: ${kib(item.wastedBytes)} of ${kib(item.totalBytes)}`,
  ],
  ['render-blocking-resources', (item) => `${shortUrl(item.url)}: ${ms(item.wastedMs)}`],
  ['largest-contentful-paint-element', (item) => JSON.stringify(item).slice(0, 300)],
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Chromium with its DevTools port open, for Lighthouse to drive; resolves once it answers. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  const stop = async () => {
    chromium.kill();
    // Chromium writes its profile until it exits: the folder goes once it has.
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${chromePath} did not open its DevTools port within 10 s`);
}

async function audit() {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      timings: Object.fromEntries(TIMINGS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? 0])),
      transferredKiB: (lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024,
      details: DETAILS.map(([id, describeItem]) => {
        const audit = lhr.audits[id];
        const items = audit?.details?.items ?? [];
        return `  ${audit?.title ?? id}: ${audit?.displayValue ?? ''}\n${items
          .slice(0, 6)
          .map((item) => `    ${describeItem(item)}`)
          .join('\n')}`;
      }),
    };
  } finally {
    await chromium.stop();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function describe(label, { scores, timings, transferredKiB }) {
  const scoreText = CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ');
  const timingText = TIMINGS.map(([id, name]) =>
    id === 'total-blocking-time'
      ? `${name} ${Math.round(timings[id])} ms`
      : `${name} ${seconds(timings[id])}`,
  ).join(', ');
  console.log(
    `${label}: ${scoreText}; ${timingText}; ${Math.round(transferredKiB)} KiB transferred`,
  );
}

const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' ');

console.log(`Lighthouse ${runs} run(s), mobile preset, ${chromePath}, on ${url}`);
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const loadBefore = load();
  const result = await audit();
  results.push(result);
  describe(`run ${run}`, result);
  if (values.details)
    console.log(
      `  load average ${loadBefore} before, ${load()} after\n${result.details.join('\n')}`,
    );
}
if (runs > 1)
  describe('median', {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, median(results.map((result) => result.scores[id]))]),
    ),
    timings: Object.fromEntries(
      TIMINGS.map(([id]) => [id, median(results.map((result) => result.timings[id]))]),
    ),
    transferredKiB: median(results.map((result) => result.transferredKiB)),
  });
