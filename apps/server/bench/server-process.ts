import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@portal/db';
import { SERVER_NODE_ARGS } from '../test/server-process';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the real server as `pnpm start` runs it (one Node process with tsx's loader, so its pid
 * is the server's own) on loopback, in a process group of its own (so the whole group can be
 * stopped), and waits until `/health` answers. Its banner would bury the figures;
 * its errors still show.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      SMTP_URL: '',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Its whole group: a server of several processes must not outlive the bench.
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

/** Signs a demo user in at a started server (`base`) and answers the session cookie. */
export async function signInDemoUser(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 204 || !cookie)
    throw new Error(`sign-in of ${email}: ${response.status}`);
  return cookie;
}
