import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../src/plugins/dev-outbox';
import { buildTestApp } from './harness';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.45.6.7', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:127.8.9.10', true],
    ['10.0.0.1', false],
    ['192.0.2.10', false],
    ['128.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::2', false],
    ['fe80::1', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

let database: DatabaseHandle;
let app: FastifyInstance;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  behindProxy = await buildTestApp(database.db, { TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await app?.close();
  await behindProxy?.close();
  await database?.close();
});

const outbox = (server: FastifyInstance, options: Omit<InjectOptions, 'url'> = {}) =>
  server.inject({ method: 'GET', url: '/dev/outbox', ...options });

describe('GET /dev/outbox outside production', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'answers a caller on this computer (%s)',
    async (remoteAddress) => {
      const response = await outbox(app, { remoteAddress });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expect.any(Array));
    },
  );

  it('is a path that does not exist for another computer, GET and HEAD alike', async () => {
    const missing = await app.inject({ method: 'GET', url: '/dev/nothing-here' });
    const get = await outbox(app, { remoteAddress: '192.0.2.10' });
    const head = await outbox(app, { method: 'HEAD', remoteAddress: '192.0.2.10' });

    expect(get.statusCode).toBe(404);
    expect(get.body).toBe(missing.body);
    expect(head.statusCode).toBe(404);
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['X-Forwarded-For naming loopback', { 'x-forwarded-for': '127.0.0.1' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['Via', { via: '1.1 proxy.example.org' }],
  ])('refuses a request a proxy on this computer passed on (%s)', async (_header, headers) => {
    for (const server of [app, behindProxy]) {
      const response = await outbox(server, { remoteAddress: '127.0.0.1', headers });

      expect(response.statusCode).toBe(404);
    }
  });

  it('believes the socket, not X-Forwarded-For, with TRUST_PROXY', async () => {
    const response = await outbox(behindProxy, {
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });

    expect(response.statusCode).toBe(404);
  });
});

/** An IPv4 address of this machine that is not loopback, where other computers reach it. */
const outwardAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe.runIf(outwardAddress)('GET /dev/outbox over real connections', () => {
  let listening: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    listening = await buildTestApp(database.db, { HOST: '0.0.0.0' });
    await listening.listen({ host: '0.0.0.0', port: 0 });
    port = (listening.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await listening?.close();
  });

  it('answers a connection from loopback and not one to the outward address', async () => {
    const local = await fetch(`http://127.0.0.1:${port}/dev/outbox`);
    const outward = await fetch(`http://${outwardAddress}:${port}/dev/outbox`);

    expect(local.status).toBe(200);
    expect(outward.status).toBe(404);
  });
});
