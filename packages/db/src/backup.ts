import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/** The engine's module, loaded when a backup or restore runs (see pglite-engine.ts). */
const engine = () => import('./pglite-engine');

/**
 * Backups of the embedded database: PGlite's own archive of its data directory (a gzipped tar,
 * `dumpDataDir`), loaded back with `loadDataDir`. The portal must be stopped meanwhile: PGlite
 * is one process's database, and a second opener would see (or write) a half-updated directory.
 */
export async function backupPgliteDataDir(dataDir: string, file: string): Promise<number> {
  if (!isPgliteDataDir(dataDir)) {
    throw new Error(`No embedded database at ${dataDir}: nothing to back up.`);
  }
  const client = (await engine()).newPglite({ dataDir });
  try {
    await client.waitReady;
    // A checkpoint first, so the archive holds every committed write in the data files.
    await client.exec('CHECKPOINT');
    const archive = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    // Written beside the target, then renamed: a backup file is whole or absent, never half.
    const partial = `${file}.partial`;
    writeFileSync(partial, archive);
    renameSync(partial, file);
    return archive.length;
  } finally {
    await client.close();
  }
}

export interface RestoreResult {
  /** Where the data directory that was replaced now lies, if there was one. */
  previousDataDir: string | null;
}

/**
 * Replaces the data directory with a backup. The archive is first loaded into memory and checked
 * (it must open and hold the portal's tables); the current directory is then moved aside, never
 * deleted, and the backup written in its place.
 */
export async function restorePgliteDataDir(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<RestoreResult> {
  const archive = new Blob([readFileSync(file)]);
  await checkArchive(archive);
  let previousDataDir: string | null = null;
  if (existsSync(dataDir)) {
    previousDataDir = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, previousDataDir);
  }
  const client = (await engine()).newPglite({ dataDir, loadDataDir: archive });
  try {
    await client.waitReady;
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
  return { previousDataDir };
}

async function checkArchive(archive: Blob): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = (await engine()).newPglite({ loadDataDir: archive });
    await client.waitReady;
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables where table_name = 'governments'`,
    );
    if (rows[0]?.tables !== 1) throw new Error('it holds no portal database');
  } catch (error) {
    throw new Error(`Not a backup of the portal's embedded database: ${(error as Error).message}`);
  } finally {
    await client?.close().catch(() => undefined);
  }
}

function isPgliteDataDir(dataDir: string): boolean {
  return existsSync(dataDir) && readdirSync(dataDir).includes('PG_VERSION');
}
