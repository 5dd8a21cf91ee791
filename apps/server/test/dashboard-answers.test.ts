import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { StoredAnswers } from '@portal/api/dashboard';
import { sessions } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../src/plugins/answer-representation';
import { trpcQueryCalls } from '../src/plugins/dashboard-answers';
import { draftContribution } from './public-contribution';
import { CAMPAIGN_ADMIN, useTestWorld } from './test-world';

const world = useTestWorld({ users: { admin: CAMPAIGN_ADMIN } });

const viewUrl = (input: object) =>
  `/trpc/dashboard.view?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

const anonymous = (url: string, headers: Record<string, string> = {}) =>
  world.app.inject({ method: 'GET', url, headers });

const participantsTotal = (body: string) => JSON.parse(body).result.data.json.summary[0].totalCents;

describe('stored public dashboard answers', () => {
  it('answers the same bytes again with an ETag, and 304 to a client that has them', async () => {
    const url = viewUrl({ governmentId: world.governmentId });
    const first = await anonymous(url);
    const again = await anonymous(url);
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['content-security-policy']).toBeDefined();
    const revalidated = await anonymous(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const etag = String(first.headers.etag);
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*'])
      expect((await anonymous(url, { 'if-none-match': header })).statusCode).toBe(304);
  });

  it('never stores a streamed batch, whose failures still answer 200', async () => {
    const input = { 0: { json: { governmentId: world.governmentId } } };
    const url = `/trpc/dashboard.view?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    for (let round = 0; round < 2; round += 1) {
      const streamed = await anonymous(url, { 'trpc-accept': 'application/jsonl' });
      expect(streamed.statusCode).toBe(200);
      expect(streamed.headers.etag).toBeUndefined();
    }
  });

  it('answers anew as soon as public data changes, and keeps refusing bad input', async () => {
    const url = viewUrl({ governmentId: world.governmentId });
    const before = await anonymous(url);
    const draft = await draftContribution(world);
    // A draft is private: the stored answer still holds.
    expect((await anonymous(url)).headers.etag).toBe(before.headers.etag);
    await draft.submit();
    const after = await anonymous(url);
    expect(participantsTotal(after.body)).toBe(participantsTotal(before.body) + 1_234);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await anonymous(url, { 'if-none-match': String(before.headers.etag) });
    expect(stale.statusCode).toBe(200);

    for (let round = 0; round < 2; round += 1) {
      const refused = await anonymous(viewUrl({ governmentId: 'x' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.headers.etag).toBeUndefined();
    }
  });

  it('sends the stored answer compressed to a client that takes gzip', async () => {
    const url = viewUrl({ governmentId: world.governmentId });
    const plain = await anonymous(url);
    for (let round = 0; round < 2; round += 1) {
      const compressed = await anonymous(url, { 'accept-encoding': 'br, gzip;q=0.8' });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
      expect(compressed.headers.etag).not.toBe(plain.headers.etag);
      expect(compressed.headers.vary).toMatch(/accept-encoding/);
      const revalidated = await anonymous(url, {
        'accept-encoding': 'gzip',
        'if-none-match': String(compressed.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
    }
    // Any encoding but gzip: not the stored gzip, but the answer compressed another way.
    const refused = await anonymous(url, { 'accept-encoding': 'gzip;q=0, *' });
    expect(refused.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(refused.rawPayload).toString('utf8')).toBe(plain.body);
    const plainOnly = await anonymous(url, { 'accept-encoding': 'identity, *;q=0' });
    expect(plainOnly.headers['content-encoding']).toBeUndefined();
    expect(plainOnly.body).toBe(plain.body);
  });

  it('stores the portal dashboard’s own batch of four queries', async () => {
    const filters = { governmentId: world.governmentId };
    const input = { 1: { json: filters }, 2: { json: { ...filters, zoom: 11 } } };
    const url = `/trpc/dashboard.campaigns,dashboard.view,dashboard.map,dashboard.config?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    const first = await anonymous(url);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toHaveLength(4);
    const revalidated = await anonymous(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves signed-in browsers through their session: an ended one is still cleared', async () => {
    const url = viewUrl({ governmentId: world.governmentId });
    await anonymous(url);
    const cookie = world.users.admin.cookie;
    const signedIn = await world.as('admin', { method: 'GET', url });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    await world.database.db.delete(sessions).where(eq(sessions.userId, world.users.admin.id));
    const ended = await world.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(ended.statusCode).toBe(200);
    expect(String(ended.headers['set-cookie'])).toMatch(/portal_session=;/);
  });

  it('answers a refused API token with 401 even where an anonymous answer is stored', async () => {
    const url = viewUrl({ governmentId: world.governmentId });
    await anonymous(url);
    const answer = await anonymous(url, { authorization: 'Bearer not-a-token' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('trpcQueryCalls', () => {
  it('reads single and batched queries as tRPC does', () => {
    expect(trpcQueryCalls('/trpc/dashboard.view?input=%7B%22json%22%3A%7B%7D%7D')).toEqual([
      { path: 'dashboard.view', rawInput: { json: {} } },
    ]);
    expect(
      trpcQueryCalls(
        `/trpc/dashboard.campaigns,dashboard.map?batch=1&input=${encodeURIComponent('{"1":{"json":{"zoom":3}}}')}`,
      ),
    ).toEqual([
      { path: 'dashboard.campaigns', rawInput: undefined },
      { path: 'dashboard.map', rawInput: { json: { zoom: 3 } } },
    ]);
    // Without batch=1 a comma is part of one (unknown) path, as tRPC reads it.
    expect(trpcQueryCalls('/trpc/dashboard.view,dashboard.map')).toEqual([
      { path: 'dashboard.view,dashboard.map', rawInput: undefined },
    ]);
  });

  it('gives nothing for other paths and unreadable input', () => {
    expect(trpcQueryCalls('/contributions')).toBeNull();
    expect(trpcQueryCalls('/trpc/dashboard.view?input=%7Bnot-json')).toBeNull();
    expect(trpcQueryCalls('/trpc/dashboard.view,x?batch=1&input=3')).toBeNull();
    expect(trpcQueryCalls('/trpc/%E0%A4%A')).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it('reads the qualities of Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0.000, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});

describe('StoredAnswers', () => {
  it('lets the oldest go when the bytes or the entries pass their limit', () => {
    const store = new StoredAnswers<string>({ maxBytes: 10, maxEntries: 3 });
    store.set('a', 'A', 4);
    store.set('b', 'B', 4);
    store.set('c', 'C', 4);
    expect(store.get('a')).toBeUndefined();
    expect([store.get('b'), store.get('c'), store.bytes]).toEqual(['B', 'C', 8]);
    store.set('d', 'D', 1);
    store.set('e', 'E', 1);
    expect([store.get('b'), store.size, store.bytes]).toEqual([undefined, 3, 6]);
    store.set('huge', 'H', 11);
    expect(store.get('huge')).toBeUndefined();
  });

  it('forgets an entry after its time to live', () => {
    const store = new StoredAnswers<string>({ maxBytes: 10, maxEntries: 3, ttlMs: 1_000 });
    store.set('a', 'A', 1, 0);
    expect(store.get('a', 999)).toBe('A');
    expect(store.get('a', 1_000)).toBeUndefined();
    expect(store.bytes).toBe(0);
  });
});
