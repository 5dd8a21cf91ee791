import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from './client';
import { migrateDatabase } from './migrate';

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  // Tests are the one place besides the server's env module that read the environment.
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase();
    await migrateDatabase(handle);
    return handle;
  }
  const name = `portal_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDatabase({ url: testUrl.toString(), maxConnections: 4 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
