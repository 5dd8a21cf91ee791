import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase, testScale } from '@portal/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createGovernment } from './factories';
import { buildTestApp } from './harness';

/** Enough rows that a buffered document (its bytes and its objects) would dwarf the heap's noise. */
const ROWS = testScale({ pglite: 50_000, postgres: 100_000 });
/** Live heap, not garbage not yet collected: a full collection before each reading. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};
/** Socket reads of ~64 kB: a reading every 2.5 MB keeps the full collections few. */
const SAMPLE_EVERY_CHUNKS = 40;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const governmentId = (await createGovernment(database.db)).id;
  const campaignId = (await createCampaign(database.db, governmentId)).id;
  // Gifts spread over Portland, each with its own donor, written in one statement.
  await database.db.execute(sql`
    insert into contributions (government_id, campaign_id, status, type, sub_type,
      contributor_type, oae_type, amount_cents, date, address1, city, state, zip, donor_key,
      latitude, longitude)
    select ${governmentId}, ${campaignId}, 'submitted', 'contribution', 'cash', 'individual',
      'matchable', 500 + n % 25000, date '2024-01-01' + (n % 300), n || ' Main St', 'Portland',
      'OR', '97201', 'donor-' || n, 45.45 + (n % 1000) * 0.0002, -122.75 + (n % 997) * 0.0003
    from generate_series(1, ${ROWS}) as n`);
  await database.db.execute(sql`analyze contributions`);
  app = await buildTestApp(database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface StreamedAnswer {
  status: number;
  bytes: number;
  features: number;
  head: string;
  tail: string;
  peakHeapGrowth: number;
  firstByteMs: number;
}

/** Reads the feed as a client would, keeping only counts, and samples the heap meanwhile. */
function streamFeed(path: string): Promise<StreamedAnswer> {
  const { port } = app.server.address() as AddressInfo;
  const baseline = liveHeap();
  let chunks = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const answer: StreamedAnswer = {
      status: 0,
      bytes: 0,
      features: 0,
      head: '',
      tail: '',
      peakHeapGrowth: 0,
      firstByteMs: 0,
    };
    let carry = '';
    request({ host: '127.0.0.1', port, path }, (response) => {
      answer.status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (answer.bytes === 0) answer.firstByteMs = performance.now() - started;
        answer.bytes += Buffer.byteLength(chunk);
        if (answer.head.length < 64) answer.head = (answer.head + chunk).slice(0, 64);
        const text = carry + chunk;
        answer.features += text.split('{"type":"Feature"').length - 1;
        // A marker cut by a chunk boundary is counted once, with the next chunk.
        carry = text.slice(-20).includes('{') ? text.slice(text.lastIndexOf('{')) : '';
        if (carry.startsWith('{"type":"Feature"')) carry = '';
        answer.tail = text.slice(-2);
        chunks += 1;
        if (chunks % SAMPLE_EVERY_CHUNKS === 0)
          answer.peakHeapGrowth = Math.max(answer.peakHeapGrowth, liveHeap() - baseline);
      });
      response.on('end', () => resolve(answer));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe(`GET /contributionsgeo at ${ROWS.toLocaleString('en-US')} rows`, () => {
  it('streams one document with every feature while the heap stays flat', async () => {
    const answer = await streamFeed('/contributionsgeo');
    // Figures for the record (not a timed test): first byte, size and peak heap growth.
    console.info(
      `geo feed ${ROWS} rows: first byte ${answer.firstByteMs.toFixed(0)} ms, ${(answer.bytes / 1e6).toFixed(1)} MB, peak heap growth ${(answer.peakHeapGrowth / 1e6).toFixed(1)} MB`,
    );
    expect(answer.status).toBe(200);
    expect(answer.head.startsWith('{"type":"FeatureCollection","features":[{')).toBe(true);
    expect(answer.tail).toBe(']}');
    expect(answer.features).toBe(ROWS);
    // The whole document would hold every byte at once (and its objects several times that).
    expect(answer.peakHeapGrowth).toBeLessThan(answer.bytes / 2);
  });
});
