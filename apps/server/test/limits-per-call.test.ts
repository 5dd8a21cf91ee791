import { API_TOKEN_MESSAGES, MAX_BATCH_CALLS } from '@portal/domain';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useCampaignStaffWorld } from './campaign-staff-world';
import type { Answer } from './test-world';

const LIMIT = 120;
const world = useCampaignStaffWorld({ API_TOKEN_REQUESTS_PER_MINUTE: String(LIMIT) });

async function newToken(): Promise<string> {
  const created = await world.asStaff({
    method: 'POST',
    url: '/api-tokens',
    payload: { name: `script ${Math.random()}`, readOnly: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().token;
}

const withToken = (token: string, options: InjectOptions) =>
  world.app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${token}` },
  });

/** `auth.me` `calls` times in one tRPC batch. */
const batchOfMe = (token: string, calls: number) => {
  const names = Array.from({ length: calls }, () => 'auth.me').join(',');
  const input = Object.fromEntries(Array.from({ length: calls }, (_, n) => [n, { json: null }]));
  return withToken(token, {
    method: 'GET',
    url: `/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
  });
};

/** The RateLimit header's remaining calls and seconds to reset (IETF draft structured fields). */
function rateLimitOf(answer: Answer): { remaining: number; reset: number } {
  const match = /^"api-token";r=(\d+);t=(\d+)$/.exec(String(answer.headers.ratelimit));
  if (!match) throw new Error(`no RateLimit header in: ${JSON.stringify(answer.headers)}`);
  return { remaining: Number(match[1]), reset: Number(match[2]) };
}

describe('[limits per call] a tRPC batch is charged one call per procedure', () => {
  it('a batch of N calls uses N of the budget, then a single REST call uses one', async () => {
    const token = await newToken();
    const first = await batchOfMe(token, 10);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toHaveLength(10);
    expect(rateLimitOf(first).remaining).toBe(LIMIT - 10);

    const second = await batchOfMe(token, MAX_BATCH_CALLS);
    expect(second.statusCode).toBe(200);
    expect(rateLimitOf(second).remaining).toBe(LIMIT - 10 - MAX_BATCH_CALLS);

    const rest = await withToken(token, { method: 'GET', url: '/me' });
    expect(rest.statusCode).toBe(200);
    expect(rateLimitOf(rest).remaining).toBe(LIMIT - 11 - MAX_BATCH_CALLS);
  });

  it('batches that together pass the limit are refused with 429, Retry-After and r=0', async () => {
    const token = await newToken();
    // 120 calls in three batches of 40: the budget is spent exactly.
    for (let batch = 0; batch < 3; batch += 1)
      expect((await batchOfMe(token, 40)).statusCode).toBe(200);
    const refused = await batchOfMe(token, 2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()[0].error.json.message).toBe(API_TOKEN_MESSAGES.throttled);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(rateLimitOf(refused).remaining).toBe(0);
    expect(refused.headers['ratelimit-policy']).toBe(`"api-token";q=${LIMIT};w=60`);

    const rest = await withToken(token, { method: 'POST', url: '/summary', payload: {} });
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual({ message: API_TOKEN_MESSAGES.throttled });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(rateLimitOf(rest)).toEqual({ remaining: 0, reset: expect.any(Number) });
  });
});

describe('[limits per call] RateLimit headers', () => {
  it('every answer to a token carries the policy and a decreasing remaining budget', async () => {
    const token = await newToken();
    const answers = [
      await withToken(token, { method: 'GET', url: '/me' }),
      await withToken(token, { method: 'GET', url: '/trpc/auth.me' }),
      await withToken(token, { method: 'GET', url: '/contributions/999999' }),
      await withToken(token, { method: 'POST', url: '/summary', payload: { bad: 1 } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers['ratelimit-policy']).toBe(`"api-token";q=${LIMIT};w=60`);
      expect(rateLimitOf(answer).reset).toBeGreaterThan(0);
      expect(rateLimitOf(answer).reset).toBeLessThanOrEqual(60);
    }
    expect(answers.map((answer) => rateLimitOf(answer).remaining)).toEqual([
      LIMIT - 1,
      LIMIT - 2,
      LIMIT - 3,
      LIMIT - 4,
    ]);
  });

  it('a browser session, which no token limit applies to, gets no RateLimit headers', async () => {
    const answer = await world.asStaff({ method: 'GET', url: '/me' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.ratelimit).toBeUndefined();
  });
});

describe('[limits per call] the batch maximum', () => {
  it.each([MAX_BATCH_CALLS + 1, 626])(
    'a batch of %i calls is a 400 naming the maximum, and charges nothing',
    async (calls) => {
      const token = await newToken();
      const answer = await batchOfMe(token, calls);
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(400);
      expect(answer.json().error.json.message).toBe(
        `A batch may hold at most ${MAX_BATCH_CALLS} calls; this one holds ${calls}. Send the rest in another batch.`,
      );
      const after = await withToken(token, { method: 'GET', url: '/me' });
      expect(rateLimitOf(after).remaining).toBe(LIMIT - 1);
    },
  );

  it('names separated by encoded commas count the same', async () => {
    const calls = MAX_BATCH_CALLS + 1;
    const names = Array.from({ length: calls }, () => 'auth.me').join('%2C');
    const answer = await withToken(await newToken(), {
      method: 'GET',
      url: `/trpc/${names}?batch=1&input=%7B%7D`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.json.data.maxBatchCalls).toBe(MAX_BATCH_CALLS);
  });

  it('a batch of exactly the maximum is answered call by call', async () => {
    const answer = await batchOfMe(await newToken(), MAX_BATCH_CALLS);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveLength(MAX_BATCH_CALLS);
  });
});

describe('[limits per call] the caller limits count each call of a batch', () => {
  it('six wrong passwords in one batch: the sign-in limit refuses the sixth', async () => {
    const names = Array.from({ length: 6 }, () => 'auth.login').join(',');
    const input = Object.fromEntries(
      Array.from({ length: 6 }, (_, n) => [
        n,
        { json: { email: 'nobody@example.org', password: 'wrong-one' } },
      ]),
    );
    const answer = await world.app.inject({
      method: 'POST',
      url: `/trpc/${names}?batch=1`,
      payload: JSON.stringify(input),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.9',
    });
    const codes = answer
      .json()
      .map(
        (result: { error: { json: { data: { code: string } } } }) => result.error.json.data.code,
      );
    expect(codes.filter((code: string) => code === 'TOO_MANY_REQUESTS')).toHaveLength(1);
    expect(codes.filter((code: string) => code === 'UNAUTHORIZED')).toHaveLength(5);
    const wait = Number(answer.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(answer.headers['ratelimit-policy']).toBe('"login";q=5;w=900');
    expect(answer.headers.ratelimit).toBe(`"login";r=0;t=${wait}`);
  });

  it('a REST sign-in refused by its limit carries the same headers', async () => {
    const attempt = () =>
      world.app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email: 'someone@example.org', password: 'wrong-one' },
        remoteAddress: '203.0.113.10',
      });
    for (let failure = 0; failure < 5; failure += 1) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-policy']).toBe('"login";q=5;w=900');
    expect(refused.headers.ratelimit).toBe(`"login";r=0;t=${wait}`);
  });
});
