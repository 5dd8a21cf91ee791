import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { migrationsFingerprint } from './migrations-fingerprint';

type AdminConnection = postgres.Sql;

/**
 * Every database these helpers create carries one of these comments; cleanup only ever drops
 * databases that carry them, never any other database on the server.
 */
const TEMPLATE_COMMENT = 'portal db test template';
const BUILDING_COMMENT = 'portal db test template (being built)';
const TEST_COMMENT = 'portal db test database';

const randomSuffix = () => randomBytes(4).toString('hex');

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function databasesWithComment(admin: AdminConnection, comment: string): Promise<string[]> {
  const rows = await admin<{ datname: string }[]>`
    select d.datname from pg_database d
    join pg_shdescription s on s.objoid = d.oid and s.classoid = 'pg_database'::regclass
    where s.description = ${comment}`;
  return rows.map((row) => row.datname);
}

async function createDatabase(
  admin: AdminConnection,
  name: string,
  comment: string,
  template?: string,
): Promise<void> {
  await admin.unsafe(
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  await admin.unsafe(`comment on database "${name}" is '${comment}'`);
}

/**
 * The migrated empty template for this set of migrations, built once per server (not once per
 * test file). An advisory lock makes concurrent test workers wait for one builder; the template
 * is built under a temporary name and renamed when complete, so a crashed build is never used.
 */
async function migratedTemplate(admin: AdminConnection, serverUrl: string): Promise<string> {
  const name = `portal_template_${migrationsFingerprint()}`;
  const exists = async () =>
    (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
  if (await exists()) return name;
  await admin`select pg_advisory_lock(hashtext('portal db test template'))`;
  try {
    if (await exists()) return name;
    // Holding the lock, any half-built template left behind belongs to a builder that died.
    for (const stale of await databasesWithComment(admin, BUILDING_COMMENT)) {
      await admin.unsafe(`drop database if exists "${stale}" with (force)`);
    }
    const building = `${name}_b_${randomSuffix()}`;
    await createDatabase(admin, building, BUILDING_COMMENT);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, building), maxConnections: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    await admin.unsafe(`comment on database "${name}" is '${TEMPLATE_COMMENT}'`);
    for (const old of await databasesWithComment(admin, TEMPLATE_COMMENT)) {
      // Templates of older migrations; one still being copied by another run stays for now.
      if (old !== name) await admin.unsafe(`drop database if exists "${old}"`).catch(() => {});
    }
    return name;
  } finally {
    await admin`select pg_advisory_unlock(hashtext('portal db test template'))`;
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';
const OBJECT_IN_USE = '55006';

/**
 * Drops a test database. FORCE ends this role's leftover sessions, but a role that is not a
 * superuser may not end other roles' backends, and after a large write (the demo seed) an
 * autovacuum worker is often attached. A plain DROP asks autovacuum to leave by itself, so that
 * is the fallback, tried again for a few seconds while the worker finishes.
 */
async function dropTestDatabase(admin: AdminConnection, name: string): Promise<void> {
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(`drop database if exists "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * A fresh migrated database on the server of `serverUrl`, copied from the template; closing
 * the handle drops it again.
 */
export async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `portal_test_${Date.now()}_${randomSuffix()}`;
  try {
    const template = await migratedTemplate(admin, serverUrl);
    await createDatabase(admin, name, TEST_COMMENT, template);
  } catch (error) {
    await admin.end({ timeout: 5 });
    throw error;
  }
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name), maxConnections: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropTestDatabase(admin, name);
      await admin.end({ timeout: 5 });
    },
  };
}
