import { resolve } from 'node:path';
import { backupPgliteDataDir, restorePgliteDataDir } from '@portal/db';
import { EnvError, loadEnv } from '../env';

const USAGE = 'Usage: backup <file> | restore <file>   (stop the portal first)';

async function main(): Promise<number> {
  const [command, fileArgument] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !fileArgument) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  if (env.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (see docs/operations.md, "Backups and restore").',
    );
    return 2;
  }
  if (!env.pgliteDir) {
    console.error(
      'DATA_DIR=memory keeps nothing on disk, so there is nothing to back up or restore.',
    );
    return 2;
  }
  const file = resolve(fileArgument);
  if (command === 'backup') {
    const bytes = await backupPgliteDataDir(env.pgliteDir, file);
    console.log(`Backed up ${env.pgliteDir} to ${file} (${(bytes / 1024).toFixed(0)} kB).`);
    return 0;
  }
  const { previousDataDir } = await restorePgliteDataDir(env.pgliteDir, file);
  console.log(`Restored ${env.pgliteDir} from ${file}.`);
  if (previousDataDir) console.log(`The database it replaced was kept at ${previousDataDir}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof EnvError ? error.message : `Failed: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
