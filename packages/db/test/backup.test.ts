import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupPgliteDataDir, restorePgliteDataDir } from '../src/backup';
import { openDatabase } from '../src/client';
import { migrateDatabase } from '../src/migrate';
import { governments } from '../src/schema';
import { testsRunOnPostgres } from '../src/testing';

const workDir = mkdtempSync(join(tmpdir(), 'portal-backup-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function governmentNames(dataDir: string): Promise<string[]> {
  const handle = await openDatabase({ dataDir });
  try {
    const rows = await handle.db.select({ name: governments.name }).from(governments);
    return rows.map((row) => row.name).sort();
  } finally {
    await handle.close();
  }
}

async function addGovernment(dataDir: string, name: string) {
  const handle = await openDatabase({ dataDir });
  await migrateDatabase(handle);
  await handle.db.insert(governments).values({ name });
  await handle.close();
}

// The embedded database's own feature: run once, in the PGlite pass of the tests.
describe.skipIf(testsRunOnPostgres())('backup and restore of the embedded database', () => {
  it('a restore brings back exactly what the backup held, keeping the replaced directory', async () => {
    const dataDir = join(workDir, 'pglite');
    const file = join(workDir, 'portal.backup.tgz');
    await addGovernment(dataDir, 'City of Portland');

    const bytes = await backupPgliteDataDir(dataDir, file);
    expect(bytes).toBeGreaterThan(1000);
    // Work after the backup, which the restore must undo.
    await addGovernment(dataDir, 'Written after the backup');
    expect(await governmentNames(dataDir)).toEqual([
      'City of Portland',
      'Written after the backup',
    ]);

    const { previousDataDir } = await restorePgliteDataDir(dataDir, file);

    expect(await governmentNames(dataDir)).toEqual(['City of Portland']);
    // The directory it replaced is kept, not deleted.
    expect(previousDataDir).toMatch(/pglite\.before-restore-/);
    expect(existsSync(join(previousDataDir as string, 'PG_VERSION'))).toBe(true);
  });

  it('refuses a file that is no backup and leaves the data directory where it was', async () => {
    const dataDir = join(workDir, 'pglite-kept');
    const notABackup = join(workDir, 'notes.txt');
    writeFileSync(notABackup, 'these are not the files you are looking for');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), '18');

    await expect(restorePgliteDataDir(dataDir, notABackup)).rejects.toThrow(
      /Not a backup of the portal's embedded database/,
    );
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(workDir).filter((name) => name.includes('pglite-kept'))).toEqual([
      'pglite-kept',
    ]);
  });

  it('refuses to back up a directory that holds no database', async () => {
    await expect(
      backupPgliteDataDir(join(workDir, 'missing'), join(workDir, 'x.tgz')),
    ).rejects.toThrow(/No embedded database/);
    expect(existsSync(join(workDir, 'x.tgz'))).toBe(false);
  });
});
