import { once } from 'node:events';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SERVER_STARTUP_LIMIT_MS,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from './server-process';
import { freePort } from './throwaway-postgres';

/** An IPv4 address of this machine that is not loopback, where other computers reach it. */
const outwardAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

/** Whether a TCP connection to `host:port` is accepted. */
function acceptsConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The addresses of Fastify's "Server listening at ..." lines. */
const listeningAddresses = (output: string) =>
  [...output.matchAll(/Server listening at (http:\/\/[^"\s]+)/g)].map((match) => match[1]);

let running: ServerProcess | undefined;
afterEach(async () => {
  const child = running?.child;
  running = undefined;
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
});

/** `pnpm start` with HOST as given (undefined: not set at all), once it answers /health. */
async function startWithHost(host: string | undefined) {
  const port = await freePort();
  running = startServerProcess(port, { HOST: host, LOG_LEVEL: 'info', PORTAL_SEED_DEMO: 'false' });
  await waitForHealth(running, SERVER_STARTUP_LIMIT_MS);
  return { port, output: running.output() };
}

describe('the address the server listens on', () => {
  it('is loopback only when HOST is not set, so other computers cannot reach a fresh start', async () => {
    const { port, output } = await startWithHost(undefined);

    expect(listeningAddresses(output)).toEqual([`http://127.0.0.1:${port}`]);
    if (outwardAddress) expect(await acceptsConnections(outwardAddress, port)).toBe(false);
  });

  it('is every interface with HOST=0.0.0.0', async () => {
    const { port, output } = await startWithHost('0.0.0.0');

    expect(listeningAddresses(output)).toContain(`http://127.0.0.1:${port}`);
    if (outwardAddress) expect(await acceptsConnections(outwardAddress, port)).toBe(true);
  });
});
