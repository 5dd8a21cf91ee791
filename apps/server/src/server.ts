import { setFlagsFromString } from 'node:v8';
import { startDigestJob } from '@portal/api/alerts';
import { startGeocodingWorker } from '@portal/api/geocoding';
import { createMailer } from '@portal/api/mail';
import { demoMatcher } from '@portal/api/matching';
import {
  type DatabaseHandle,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  migrateDatabase,
  openDatabase,
  openReadReplicas,
  seedDemo,
} from '@portal/db';
import { buildApp } from './build-app';
import { isServerProcessOfCluster, runCluster } from './cluster';
import { configurationWarnings, type Env, EnvError, loadEnv } from './env';
import { createGeocoder } from './geocoder';

// After a full collection V8 lets the old generation grow to up to four times what it kept
// before collecting it again, so after an export or an import the server's memory stood at
// 297-356 MB and fell only under pressure. A growing factor of 2 kept it at 224-231 MB, for CPU
// within the noise on lists and the XML export (measured in docs/decisions.md). Set before any
// load, for every start of this file (`npm start`, the benches, the tests that start the server); a
// factor given on the command line is left as it is.
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent')))
  setFlagsFromString('--heap-growing-percent=100');

function readConfiguration(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function printWelcome(env: Env): void {
  const lines = [
    '',
    `  City Portal is running at ${env.publicUrl}`,
    env.databaseUrl
      ? `  Database: PostgreSQL (DATABASE_URL)${env.readReplicas.urls.length > 0 ? `, public reads from ${env.readReplicas.urls.length} replica(s) (DATABASE_READ_URL)` : ''}`
      : `  Database: embedded PGlite (${env.pgliteDir ?? 'in memory, nothing is kept'})`,
  ];
  if (env.workers > 1) lines.push(`  ${env.workers} server processes share the port (WORKERS)`);
  if (env.host === '127.0.0.1') {
    lines.push('  Only this computer can reach it; HOST=0.0.0.0 listens on every interface');
  }
  if (env.seedDemo) {
    lines.push('', `  Demo sign-ins (password: ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.email.padEnd(32)} ${account.description}`);
    }
  }
  if (!env.production && !env.smtpUrl) {
    lines.push('', `  E-mails are not sent; read them at ${env.publicUrl}/dev/outbox`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Migrations and the demo data: once per start, before any server process takes requests. */
async function prepareDatabase(env: Env, database: DatabaseHandle) {
  await migrateDatabase(database);
  return env.seedDemo
    ? await seedDemo(database.db, { passwordHashCost: env.passwordHashCost, matcher: demoMatcher })
    : null;
}

/** Several server processes: this one prepares the database, then starts and watches them. */
async function startCluster(env: Env): Promise<void> {
  const database = await openDatabase({ url: env.databaseUrl, maxConnections: 2 });
  const demo = await prepareDatabase(env, database);
  await database.close();
  if (demo) console.log(demo.seeded ? 'demo data seeded' : 'demo data already present');
  runCluster(env.workers, () => printWelcome(env));
}
/** How often each process looks for alert digests due: they go out soon after Pacific midnight. */
const ALERT_DIGEST_INTERVAL_MS = 10 * 60 * 1000;

async function main(): Promise<void> {
  const env = readConfiguration();
  if (env.workers > 1 && !isServerProcessOfCluster()) return startCluster(env);
  const warnings = configurationWarnings(env);
  const database = await openDatabase({
    url: env.databaseUrl,
    dataDir: env.pgliteDir ?? undefined,
  });
  // In a cluster the first process has prepared the database already.
  const demo = isServerProcessOfCluster() ? null : await prepareDatabase(env, database);
  const publicReads =
    env.readReplicas.urls.length > 0
      ? await openReadReplicas(database.db, env.readReplicas)
      : undefined;

  const mailer = createMailer({ db: database.db, smtpUrl: env.smtpUrl, from: env.mailFrom });
  const server = await buildApp({ db: database.db, mailer, config: env, publicReads });
  for (const warning of warnings) server.log.warn(warning);

  const geocodingWorker = startGeocodingWorker({
    db: database.db,
    geocoder: createGeocoder(env, database.db),
    idleMs: env.geocoding.pollMs,
    log: {
      info: (message) => server.log.debug(message),
      error: (message, error) => server.log.error({ err: error }, message),
    },
  });

  // Every process runs it; the database lets one of them send each address its digest of a day.
  const digestJob = startDigestJob({
    db: database.db,
    mailer,
    publicUrl: env.publicUrl,
    intervalMs: ALERT_DIGEST_INTERVAL_MS,
    log: { error: (message, error) => server.log.error({ err: error }, message) },
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    await geocodingWorker.stop();
    await publicReads?.close();
    await digestJob.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    await server.listen({ port: env.port, host: env.host });
  } catch (error) {
    server.log.error({ err: error }, 'could not start listening');
    await geocodingWorker.stop();
    await publicReads?.close();
    await digestJob.stop();
    await database.close();
    process.exit(1);
  }
  if (demo) server.log.info(demo.seeded ? 'demo data seeded' : 'demo data already present');
  if (!isServerProcessOfCluster()) printWelcome(env);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
