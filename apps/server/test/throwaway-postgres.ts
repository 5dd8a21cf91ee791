import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL 15 server of a test's own, in a temporary directory on a free loopback port, so a
 * test may stop and start it. Never the shared cluster. Run as the `postgres` user when the tests
 * run as root (PostgreSQL refuses to run as root).
 */
export interface ThrowawayPostgres {
  url: string;
  /** Asynchronous, so requests keep running while the server goes down and comes back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Where initdb and pg_ctl are (Debian keeps them out of PATH). */
function postgresBinDir(): string {
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const binDir = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portal-throwaway-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  const run = async (tool: string, args: string[]) => {
    const command = join(binDir, tool);
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    try {
      await execFileAsync(file, fileArgs, { timeout: 60_000 });
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${tool} ${args.join(' ')} failed: ${String(error)}\n${log}`);
    }
  };
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // "fast": open sessions are ended and transactions in flight roll back, as in a restart.
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start,
    destroy: async () => {
      await run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {
        // Already stopped.
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
