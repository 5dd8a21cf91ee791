import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServerProcess, waitForHealth } from '../../server/test/server-process';
import { freePort } from '../../server/test/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const portalDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_TIMEOUT_MS = 90_000;

/** Starts the real server on a free port with an in-memory database and the demo data. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(portalDir, 'dist', 'index.html'))) {
    throw new Error('Build the portal first: pnpm --filter @portal/web build');
  }
  const server = startServerProcess(
    await freePort(),
    { PORTAL_SEED_DEMO: 'true' },
    // Its own process group, so stopping it also stops anything it started.
    { inherited: process.env, detached: true },
  );

  const stop = () => {
    const { pid, exitCode } = server.child;
    if (pid !== undefined && exitCode === null) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };

  try {
    await waitForHealth(server, STARTUP_TIMEOUT_MS);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', server.url);
  return stop;
}
