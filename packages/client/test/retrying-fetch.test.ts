import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRetryable, retryAfterMs, retryingFetch } from '../src/retrying-fetch';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it.each([
    ['5', 5_000],
    ['0', 0],
    ['Wed, 25 Nov 2026 12:00:30 GMT', 30_000],
    ['Wed, 25 Nov 2026 11:59:00 GMT', 0],
    ['soon', null],
    [null, null],
  ])('reads %j as %j ms', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});

describe('isRetryable', () => {
  it.each([
    [429, 'GET', true],
    [429, 'POST', true],
    [503, 'GET', true],
    [503, 'POST', false],
    [500, 'GET', false],
    [401, 'GET', false],
    [200, 'GET', false],
  ])('%i on %s: %s', (status, method, expected) => {
    expect(isRetryable(status, method)).toBe(expected);
  });

  it('repeats a write that met a 503 when it carries an Idempotency-Key', () => {
    expect(isRetryable(503, 'POST', true)).toBe(true);
    expect(isRetryable(500, 'POST', true)).toBe(false);
  });
});

/** A server answering each path with a script of statuses, one per request, then 200. */
let server: Server;
let base: string;
const scripts = new Map<string, { status: number; retryAfter?: string }[]>();
const received: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(`${request.method} ${request.url} ${body}`);
      const next = scripts.get(request.url ?? '')?.shift() ?? { status: 200 };
      if (next.retryAfter) response.setHeader('retry-after', next.retryAfter);
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: next.status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('retryingFetch against a server that throttles', () => {
  it('waits what Retry-After says, then answers with the success', async () => {
    scripts.set('/a', [
      { status: 429, retryAfter: '2' },
      { status: 503, retryAfter: '1' },
    ]);
    const waits: number[] = [];
    const fetch = retryingFetch(globalThis.fetch, { sleep: async (ms) => void waits.push(ms) });
    const response = await fetch(`${base}/a`);
    expect(response.status).toBe(200);
    expect(waits).toEqual([2_000, 1_000]);
  });

  it('backs off exponentially when no wait is named, and gives up after maxRetries', async () => {
    scripts.set(
      '/b',
      Array.from({ length: 5 }, () => ({ status: 429 })),
    );
    const waits: number[] = [];
    const fetch = retryingFetch(globalThis.fetch, {
      maxRetries: 3,
      baseDelayMs: 100,
      sleep: async (ms) => void waits.push(ms),
    });
    const response = await fetch(`${base}/b`);
    expect(response.status).toBe(429);
    expect(waits).toEqual([100, 200, 400]);
  });

  it('sends a throttled write again with its body, but not a write that met a 503', async () => {
    scripts.set('/c', [{ status: 429, retryAfter: '0' }]);
    scripts.set('/d', [{ status: 503, retryAfter: '0' }]);
    const fetch = retryingFetch(globalThis.fetch, { sleep: async () => {} });
    received.length = 0;
    const throttled = await fetch(`${base}/c`, { method: 'POST', body: '{"n":1}' });
    const unavailable = await fetch(`${base}/d`, { method: 'POST', body: '{"n":2}' });
    expect(throttled.status).toBe(200);
    expect(unavailable.status).toBe(503);
    expect(received).toEqual(['POST /c {"n":1}', 'POST /c {"n":1}', 'POST /d {"n":2}']);
  });

  it('never waits longer than maxDelayMs', async () => {
    scripts.set('/e', [{ status: 429, retryAfter: '86400' }]);
    const waits: number[] = [];
    const fetch = retryingFetch(globalThis.fetch, {
      maxDelayMs: 5_000,
      sleep: async (ms) => void waits.push(ms),
    });
    expect((await fetch(`${base}/e`)).status).toBe(200);
    expect(waits).toEqual([5_000]);
  });
});

describe('retryingFetch when the answer is lost', () => {
  /** A fetch that sends the request, then loses the first answer as a cut connection would. */
  const losingFirstAnswer = () => {
    let lost = false;
    return async (input: string | URL | Request, init?: RequestInit) => {
      const response = await globalThis.fetch(input, init);
      if (lost) return response;
      lost = true;
      await response.body?.cancel();
      throw new TypeError('fetch failed');
    };
  };

  it('sends a write with an Idempotency-Key again, and a write without one only once', async () => {
    const fetch = () => retryingFetch(losingFirstAnswer(), { sleep: async () => {} });
    received.length = 0;
    const keyed = await fetch()(`${base}/keyed`, {
      method: 'POST',
      headers: { 'idempotency-key': 'k-1' },
      body: '{"n":3}',
    });
    expect(keyed.status).toBe(200);
    await expect(fetch()(`${base}/unkeyed`, { method: 'POST', body: '{"n":4}' })).rejects.toThrow(
      'fetch failed',
    );
    expect(received).toEqual([
      'POST /keyed {"n":3}',
      'POST /keyed {"n":3}',
      'POST /unkeyed {"n":4}',
    ]);
  });
});
