import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './throwaway-postgres';

const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL 15 primary and a streaming replica of it made with `pg_basebackup`, both of a test's
 * own: temporary directories, free loopback ports, run as the `postgres` user when the tests run
 * as root. Never the shared cluster: its settings already allow replication (wal_level replica,
 * max_wal_senders 10, `host replication` from loopback in pg_hba.conf, PostgreSQL 15's defaults),
 * but copying it would copy every other database on it, and nothing here restarts it.
 */
export interface StreamingReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** Superuser connections for the test's own checks on each server. */
  primaryAdminUrl: string;
  replicaAdminUrl: string;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  destroy(): Promise<void>;
}

const REPLICATION_ROLE = 'portal_replication';
const REPLICATION_PASSWORD = 'portal-replication-test';
const APP_ROLE = 'portal_app';
const APP_PASSWORD = 'portal-app-test';
const DATABASE = 'portal_replica_test';

export async function startStreamingReplica(): Promise<StreamingReplica> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-replica-pair-'));
  try {
    return await startPair(dir);
  } catch (error) {
    // Whatever started is stopped and removed: a failed setup leaves no server behind.
    for (const name of ['replica', 'primary'])
      if (existsSync(join(dir, name, 'postmaster.pid')))
        try {
          execFileSync(
            ...asPostgres(join(binDir(), 'pg_ctl'), [
              '-D',
              join(dir, name),
              '-m',
              'immediate',
              '-w',
              'stop',
            ]),
          );
        } catch {
          // Already stopped.
        }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

const binDir = () => execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();

/** PostgreSQL refuses to run as root: its programs run as the `postgres` user then. */
const asPostgres = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];

async function startPair(dir: string): Promise<StreamingReplica> {
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const logOf = (name: string) => join(dir, `${name}.log`);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const run = async (tool: string, args: string[]) => {
    const [file, fileArgs] = asPostgres(join(binDir(), tool), args);
    try {
      await execFileAsync(file, fileArgs, { timeout: 60_000 });
    } catch (error) {
      const logs = ['primary', 'replica']
        .filter((name) => existsSync(logOf(name)))
        .map((name) => `${name}: ${readFileSync(logOf(name), 'utf8').slice(-1500)}`);
      throw new Error(`${tool} ${args.join(' ')} failed: ${String(error)}\n${logs.join('\n')}`);
    }
  };
  const serverOptions = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const psql = (port: number, sql: string) =>
    run('psql', [
      '-h',
      dir,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-qc',
      sql,
    ]);

  // Password (scram) sign-in over TCP, as a managed database asks; the socket is the test's own.
  await run('initdb', [
    '-D',
    primaryDir,
    '-U',
    'postgres',
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  await run('pg_ctl', [
    '-D',
    primaryDir,
    '-o',
    serverOptions(primaryPort),
    '-l',
    logOf('primary'),
    '-w',
    'start',
  ]);
  for (const statement of [
    `create role ${REPLICATION_ROLE} replication login password '${REPLICATION_PASSWORD}'`,
    `create role ${APP_ROLE} login password '${APP_PASSWORD}'`,
    `alter role postgres password '${APP_PASSWORD}'`,
    `create database ${DATABASE} owner ${APP_ROLE}`,
  ])
    await psql(primaryPort, statement);
  // -R writes the standby's connection settings; -C -S a slot, so the primary keeps the WAL a
  // stopped replica has not yet received and it catches up when it starts again.
  await run('pg_basebackup', [
    '-d',
    `host=127.0.0.1 port=${primaryPort} user=${REPLICATION_ROLE} password=${REPLICATION_PASSWORD}`,
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '-C',
    '-S',
    'portal_replica_test',
    '--no-sync',
    // An immediate checkpoint: a spread one would take most of checkpoint_timeout.
    '--checkpoint=fast',
  ]);
  const startReplica = () =>
    run('pg_ctl', [
      '-D',
      replicaDir,
      '-o',
      serverOptions(replicaPort),
      '-l',
      logOf('replica'),
      '-w',
      'start',
    ]).then(() => undefined);
  await startReplica();
  const url = (port: number, role: string) =>
    `postgres://${role}:${APP_PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  const stop = (dataDir: string, mode: string) =>
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']).catch(() => {
      // Already stopped.
    });
  return {
    primaryUrl: url(primaryPort, APP_ROLE),
    replicaUrl: url(replicaPort, APP_ROLE),
    primaryAdminUrl: url(primaryPort, 'postgres'),
    replicaAdminUrl: url(replicaPort, 'postgres'),
    // "fast": its sessions end at once, as when a replica's host goes away.
    stopReplica: () =>
      run('pg_ctl', ['-D', replicaDir, '-m', 'fast', '-w', 'stop']).then(() => undefined),
    startReplica,
    destroy: async () => {
      await stop(replicaDir, 'immediate');
      await stop(primaryDir, 'immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
