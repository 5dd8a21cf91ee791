/**
 * Load run: 50 concurrent users (autocannon connections) for 60 s against a real server on
 * PostgreSQL, on loopback only, mixing public dashboard reads, list pages, edits with versions
 * and comments. Prints per-kind latencies (p50/p95/p99) and statuses, then checks that no answer
 * was 5xx and that every accepted write is in the history. Exit code 1 when either fails.
 *
 *   DATABASE_URL=postgres://user:pw@127.0.0.1:5432/postgres pnpm --filter @portal/server bench:load
 *   ... bench:load -- --duration 20 --connections 50
 *
 * The role needs CREATEDB: the run creates its own database and drops it at the end.
 *
 *   ... bench:load -- --scale-out --duration 30
 *
 * `--scale-out` needs no DATABASE_URL: it makes a PostgreSQL primary and a streaming replica of
 * its own (temporary directories, loopback ports, removed at the end) and runs the same load
 * twice, one after the other on the same primary: one server process without the replica, then
 * WORKERS=4 with public reads on the replica (DATABASE_READ_URL), and prints both side by side.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startStreamingReplica } from '../test/streaming-replica';
import { freePort } from '../test/throwaway-postgres';
import { checkHistory, type LoadSummary, printComparison, printReport } from './load-report';
import { loadScenario, type ScenarioSetup, Tally } from './load-scenario';
import { signInDemoUser, startBenchServer } from './server-process';

const EDITED_CONTRIBUTIONS = 25;
const SESSIONS = 50;

const { values: options } = parseArgs({
  // pnpm hands a `--` separator through; it is no argument of ours.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'scale-out': { type: 'boolean', default: false },
  },
});
const scaleOut = options['scale-out'];
/** Server processes of the scaled-out run. */
const SCALED_WORKERS = 4;
const durationSeconds = Number(options.duration);
const connections = Number(options.connections);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl && !scaleOut) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the role needs CREATEDB).');
  process.exit(2);
}
if (serverUrl && !['localhost', '127.0.0.1', '[::1]'].includes(new URL(serverUrl).hostname)) {
  console.error('The load run targets this machine only: DATABASE_URL must name a loopback host.');
  process.exit(2);
}
// However it goes, the run ends: the load itself plus three minutes for setup and checks.
setTimeout(
  () => {
    console.error('The load run took too long; stopping.');
    process.exit(1);
  },
  (scaleOut ? 2 * durationSeconds + 720 : durationSeconds + 180) * 1000,
).unref();

const databaseUrl = (server: string, name: string) =>
  Object.assign(new URL(server), { pathname: `/${name}` }).toString();

/** How one run sets up its server: on `url`, with the settings `extraEnv` adds for `name`. */
interface RunSettings {
  label: string;
  /** A connection to the PostgreSQL server (the role needs CREATEDB). */
  adminUrl: string;
  extraEnv: (databaseName: string) => Record<string, string>;
  /** A superuser connection to the replica, when the run reads one: its table scans are counted. */
  replicaAdminUrl?: string;
}

async function prepare(base: string): Promise<ScenarioSetup> {
  const cookies: string[] = [];
  for (let n = 0; n < SESSIONS; n += 1) {
    cookies.push(
      await signInDemoUser(
        base,
        n % 2 ? 'campaign.admin@example.org' : 'campaign.staff@example.org',
      ),
    );
  }
  const me = (await (
    await fetch(`${base}/me`, { headers: { cookie: cookies[0] ?? '' } })
  ).json()) as {
    permissions: { campaignId: number; governmentId: number }[];
  };
  const permission = me.permissions[0];
  if (!permission) throw new Error('the demo staff member has no permission');
  const contributionIds: number[] = [];
  for (let n = 0; n < EDITED_CONTRIBUTIONS; n += 1) {
    const response = await fetch(`${base}/contributions/new`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[0] ?? '' },
      body: JSON.stringify({
        campaignId: permission.campaignId,
        date: '2024-03-01',
        type: 'contribution',
        subType: 'cash',
        amount: 25,
        oaeType: 'matchable',
        contributorType: 'individual',
        firstName: 'Load',
        lastName: 'Tester',
        address1: `${n + 1} Main St`,
        city: 'Portland',
        state: 'OR',
        zip: '97201',
        paymentMethod: 'cash',
      }),
    });
    if (response.status !== 201) throw new Error(`creating a contribution: ${response.status}`);
    contributionIds.push(((await response.json()) as { id: number }).id);
  }
  return {
    governmentId: permission.governmentId,
    campaignId: permission.campaignId,
    cookies,
    contributionIds,
  };
}

/** One load run on a fresh database: prints its report, answers its summary. */
async function runLoad({
  label,
  adminUrl,
  extraEnv,
  replicaAdminUrl,
}: RunSettings): Promise<LoadSummary> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `portal_load_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${name}"`);
  let server: ChildProcess | undefined;
  try {
    const port = await freePort();
    server = await startBenchServer(
      port,
      {
        DATABASE_URL: databaseUrl(adminUrl, name),
        PORTAL_SEED_DEMO: 'true',
        ...extraEnv(name),
      },
      // Several processes start one after the other once the first has seeded the demo data.
      scaleOut ? 300_000 : 90_000,
    );
    const base = `http://127.0.0.1:${port}`;
    const setup = await prepare(base);
    const tally = new Tally();
    console.log(
      `Load (${label}): ${connections} users for ${durationSeconds} s against ${base} ...`,
    );
    const result = await autocannon({
      url: base,
      connections,
      duration: durationSeconds,
      timeout: 20,
      requests: loadScenario(setup, tally),
    });
    process.kill(-(server.pid as number), 'SIGTERM');
    server = undefined;
    const sql = postgres(databaseUrl(adminUrl, name), { max: 1, onnotice: () => {} });
    try {
      const history = await checkHistory(
        sql,
        setup.contributionIds,
        tally.accepted,
        tally.unansweredEdits,
      );
      const summary = printReport({ result, tally, history, durationSeconds, connections });
      if (replicaAdminUrl) {
        const replicaTableScans = await tableScansOn(databaseUrl(replicaAdminUrl, name));
        console.log(`Table scans the replica ran for the server: ${replicaTableScans}`);
        return { label, ...summary, replicaTableScans };
      }
      return { label, ...summary };
    } finally {
      await sql.end();
    }
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/**
 * Scans of the portal's tables a server ran in the database `name` (its statistics, written as
 * the stopped server's connections closed): on the replica, evidence that the public's reads went
 * there. Its health checks read no table, so they count nothing.
 */
async function tableScansOn(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [row] = await sql<{ n: string }[]>`
      select coalesce(sum(coalesce(seq_scan, 0) + coalesce(idx_scan, 0)), 0) as n
      from pg_stat_user_tables`;
    return Number(row?.n ?? 0);
  } finally {
    await sql.end();
  }
}

/** One process without a replica, then SCALED_WORKERS processes with one, on one primary. */
async function scaledOutComparison(): Promise<number> {
  console.log('Making a PostgreSQL primary and a streaming replica for this run ...');
  const pair = await startStreamingReplica();
  try {
    const single = await runLoad({
      label: '1 process, primary only',
      adminUrl: pair.primaryAdminUrl,
      extraEnv: () => ({}),
    });
    const scaled = await runLoad({
      label: `${SCALED_WORKERS} processes, public reads on the replica`,
      adminUrl: pair.primaryAdminUrl,
      extraEnv: (name) => ({
        WORKERS: String(SCALED_WORKERS),
        DATABASE_READ_URL: databaseUrl(pair.replicaAdminUrl, name),
      }),
      replicaAdminUrl: pair.replicaAdminUrl,
    });
    return printComparison([single, scaled], { durationSeconds, connections });
  } finally {
    await pair.destroy();
  }
}

async function main(): Promise<number> {
  if (scaleOut) return scaledOutComparison();
  const summary = await runLoad({
    label: '1 process',
    adminUrl: serverUrl as string,
    extraEnv: () => ({}),
  });
  return summary.exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The load run failed:', error);
    process.exit(1);
  },
);
