import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import {
  SERVER_STARTUP_LIMIT_MS,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from '../../server/test/server-process';
import { freePort } from '../../server/test/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in worker order (`VITEST_POOL_ID` 1 is the first). */
    baseUrls: string[];
  }
}

const portalDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Stops a server and anything it started (it runs in its own process group). */
function stop(server: ServerProcess) {
  const { pid, exitCode } = server.child;
  if (pid === undefined || exitCode !== null) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * Starts one real server per worker, each on a free port with an in-memory database and the demo
 * data: files that run at the same time never see each other's writes, and the files of one
 * worker run one after another against theirs, as they all did against one server.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(portalDir, 'dist', 'index.html'))) {
    throw new Error('Build the portal first: pnpm --filter @portal/web build');
  }
  const workers = project.config.maxWorkers;
  const ports = new Set<number>();
  // A port is only probed free, not held: two probes may name the same one.
  while (ports.size < workers) ports.add(await freePort());
  const servers = [...ports].map((port) =>
    // In memory even where the shell names a database: two servers must not share one.
    startServerProcess(
      port,
      { PORTAL_SEED_DEMO: 'true', DATABASE_URL: '' },
      { inherited: process.env, detached: true },
    ),
  );
  const stopAll = () => {
    for (const server of servers) stop(server);
  };
  try {
    await Promise.all(servers.map((server) => waitForHealth(server, SERVER_STARTUP_LIMIT_MS)));
  } catch (error) {
    stopAll();
    throw error;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return stopAll;
}
