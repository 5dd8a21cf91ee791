#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) land here. This file uses only Node's
// standard library so it runs on a machine that has nothing but Node and npm: it uses the pnpm on
// PATH when that satisfies packageManager, else brings the pinned pnpm into .tools/, installs from
// the lockfile, then hands over to turbo.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = rootManifest.packageManager.replace(/^pnpm@/, '');
const toolsDir = join(root, '.tools');
const localPnpm = join(toolsDir, 'node_modules', '.bin', 'pnpm');

const toolsBin = join(toolsDir, 'node_modules', '.bin');
// turbo would otherwise announce its anonymous telemetry (and send it) and its own updates on
// every newcomer's first run; a caller's own setting of these wins.
const childEnv = {
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  ...process.env,
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: childEnv,
    ...options,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function installedPnpmVersion(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** [major, minor, patch] of a plain release version; null for anything else (a prerelease). */
function releaseNumbers(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version ?? '');
  return match ? match.slice(1).map(Number) : null;
}

/**
 * Whether a pnpm satisfies the packageManager pin: the pinned release or a later one of the same
 * major, which reads every setting in pnpm-workspace.yaml and the same lockfile format.
 */
function satisfiesPinnedPnpm(version) {
  const found = releaseNumbers(version);
  const pinned = releaseNumbers(pnpmVersion);
  if (!found || !pinned || found[0] !== pinned[0]) return false;
  return found[1] !== pinned[1] ? found[1] > pinned[1] : found[2] >= pinned[2];
}

/** Use the pnpm on PATH when it satisfies the pin, else a private copy of the pinned version. */
function ensurePnpm() {
  if (satisfiesPinnedPnpm(installedPnpmVersion('pnpm'))) return 'pnpm';
  if (!existsSync(localPnpm) || installedPnpmVersion(localPnpm) !== pnpmVersion) {
    installPrivatePnpm();
  }
  // turbo looks the package manager up on PATH, so the private pnpm must be findable there too.
  childEnv.PATH = `${toolsBin}${delimiter}${process.env.PATH ?? ''}`;
  return localPnpm;
}

function installPrivatePnpm() {
  console.log(`Installing pnpm ${pnpmVersion} into .tools/ ...`);
  mkdirSync(toolsDir, { recursive: true });
  // npm 11 only runs pnpm's install script (which fetches its native binary) when allowed.
  writeFileSync(
    join(toolsDir, 'package.json'),
    JSON.stringify({ private: true, allowScripts: { pnpm: true } }, null, 2),
  );
  run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `pnpm@${pnpmVersion}`,
  ]);
}

function install(pnpm) {
  run(pnpm, ['install', '--frozen-lockfile']);
}

/**
 * Test suites turbo runs at once in `npm test`. Each suite runs its files in one vitest worker, so
 * three suites (beside the type checks, one at a time) keep both cores of the smallest machine we
 * test on busy, while a second test run beside this one still leaves every process a fair share.
 */
const TEST_SUITES_AT_ONCE = 3;

/** What `npm test` lints: every package, the examples and the root's own scripts and settings. */
const LINTED = [
  'scripts',
  'biome.json',
  '.dependency-cruiser.cjs',
  'turbo.json',
  'package.json',
  'apps',
  'packages',
  'examples',
];

/** Runs a command to its end without blocking the other; answers its exit status. */
function runAlongside(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** A turbo run whose task times are read from the run summary it writes (`--summarize`). */
async function turboRun(tasks, concurrency) {
  const runsDir = join(root, '.turbo', 'runs');
  const earlier = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);
  const args = ['exec', 'turbo', 'run', ...tasks, '--continue', '--summarize'];
  const status = await runAlongside(pnpm, [...args, `--concurrency=${concurrency}`]);
  const added = existsSync(runsDir)
    ? readdirSync(runsDir).filter((name) => name.endsWith('.json') && !earlier.has(name))
    : [];
  const summary =
    added.length > 0
      ? JSON.parse(readFileSync(join(runsDir, added.sort().at(-1)), 'utf8'))
      : { tasks: [] };
  const rows = summary.tasks.map((task) => {
    const { startTime = 0, endTime = 0, exitCode } = task.execution ?? {};
    const outcome = task.cache?.status === 'HIT' ? 'cached' : exitCode === 0 ? 'passed' : 'FAILED';
    return { name: `${task.package} ${task.task}`, ms: endTime - startTime, outcome };
  });
  return { status, rows };
}

/** A command's status and its one row of the time table. */
async function timedRun(name, command, args) {
  const started = Date.now();
  const status = await runAlongside(command, args);
  return {
    status,
    rows: [{ name, ms: Date.now() - started, outcome: status === 0 ? 'passed' : 'FAILED' }],
  };
}

/** Each task's time, longest first, and the whole run's. */
function printTaskTimes(rows, wallMs) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const width = Math.max(9, ...rows.map((row) => row.name.length));
  console.log('\nTime per task (tasks run side by side, so these add up to more than the whole):');
  for (const row of [...rows].sort((a, b) => b.ms - a.ms)) {
    console.log(`  ${row.name.padEnd(width)}  ${seconds(row.ms)}  ${row.outcome}`);
  }
  console.log(`  ${'whole run'.padEnd(width)}  ${seconds(wallMs)}`);
}

/**
 * Lints, type checks and tests everything, then prints each task's time; exits with a failure's
 * status. The test suites are a turbo run of their own, started first: turbo picks among ready
 * tasks in no set order, and a long suite started last would make the whole run as long as it.
 * Meanwhile one biome run lints everything (biome's start-up costs more than checking a package),
 * one dependency-cruiser run checks the imports of every package and app, one jscpd run counts
 * repeated code, and a second turbo run type checks the packages one at a time.
 */
async function runChecks() {
  const started = Date.now();
  const results = await Promise.all([
    turboRun(['test'], TEST_SUITES_AT_ONCE),
    (async () => {
      const lint = await timedRun('biome lint (all)', pnpm, ['exec', 'biome', 'check', ...LINTED]);
      // No circle of files, and who may import whom (docs/architecture.md).
      const imports = await timedRun('import check (all)', pnpm, [
        'run',
        '--silent',
        'lint:imports',
      ]);
      // No more repeated runs of code than today (scripts/check-duplicates.mjs).
      const repeats = await timedRun('duplicate check (all)', pnpm, [
        'run',
        '--silent',
        'lint:duplicates',
      ]);
      const typecheck = await turboRun(['typecheck'], 1);
      return {
        status: lint.status || imports.status || repeats.status || typecheck.status,
        rows: [...lint.rows, ...imports.rows, ...repeats.rows, ...typecheck.rows],
      };
    })(),
  ]);
  printTaskTimes(
    results.flatMap((result) => result.rows),
    Date.now() - started,
  );
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status);
}

const command = process.argv[2];
const pnpm = ensurePnpm();
install(pnpm);

switch (command) {
  case 'start':
    run(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@portal/web']);
    run(pnpm, ['--filter', '@portal/server', 'start'], {
      env: { ...childEnv, PORTAL_SEED_DEMO: process.env.PORTAL_SEED_DEMO ?? 'true' },
    });
    break;
  case 'dev':
    run(pnpm, ['--filter', '@portal/server', 'dev']);
    break;
  case 'test':
    await runChecks();
    break;
  case 'import-known-contributors':
  case 'backup':
  case 'restore':
  case 'import-external-contributions':
  case 'import-address-points':
  case 'geocode': {
    // pnpm runs the command in apps/server; a file path is meant from where npm was started.
    const startedIn = process.env.INIT_CWD ?? process.cwd();
    // Values of these options are not paths.
    const takesValue = new Set(['--office', '--government']);
    const given = process.argv.slice(3);
    const args = given.map((arg, index) =>
      arg.startsWith('-') || takesValue.has(given[index - 1] ?? '') ? arg : resolve(startedIn, arg),
    );
    run(pnpm, ['--filter', '@portal/server', 'run', command, ...args]);
    break;
  }
  case 'bench:load':
  case 'bench:seed':
  case 'bench':
    run(pnpm, ['--filter', '@portal/server', 'run', command, ...process.argv.slice(3)]);
    break;
  default:
    console.error(
      'Usage: node scripts/portal.mjs <start|test|dev|import-known-contributors|import-external-contributions|import-address-points|geocode|backup|restore|bench:load|bench:seed|bench>',
    );
    process.exit(2);
}
