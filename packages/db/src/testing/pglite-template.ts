import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { newPglite, pgliteHandle } from '../pglite-engine';
import { migrationsFingerprint } from './migrations-fingerprint';

// Uncompressed: loading a plain tar is about 40% faster than a gzipped one.
const TAR = 'application/x-tar';

let template: Promise<Blob> | undefined;

/** Names how the archive is made, so an archive made another way is not reused. */
const TEMPLATE_LAYOUT = 'without-template-databases';

/**
 * The tests use only the database PGlite opens (postgres); template0 and template1 serve CREATE
 * DATABASE, which PGlite cannot connect to anyway. Without them the archive holds a third fewer
 * bytes and two thirds fewer files, and every test file opens its copy about a third faster.
 */
async function dropUnusedDatabases(client: PGlite): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await client.exec(`alter database ${name} is_template false`);
    await client.exec(`drop database ${name}`);
  }
  await client.exec('checkpoint');
}

/**
 * Creating a PGlite cluster costs seconds, loading an archived data directory well under one.
 * So the migrated empty database is built once, archived, and kept both in this process and in
 * the temp directory for the other test processes (keyed by the migrations fingerprint).
 */
async function migratedTemplate(): Promise<Blob> {
  const cacheDir = join(tmpdir(), 'portal-db-test-templates');
  const cacheFile = join(cacheDir, `pglite-${migrationsFingerprint()}-${TEMPLATE_LAYOUT}.tar`);
  try {
    return new Blob([await readFile(cacheFile)], { type: TAR });
  } catch {
    // Not cached yet: build it below.
  }
  const client = newPglite();
  const handle = pgliteHandle(client);
  await migrateDatabase(handle);
  await dropUnusedDatabases(client);
  const archive = await client.dumpDataDir('none');
  await handle.close();
  await mkdir(cacheDir, { recursive: true });
  // Write then rename, so a concurrent reader sees either no file or the whole archive.
  const partial = `${cacheFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await archive.arrayBuffer()));
  await rename(partial, cacheFile);
  await removeOtherTemplates(cacheDir, cacheFile);
  return new Blob([archive], { type: TAR });
}

/** Archives of older migrations are 40 MB each and never read again. */
async function removeOtherTemplates(cacheDir: string, keep: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    const file = join(cacheDir, name);
    if (name.startsWith('pglite-') && name.endsWith('.tar') && file !== keep) {
      await rm(file, { force: true });
    }
  }
}

/** A fresh in-memory PGlite database with every migration applied and no rows. */
export async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  if (!template) {
    template = migratedTemplate();
    // A failed build is not remembered, so the next test file tries again.
    template.catch(() => {
      template = undefined;
    });
  }
  return openDatabase({ loadDataDir: await template });
}
