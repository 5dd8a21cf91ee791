import { PASSWORD_HASHING_BUSY_MESSAGE } from '@portal/api';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, sessions, users } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useTestWorld } from './test-world';

/*
 * Forty sign-ins at once at the production hashing cost (a hash takes a good fraction of a
 * second), through the real server, while the portal's other answers are asked for. The storm
 * lasts seconds; the probes are answered while it is still going on.
 */
const COST = DEFAULT_PASSWORD_HASH_COST;
const PASSWORD = 'storm-password-1';
const STORM = 40;

const world = useTestWorld({
  env: {
    PASSWORD_HASH_MEMORY_KIB: String(COST.memoryKib),
    PASSWORD_HASH_PASSES: String(COST.passes),
  },
  setupTimeoutMs: 120_000,
});

/** An active government admin whose password is stored at the configured cost. */
async function stormUser(email: string) {
  const { user } = await world.addUser(email, PASSWORD, 'government_admin');
  const passwordHash = await hashPassword(PASSWORD, COST);
  await world.database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  return user;
}

const sessionsOf = (userId: number) =>
  world.database.db.select().from(sessions).where(eq(sessions.userId, userId));

/** Whether the session cookie opens `GET /me`, as the portal's next page load would. */
const opensMe = async (token: string | undefined) =>
  (await world.app.inject({ method: 'GET', url: '/me', cookies: { portal_session: token ?? '' } }))
    .statusCode === 200;

const sessionTokensIn = (response: LightMyRequestResponse) =>
  response.cookies.filter((cookie) => cookie.name === 'portal_session').map((c) => c.value);

const dashboardView = () =>
  world.app.inject({
    method: 'GET',
    url: `/trpc/dashboard.view?input=${encodeURIComponent(JSON.stringify({ json: { governmentId: world.governmentId } }))}`,
  });

/**
 * Asks for /health and the public dashboard once `hashing` says the storm is hashing passwords,
 * and says whether each answer came before the storm was over.
 */
async function probesDuring(
  storm: Promise<unknown>,
  hashing: Promise<unknown> = Promise.resolve(),
) {
  let stormOver = false;
  const over = storm.then(
    () => {
      stormOver = true;
    },
    () => {
      stormOver = true;
    },
  );
  await hashing;
  const health = await world.app.inject({ method: 'GET', url: '/health' });
  const healthDuringStorm = !stormOver;
  const dashboard = await dashboardView();
  const dashboardDuringStorm = !stormOver;
  await over;
  return { health, healthDuringStorm, dashboard, dashboardDuringStorm };
}

/**
 * Settles with the first sign-in answered 204: its hash is done and the others admitted are
 * still hashing (the pool hashes a few at a time), so the storm is in full swing.
 */
const firstSignedIn = (answers: Promise<LightMyRequestResponse>[]) =>
  new Promise<void>((signedIn) => {
    for (const answer of answers)
      answer.then((response) => response.statusCode === 204 && signedIn());
    void Promise.allSettled(answers).then(() => signedIn());
  });

function expectProbesAnsweredDuringStorm(probes: Awaited<ReturnType<typeof probesDuring>>) {
  expect(probes.health.statusCode).toBe(200);
  expect(probes.health.json()).toEqual({ status: 'ok', database: 'up' });
  expect(probes.healthDuringStorm).toBe(true);
  expect(probes.dashboard.statusCode).toBe(200);
  expect(probes.dashboardDuringStorm).toBe(true);
}

/** Settles once the user has a session: the first sign-in of a batch has hashed and written it. */
const firstSessionOf = (userId: number) =>
  vi.waitFor(
    async () => {
      expect(await sessionsOf(userId)).not.toEqual([]);
    },
    { timeout: 20_000, interval: 20 },
  );

describe('[sign-in] forty sign-ins at once', () => {
  it('from forty clients: health and the dashboard answer meanwhile; the overflow gets 503 with Retry-After', async () => {
    const user = await stormUser('storm-clients@example.org');
    const signIns = Array.from({ length: STORM }, (_, n) =>
      world.app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email: user.email, password: PASSWORD },
        remoteAddress: `203.0.113.${n + 1}`,
      }),
    );
    const storm = Promise.all(signIns);

    // Asked once passwords are being hashed: a server holding the database for a hash would
    // answer only after the storm (or 503 after its three seconds).
    const probes = await probesDuring(storm, firstSignedIn(signIns));
    const answers = await storm;

    expectProbesAnsweredDuringStorm(probes);
    const signedIn = answers.filter((answer) => answer.statusCode === 204);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(signedIn.length + busy.length).toBe(STORM);
    expect(signedIn.length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ message: PASSWORD_HASHING_BUSY_MESSAGE });
      expect(sessionTokensIn(answer)).toEqual([]);
    }
    // A session for each sign-in that succeeded, each opened by its cookie, and no other.
    const cookies = signedIn.flatMap(sessionTokensIn);
    expect(cookies).toHaveLength(signedIn.length);
    expect(await sessionsOf(user.id)).toHaveLength(signedIn.length);
    for (const token of cookies) expect(await opensMe(token)).toBe(true);
  });

  it('in one tRPC batch: health answers meanwhile; one session is left, the last cookie’s', async () => {
    const user = await stormUser('storm-batch@example.org');
    const input = Object.fromEntries(
      Array.from({ length: STORM }, (_, n) => [
        n,
        { json: { email: user.email, password: PASSWORD } },
      ]),
    );
    const storm = world.app.inject({
      method: 'POST',
      url: `/trpc/${Array(STORM).fill('auth.login').join(',')}?batch=1`,
      payload: input,
      remoteAddress: '198.51.100.40',
    });

    // Asked once the first of the batch's sign-ins has its session: the others admitted are
    // still hashing.
    const probes = await probesDuring(storm, firstSessionOf(user.id));
    const answer = await storm;

    expectProbesAnsweredDuringStorm(probes);
    const results = answer.json() as {
      result?: unknown;
      error?: { json: { data: { code: string } } };
    }[];
    expect(results).toHaveLength(STORM);
    const codes = results.map((result) => result.error?.json.data.code ?? 'OK');
    expect(codes).toContain('OK');
    expect(codes).toContain('SERVICE_UNAVAILABLE');
    // Past the hashing pool, 503; past the sign-in limits, 429: nothing else.
    expect(
      codes.filter((code) => !['OK', 'SERVICE_UNAVAILABLE', 'TOO_MANY_REQUESTS'].includes(code)),
    ).toEqual([]);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    // The browser keeps the last cookie of the answer: its session is the only one left.
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect(await opensMe(sessionTokensIn(answer).at(-1))).toBe(true);
  });
});
