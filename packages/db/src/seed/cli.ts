import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './index';

// A developer tool: it reads DATABASE_URL and DATA_DIR like the server, relative DATA_DIR from
// the repository root, so both open the same embedded database.
const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../../..');
const dataDir = process.env.DATA_DIR ?? 'data';
const handle = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: join(isAbsolute(dataDir) ? dataDir : join(repositoryRoot, dataDir), 'pglite'),
});
try {
  await migrateDatabase(handle);
  const started = Date.now();
  const { seeded } = await seedDemo(handle.db);
  console.log(
    seeded
      ? `Demo data seeded in ${Date.now() - started} ms.`
      : 'The demo government exists already; nothing was changed.',
  );
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.email} (${account.role}) password ${DEMO_PASSWORD}`);
  }
} finally {
  await handle.close();
}
