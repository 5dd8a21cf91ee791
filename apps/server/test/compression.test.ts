import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { contributions } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, withWildcardSpelledOut } from '../src/plugins/compression';
import { locatedGift } from './factories';
import { createStaticDir, PORTAL_PAGE } from './harness';
import { useTestWorld } from './test-world';

const SCRIPT_PATH = '/assets/index-1a2b3c.js';
const SCRIPT = `export const figures = ${JSON.stringify(Array.from({ length: 500 }, (_, n) => n))};\n`;

/** A built portal as the build leaves it: each file beside its brotli and gzip forms. */
function precompressedPortal(): string {
  const dir = createStaticDir();
  mkdirSync(join(dir, 'assets'));
  const files: [string, string][] = [
    ['index.html', PORTAL_PAGE],
    [SCRIPT_PATH, SCRIPT],
  ];
  for (const [path, text] of files) {
    const file = join(dir, path);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dir;
}

const staticDir = precompressedPortal();
const world = useTestWorld({ env: { STATIC_DIR: staticDir }, campaignName: 'Mia Mayor 2024' });

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const get = (url: string, headers: Record<string, string>) =>
  world.app.inject({ method: 'GET', url, headers });

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (bytes) => bytes,
};

/** The body as the client reads it, undoing the encoding the answer names. */
function decoded(response: Awaited<ReturnType<typeof get>>): string {
  const encoding = String(response.headers['content-encoding'] ?? 'identity');
  const decode = decoders[encoding];
  if (!decode) throw new Error(`unexpected content-encoding ${encoding}`);
  return decode(response.rawPayload).toString('utf8');
}

describe('the built portal files', () => {
  it.each([
    ['a browser (brotli first)', BROWSER_ENCODINGS, 'br', '.br'],
    ['a client that takes only gzip', 'gzip', 'gzip', '.gz'],
  ])('are sent to %s as compressed at build time', async (_who, accept, encoding, suffix) => {
    const response = await get(SCRIPT_PATH, { 'accept-encoding': accept });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes the build wrote, sent as a file of known length: nothing is compressed
    // again per request.
    const built = readFileSync(join(staticDir, `${SCRIPT_PATH}${suffix}`));
    expect(response.rawPayload).toEqual(built);
    expect(response.headers['content-length']).toBe(String(built.byteLength));
    expect(decoded(response)).toBe(SCRIPT);
  });

  it('are sent plain to a client that takes no encoding, still varying on it', async () => {
    const response = await get(SCRIPT_PATH, {});

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it.each(['/', '/dashboard', '/contributions/12'])(
    'answer a page load of %s with the compressed index.html, re-checked on every visit',
    async (url) => {
      const response = await get(url, {
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'accept-encoding': BROWSER_ENCODINGS,
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response)).toBe(PORTAL_PAGE);
    },
  );
});

describe('API answers', () => {
  it('compresses a JSON answer larger than the threshold for a client that takes it', async () => {
    const plain = await get('/openapi.json', {});
    const compressed = await get('/openapi.json', { 'accept-encoding': BROWSER_ENCODINGS });

    expect(plain.rawPayload.byteLength).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);
    expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await get('/health', { 'accept-encoding': BROWSER_ENCODINGS });

    expect(response.rawPayload.byteLength).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  describe('a streamed CSV download', () => {
    beforeAll(async () => {
      await world.database.db.insert(contributions).values(
        Array.from({ length: 40 }, (_, n) =>
          locatedGift(world, {
            amountCents: 1_000 + n,
            date: '2024-03-01',
            lastName: `Donor ${n}`,
            address1: `${n} Main St`,
            batchId: `b${n}`,
            latitude: 45.5 + n / 1000,
          }),
        ),
      );
    });

    const url = () =>
      `/open-data/contributions.csv?governmentId=${world.governmentId}&financing=all&startDate=&endDate=`;

    it.each([
      ['brotli', 'br, gzip', 'br'],
      ['gzip', 'gzip', 'gzip'],
    ])('arrives whole in %s', async (_name, accept, encoding) => {
      const plain = await get(url(), {});
      const compressed = await get(url(), { 'accept-encoding': accept });

      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-type']).toContain('text/csv');
      expect(compressed.headers['content-encoding']).toBe(encoding);
      // Batch ids (the last column) are drawn afresh for each answer: compared without them.
      const withoutBatch = (text: string) =>
        text
          .trim()
          .split('\r\n')
          .map((line) => line.slice(0, line.lastIndexOf(',')));
      const lines = withoutBatch(decoded(compressed));
      expect(lines).toHaveLength(41);
      expect(lines).toEqual(withoutBatch(plain.body));
    });
  });
});

describe('Accept-Encoding with a wildcard', () => {
  it.each([
    ['gzip;q=0, *', 'gzip;q=0, br, deflate'],
    ['br, *;q=0.5', 'br, gzip;q=0.5, deflate;q=0.5'],
    ['identity, *;q=0', 'identity, br;q=0, gzip;q=0, deflate;q=0'],
    ['gzip, deflate, br', 'gzip, deflate, br'],
  ])('%s is read as %s', (header, spelledOut) => {
    expect(withWildcardSpelledOut(header)).toBe(spelledOut);
  });

  it('leaves gzip out for a client that refuses it, whatever else it takes', async () => {
    const response = await get('/openapi.json', { 'accept-encoding': 'gzip;q=0, *' });

    expect(response.headers['content-encoding']).toBe('br');
    expect(() => JSON.parse(decoded(response))).not.toThrow();
  });
});
