import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../server/test/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const portalDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(portalDir, '..', 'server');
const STARTUP_TIMEOUT_MS = 90_000;

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode}:\n${log()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /health within ${STARTUP_TIMEOUT_MS} ms:\n${log()}`);
}

/** Starts the real server on a free port with an in-memory database and the demo data. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(portalDir, 'dist', 'index.html'))) {
    throw new Error('Build the portal first: pnpm --filter @portal/web build');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(join(serverDir, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: 'memory',
      PORTAL_SEED_DEMO: 'true',
      PUBLIC_URL: baseUrl,
    },
    // Its own process group, so stopping it also stops anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };

  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return stop;
}
