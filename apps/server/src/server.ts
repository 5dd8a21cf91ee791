import { setFlagsFromString } from 'node:v8';
import { startDigestJob } from '@portal/api/alerts';
import { startGeocodingWorker } from '@portal/api/geocoding';
import { createMailer } from '@portal/api/mail';
import { demoMatcher } from '@portal/api/matching';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, migrateDatabase, openDatabase, seedDemo } from '@portal/db';
import { buildApp } from './build-app';
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
      ? '  Database: PostgreSQL (DATABASE_URL)'
      : `  Database: embedded PGlite (${env.pgliteDir ?? 'in memory, nothing is kept'})`,
  ];
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

/** How often each process looks for alert digests due: they go out soon after Pacific midnight. */
const ALERT_DIGEST_INTERVAL_MS = 10 * 60 * 1000;

async function main(): Promise<void> {
  const env = readConfiguration();
  const warnings = configurationWarnings(env);
  const database = await openDatabase({
    url: env.databaseUrl,
    dataDir: env.pgliteDir ?? undefined,
  });
  await migrateDatabase(database);
  const demo = env.seedDemo
    ? await seedDemo(database.db, { passwordHashCost: env.passwordHashCost, matcher: demoMatcher })
    : null;

  const mailer = createMailer({ db: database.db, smtpUrl: env.smtpUrl, from: env.mailFrom });
  const server = await buildApp({ db: database.db, mailer, config: env });
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
    await digestJob.stop();
    await database.close();
    process.exit(1);
  }
  if (demo) server.log.info(demo.seeded ? 'demo data seeded' : 'demo data already present');
  printWelcome(env);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
