import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { contributions, type DatabaseHandle, geocodingJobs } from '@portal/db';
import { createTestDatabase, testPostgresUrl } from '@portal/db/testing';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionPayload } from './campaign-staff-world';
import { createCampaign, createGovernment, createUser } from './factories';
import {
  SERVER_STARTUP_LIMIT_MS,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from './server-process';
import { freePort } from './throwaway-postgres';

/**
 * `WORKERS=2`: the real server as `pnpm start` runs it, two processes sharing one port over one
 * PostgreSQL database. Work the processes could both pick up, the geocoding queue and a repeated
 * import, is done once. PostgreSQL mode only (`.ci/run` sets DATABASE_URL): the embedded database
 * cannot be shared by two processes.
 */
const serverUrl = testPostgresUrl();
if (!serverUrl) {
  console.info(
    'several-processes.test.ts is skipped: it runs in PostgreSQL mode only (DATABASE_URL set, as .ci/run does).',
  );
}

const WORKERS = 2;
const CONTRIBUTIONS = 30;
const STAFF = { email: 'staff@example.org', password: 'staff-password' };

let database: DatabaseHandle;
let server: ServerProcess | undefined;
let geocoder: Server;
/** Every address the geocoding service was asked about, in order. */
const asked: string[] = [];
let campaignId: number;
let cookie: string;

/** A stand-in geocoding service (Nominatim's answer shape) that notes each question. */
async function startGeocodingService(): Promise<string> {
  geocoder = createServer((request, response) => {
    asked.push(new URL(request.url ?? '/', 'http://stub').searchParams.get('q') ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify([{ lat: '45.52', lon: '-122.68' }]));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => geocoder.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${port}/search?q={address}&format=jsonv2`;
}

async function databaseUrlOf(handle: DatabaseHandle): Promise<string> {
  const [row] = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    name: string;
  }[];
  return Object.assign(new URL(serverUrl ?? ''), { pathname: `/${row?.name}` }).toString();
}

async function waitUntil(check: () => Promise<boolean>, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!serverUrl)('several server processes (WORKERS=2, PostgreSQL)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const governmentId = (await createGovernment(database.db)).id;
    campaignId = (await createCampaign(database.db, governmentId)).id;
    await createUser(database.db, { ...STAFF, role: 'campaign_staff', governmentId, campaignId });
    server = startServerProcess(await freePort(), {
      DATABASE_URL: await databaseUrlOf(database),
      WORKERS: String(WORKERS),
      GEOCODER: 'url',
      GEOCODER_URL: await startGeocodingService(),
      GEOCODER_REQUESTS_PER_SECOND: '100',
      GEOCODING_POLL_MS: '100',
      LOG_LEVEL: 'error',
    });
    await waitForHealth(server, SERVER_STARTUP_LIMIT_MS);
    const signedIn = await fetch(`${server.url}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    expect(signedIn.status).toBe(204);
    cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  }, SERVER_STARTUP_LIMIT_MS + 30_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      const exited = new Promise((resolve) => server?.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => geocoder?.close(resolve));
    await database?.close();
  });

  it('runs the given number of server processes on the one port', () => {
    // The server processes are Node running the server's entry point; tsx's esbuild runs beside them.
    const children = execFileSync('ps', ['-o', 'args=', '--ppid', String(server?.child.pid)], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((command) => command.includes('src/server.ts'));
    expect(children).toHaveLength(WORKERS);
  });

  it('geocodes each new address once, though every process polls the queue', async () => {
    const base = server?.url ?? '';
    // Saved at once, so both processes' workers find the queue full at the same moments.
    const saved = await Promise.all(
      Array.from({ length: CONTRIBUTIONS }, (_, n) =>
        fetch(`${base}/contributions/new`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            ...contributionPayload(campaignId),
            address1: `${n + 100} Distinct Ave`,
          }),
        }).then((response) => response.status),
      ),
    );
    expect(saved).toEqual(Array(CONTRIBUTIONS).fill(201));
    const waiting = () =>
      database.db
        .select({ n: count() })
        .from(geocodingJobs)
        .where(eq(geocodingJobs.state, 'waiting'))
        .then(([row]) => row?.n ?? 0);
    await waitUntil(async () => (await waiting()) === 0, 60_000);
    const ours = asked.filter((address) => address.includes('Distinct Ave'));
    expect(ours).toHaveLength(CONTRIBUTIONS);
    expect(new Set(ours).size).toBe(CONTRIBUTIONS);
    const tries = await database.db
      .select({ attempts: geocodingJobs.attempts, n: count() })
      .from(geocodingJobs)
      .groupBy(geocodingJobs.attempts);
    expect(tries).toEqual([{ attempts: 1, n: CONTRIBUTIONS }]);
  });

  it('imports a file sent again with the same Idempotency-Key once, whichever process gets it', async () => {
    const rows = 5;
    const file = [
      'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod',
      ...Array.from(
        { length: rows },
        (_, n) =>
          `2024-03-01,contribution,cash,${n + 1}.00,matchable,individual,Ada,Onceonly,,${n + 1} Main St,Portland,OR,97201,cash`,
      ),
    ].join('\n');
    const upload = () => {
      const form = new FormData();
      form.set('campaignId', String(campaignId));
      form.set('file', new Blob([file], { type: 'text/csv' }), 'batch.csv');
      return fetch(`${server?.url}/contributions/bulk-upload`, {
        method: 'POST',
        headers: { cookie, 'idempotency-key': 'nightly-import' },
        body: form,
      }).then((response) => response.status);
    };
    // Sent at once on separate connections, which the cluster hands to both processes in turn.
    const statuses = await Promise.all(Array.from({ length: 6 }, upload));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.some((status) => status < 300)).toBe(true);
    const [imported] = await database.db
      .select({ n: count() })
      .from(contributions)
      .where(eq(contributions.lastName, 'Onceonly'));
    expect(imported?.n).toBe(rows);
  });
});
