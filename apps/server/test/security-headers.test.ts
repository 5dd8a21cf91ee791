import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileImageSource } from '../src/plugins/security-headers';
import { buildTestApp, createStaticDir } from './harness';

let database: DatabaseHandle;
let httpsApp: FastifyInstance;
let httpApp: FastifyInstance;
const TILES = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';

beforeAll(async () => {
  database = await createTestDatabase();
  const staticDir = createStaticDir();
  httpsApp = await buildTestApp(database.db, {
    STATIC_DIR: staticDir,
    PUBLIC_URL: 'https://portal.example.org',
    MAP_TILE_URL: TILES,
  });
  httpApp = await buildTestApp(database.db, {
    STATIC_DIR: staticDir,
    PUBLIC_URL: 'http://127.0.0.1:3000',
  });
});

afterAll(async () => {
  await httpsApp?.close();
  await httpApp?.close();
  await database?.close();
});

const answers = {
  'the portal page /': { method: 'GET', url: '/', headers: { accept: 'text/html' } },
  'an asset': { method: 'GET', url: '/logo.svg' },
  'a REST answer': { method: 'GET', url: '/me' },
  'a tRPC answer': { method: 'GET', url: '/trpc/dashboard.config' },
  'a 404': { method: 'GET', url: '/no-such-api-path.json' },
} as const;

function directivesOf(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers', () => {
  it.each(Object.entries(answers))('are on %s', async (_name, request) => {
    const response = await httpsApp.inject(request);

    expect(response.statusCode).toBeLessThan(500);
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toContain('https://*.tiles.example.org');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('leave out HSTS and the https upgrade when the public URL is plain http', async () => {
    const response = await httpApp.inject(answers['the portal page /']);

    expect(response.headers['strict-transport-security']).toBeUndefined();
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('tileImageSource', () => {
  it.each([
    [TILES, 'https://*.tiles.example.org'],
    ['https://tiles.example.org:8443/{z}/{x}/{y}.png', 'https://tiles.example.org:8443'],
    ['http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:9000'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ['javascript:alert(1)', null],
    [undefined, null],
  ])('%s gives %s', (template, source) => {
    expect(tileImageSource(template)).toBe(source);
  });
});
