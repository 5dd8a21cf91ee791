import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PASSWORD_HASH_COST } from '@portal/db';

// Shared by the tests that need the server as it really starts, not an app built in the test's
// own process (the shutdown test, the portal's browser tests in e2e/global-setup.ts), and by the
// harness for the test hashing cost.

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * How `pnpm start` runs the server (package.json's start script): one Node process with tsx's
 * loader, not the tsx command, which would keep a second Node process alive beside it only to
 * pass signals on (about 50 MB that the server never uses).
 */
export const SERVER_NODE_ARGS = ['--import', 'tsx', 'src/server.ts'] as const;
/**
 * The test suites' argon2id cost (`TEST_PASSWORD_HASH_COST`) as the server reads it from its
 * environment; the server accepts it with NODE_ENV=test only.
 */
export const TEST_PASSWORD_HASH_ENV = {
  NODE_ENV: 'test',
  PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_COST.memoryKib),
  PASSWORD_HASH_PASSES: String(TEST_PASSWORD_HASH_COST.passes),
};

/**
 * How long a test waits for a started server to answer /health. A start takes seconds (a fresh
 * embedded database and every migration); the limit only ends the wait for one that never
 * comes, so it is minutes: a machine running a second test run beside this one starts slower.
 */
export const SERVER_STARTUP_LIMIT_MS = 4 * 60_000;

/** Enough of the server's output to explain a failed start, without keeping all of it. */
const OUTPUT_TAIL_CHARS = 20_000;

export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens, e.g. http://127.0.0.1:3456 */
  url: string;
  /** The last of what it wrote to stdout and stderr, for failure messages. */
  output: () => string;
}

export interface ServerProcessOptions {
  /**
   * The environment to pass on (the caller's `process.env`); without it the server sees only what
   * is named here, so nothing of the machine's (a DATABASE_URL of a CI run, say) reaches it.
   */
  inherited?: Record<string, string | undefined>;
  /** In a process group of its own, so that stopping the group also stops what it started. */
  detached?: boolean;
}

/**
 * The real entry point as `pnpm start` runs it (node --import tsx src/server.ts), on loopback at `port` with an
 * in-memory database; `settings` adds configuration (variables as in the environment; one set to
 * undefined is left out, so the server takes its default).
 */
export function startServerProcess(
  port: number,
  settings: Record<string, string | undefined>,
  { inherited = {}, detached = false }: ServerProcessOptions = {},
): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: serverDir,
    env: {
      ...inherited,
      ...TEST_PASSWORD_HASH_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: 'memory',
      ...settings,
    },
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, url, output: () => output };
}

/** Resolves once `/health` answers; throws with the server's output if it exits or time runs out. */
export async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited with code ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /health within ${timeoutMs} ms:\n${server.output()}`);
}
