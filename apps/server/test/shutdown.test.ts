import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SERVER_NODE_ARGS,
  SERVER_STARTUP_LIMIT_MS,
  startServerProcess,
  waitForHealth,
} from './server-process';
import { freePort } from './throwaway-postgres';

/** server.ts gives up on a stuck shutdown after 10 s with exit code 1; a clean one is far faster. */
const EXIT_WITHIN_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a new TCP connection to the port is accepted right now. */
function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves with the exit code, or null when the process is still running after `ms`. */
async function exitCodeWithin(child: ChildProcess, ms: number): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const timeout = pause(ms).then(() => 'running' as const);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const result = await Promise.race([exited, timeout]);
  return result === 'running' ? null : result;
}

let started: ChildProcess | undefined;
/** An empty folder: the server runs API-only, as when the portal is not built. */
const staticDir = mkdtempSync(join(tmpdir(), 'portal-no-pages-'));
afterAll(() => {
  // Only if the test failed half-way: never leave a server behind.
  if (started && started.exitCode === null) started.kill('SIGKILL');
  rmSync(staticDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('runs the server as `pnpm start` does', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));
    expect(manifest.scripts.start).toBe(['node', ...SERVER_NODE_ARGS].join(' '));
  });

  it('on SIGTERM it stops taking connections, answers the request in flight and exits 0', async () => {
    const port = await freePort();
    const server = startServerProcess(port, {
      PORTAL_SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      STATIC_DIR: staticDir,
    });
    started = server.child;
    await waitForHealth(server, SERVER_STARTUP_LIMIT_MS);

    // A sign-in whose body is only half sent when the signal arrives: already in flight.
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'not-a-password' });
    const signIn = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/users/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      agent: false,
    });
    const answered = once(signIn, 'response').then(([response]) => response as IncomingMessage);
    signIn.write(body.slice(0, 10));
    await pause(300);

    server.child.kill('SIGTERM');

    let refusing = false;
    for (let tries = 0; tries < 40 && !refusing; tries += 1) {
      refusing = !(await acceptsConnections(port));
      if (!refusing) await pause(100);
    }
    expect(refusing, 'new connections are refused after SIGTERM').toBe(true);
    expect(server.child.exitCode, 'still running while a request is in flight').toBeNull();

    signIn.end(body.slice(10));
    const response = await answered;
    let text = '';
    for await (const chunk of response) text += chunk;
    // The database is still open for it: an ordinary wrong-credentials answer, not a 500.
    expect(response.statusCode, text).toBe(401);
    expect(JSON.parse(text)).toEqual({ message: expect.any(String) });

    const code = await exitCodeWithin(server.child, EXIT_WITHIN_MS);
    expect(code, server.output()).toBe(0);
    expect(await acceptsConnections(port)).toBe(false);
    expect(server.output()).toContain('shutting down');
  });
});
