#!/usr/bin/env node
// Lighthouse on a started portal's public dashboard, in Debian's Chromium, with Lighthouse's
// default settings: the mobile preset (a mid-range phone, throttled CPU and a slow 4G network,
// simulated). Prints the category scores and the main timings of each run, then the medians.
//
//   pnpm --filter @portal/web bench:lighthouse -- [url] [--runs N] [--chrome PATH]
//
// The url defaults to http://localhost:3000/ (a fresh `npm start`); --chrome names another
// Chromium. A bench, not a test: its figures depend on the machine and go to docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
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
  const stop = () => {
    chromium.kill();
    rmSync(profile, { recursive: true, force: true });
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
  stop();
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
    };
  } finally {
    chromium.stop();
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

console.log(`Lighthouse ${runs} run(s), mobile preset, ${chromePath}, on ${url}`);
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const result = await audit();
  results.push(result);
  describe(`run ${run}`, result);
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
