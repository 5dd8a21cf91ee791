import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { migrationsFolder } from '../migrate';

/**
 * A short hash of every migration file and the PGlite engine version: a cached template built
 * from other migrations (or by another engine build) is never reused.
 */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  // The package exports no package.json; its resolved path names the installed version.
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(file.slice(migrationsFolder.length));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
