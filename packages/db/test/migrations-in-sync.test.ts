import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/migrate';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// drizzle-kit reads --out relative to the working directory, so the copy lives in the package.
const scratch = join(packageDir, 'node_modules', '.cache', `migrations-check-${process.pid}`);

describe('committed migrations', () => {
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('already contain every change of the drizzle schema', async () => {
    await mkdir(dirname(scratch), { recursive: true });
    await cp(migrationsFolder, scratch, { recursive: true });
    const before = await readdir(scratch, { recursive: true });
    const { stdout } = await promisify(execFile)(
      join(packageDir, 'node_modules', '.bin', 'drizzle-kit'),
      [
        'generate',
        '--dialect=postgresql',
        '--schema=./src/schema/index.ts',
        `--out=${relative(packageDir, scratch)}`,
      ],
      { cwd: packageDir },
    );
    expect(stdout).toContain('No schema changes');
    expect((await readdir(scratch, { recursive: true })).sort()).toEqual(before.sort());
  });
});
