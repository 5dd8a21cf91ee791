/**
 * Forty sign-ins at once against a real server at the production hashing cost, on loopback:
 * once as forty clients (told apart by X-Forwarded-For, the server trusting its proxy) and once
 * as one tRPC batch of forty `auth.login`. While each storm runs, `/health` and the public
 * dashboard are asked for one after another; the run prints how long they took, how the sign-ins
 * were answered and how long the storm lasted. It prints figures; it asserts nothing.
 *
 *   pnpm --filter @portal/server exec tsx bench/sign-in-storm.ts [--rounds 3]
 *   DATABASE_URL=postgres://user:pw@127.0.0.1:5432/postgres ... (the role needs CREATEDB)
 *
 * Without DATABASE_URL the server runs on the embedded database, in memory.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@portal/db';
import postgres from 'postgres';
import { freePort } from '../test/throwaway-postgres';
import { percentile } from './calls-list';
import { startBenchServer } from './server-process';

const STORM = 40;

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { rounds: { type: 'string', default: '3' } },
});
const rounds = Number(options.rounds);
const serverUrl = process.env.DATABASE_URL || undefined;
if (serverUrl && !['localhost', '127.0.0.1', '[::1]'].includes(new URL(serverUrl).hostname)) {
  console.error('The run targets this machine only: DATABASE_URL must name a loopback host.');
  process.exit(2);
}

interface Timed {
  status: number;
  ms: number;
}

async function timed(url: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Probes `url` one request after another until `over` says the storm has ended. */
async function probeUntil(url: string, over: () => boolean): Promise<Timed[]> {
  const answers: Timed[] = [];
  while (!over()) answers.push(await timed(url));
  return answers;
}

const login = (email: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: DEMO_PASSWORD }),
});

/** Forty `POST /users/login` of one person from forty client addresses. */
const clientsStorm = (base: string, round: number) =>
  Array.from({ length: STORM }, (_, n) => {
    const init = login('campaign.staff@example.org');
    return timed(`${base}/users/login`, {
      ...init,
      headers: { ...init.headers, 'x-forwarded-for': `203.0.${round}.${n + 1}` },
    });
  });

/** One tRPC batch of forty `auth.login`; its answer's status stands for all forty. */
function batchStorm(base: string, round: number) {
  const input = Object.fromEntries(
    Array.from({ length: STORM }, (_, n) => [
      n,
      { json: { email: 'campaign.admin@example.org', password: DEMO_PASSWORD } },
    ]),
  );
  return [
    timed(`${base}/trpc/${Array(STORM).fill('auth.login').join(',')}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${round}.1` },
      body: JSON.stringify(input),
    }),
  ];
}

const summary = (samples: number[]) =>
  samples.length === 0
    ? '-'
    : `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 95).toFixed(1)} / ${Math.max(...samples).toFixed(1)}`;

const statuses = (answers: Timed[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}x${status}`).join(' ');
};

async function runStorm(base: string, name: string, answers: Promise<Timed>[]) {
  const started = performance.now();
  let over = false;
  const storm = Promise.all(answers).finally(() => {
    over = true;
  });
  const dashboardUrl = `${base}/trpc/dashboard.view?input=${encodeURIComponent('{"json":{}}')}`;
  const [health, dashboard, signIns] = await Promise.all([
    probeUntil(`${base}/health`, () => over),
    probeUntil(dashboardUrl, () => over),
    storm,
  ]);
  const stormMs = performance.now() - started;
  const refusedBusy = signIns.filter((answer) => answer.status === 503).map((answer) => answer.ms);
  console.log(
    `| ${name} | ${stormMs.toFixed(0)} | ${statuses(signIns)} | ${summary(refusedBusy)} | ${health.length} (${statuses(health)}) | ${summary(health.map((a) => a.ms))} | ${dashboard.length} (${statuses(dashboard)}) | ${summary(dashboard.map((a) => a.ms))} |`,
  );
}

async function main() {
  let admin: postgres.Sql | undefined;
  let databaseName: string | undefined;
  const env: Record<string, string> = { PORTAL_SEED_DEMO: 'true', TRUST_PROXY: 'true' };
  if (serverUrl) {
    admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    databaseName = `portal_sign_in_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${databaseName}"`);
    env.DATABASE_URL = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href;
  } else {
    env.DATA_DIR = 'memory';
    env.DATABASE_URL = '';
  }
  let server: ChildProcess | undefined;
  try {
    const port = await freePort();
    server = await startBenchServer(port, env, 120_000);
    const base = `http://127.0.0.1:${port}`;
    console.log(
      `Sign-in storms of ${STORM} on ${serverUrl ? 'PostgreSQL' : 'the embedded database'}, production hashing cost; times in ms (p50 / p95 / max).`,
    );
    console.log(
      '| storm | lasted | sign-in answers | 503 answered in | health probes | health | dashboard probes | dashboard |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (let round = 1; round <= rounds; round += 1) {
      await runStorm(base, `${STORM} clients, round ${round}`, clientsStorm(base, round));
      await runStorm(base, `one batch of ${STORM}, round ${round}`, batchStorm(base, round));
    }
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    if (admin && databaseName) {
      // The server's connections end with it; give them a moment before dropping its database.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
      await admin.end();
    }
  }
}

await main();
