import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the real server on loopback in a process group of its own (so the whole group can be
 * stopped and measured) and waits until `/health` answers. Its banner would bury the figures;
 * its errors still show.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ChildProcess> {
  const server = spawn(join(serverDir, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
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
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}
