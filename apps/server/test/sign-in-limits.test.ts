import { INVITATION_MESSAGES } from '@portal/api/accounts';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, users } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import { buildTestApp, logIn } from './harness';
import { CAMPAIGN_ADMIN, useTestWorld } from './test-world';

const world = useTestWorld({ users: { admin: CAMPAIGN_ADMIN } });

describe('PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE', () => {
  it('default to two hashes at once and eight waiting, and refuse what is no count', () => {
    expect(parseEnv({}).passwordHashing).toEqual({ concurrency: 2, queue: 8 });
    expect(
      parseEnv({ PASSWORD_HASH_CONCURRENCY: '4', PASSWORD_HASH_QUEUE: '0' }).passwordHashing,
    ).toEqual({ concurrency: 4, queue: 0 });
    expect(() => parseEnv({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(/PASSWORD_HASH_CONCURRENCY/);
    expect(() => parseEnv({ PASSWORD_HASH_QUEUE: '-1' })).toThrow(/PASSWORD_HASH_QUEUE/);
    expect(() => parseEnv({ PASSWORD_HASH_QUEUE: 'some' })).toThrow(/PASSWORD_HASH_QUEUE/);
  });

  it('bound the server: with one hash and no line, a second sign-in meanwhile answers 503', async () => {
    const cost = DEFAULT_PASSWORD_HASH_COST;
    const app = await buildTestApp(world.database.db, {
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '0',
      PASSWORD_HASH_MEMORY_KIB: String(cost.memoryKib),
      PASSWORD_HASH_PASSES: String(cost.passes),
    });
    const { user } = await world.addUser('one-at-a-time@example.org', 'slow-password-1');
    const passwordHash = await hashPassword('slow-password-1', cost);
    await world.database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));

    // Both at once: the first takes the only place for the fraction of a second its hash lasts.
    const credentials = { email: user.email, password: 'slow-password-1' };
    const answers = await Promise.all([
      logIn(app, credentials, { remoteAddress: '203.0.113.60' }),
      logIn(app, credentials, { remoteAddress: '203.0.113.61' }),
    ]);
    await app.close();

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 503]);
    const busy = answers.find((answer) => answer.statusCode === 503);
    expect(busy?.headers['retry-after']).toBe('1');
  });
});

describe('POST /users/invite and /users/resend-invite under the invitation limit', () => {
  const invite = (email: string) =>
    world.post('admin', '/users/invite', {
      email,
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'campaign_staff',
      campaignId: world.campaignId,
    });

  const mailsTo = async (email: string) =>
    (await world.app.inject({ method: 'GET', url: '/dev/outbox' }))
      .json<{ to: string }[]>()
      .filter((mail) => mail.to === email);

  it('answers 429 with Retry-After past five e-mails to one address in the hour, sending none', async () => {
    const email = 'often.invited@example.org';
    const first = await invite(email);
    expect(first.statusCode).toBe(201);
    const userId = first.json<{ userId: number }>().userId;
    for (let n = 0; n < 2; n += 1) expect((await invite(email)).statusCode).toBe(201);
    for (let n = 0; n < 2; n += 1) {
      const resent = await world.post('admin', '/users/resend-invite', { userId });
      expect(resent.statusCode).toBe(204);
    }

    for (const refused of [
      await invite(email),
      await world.post('admin', '/users/resend-invite', { userId }),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: INVITATION_MESSAGES.tooMany });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(59 * 60);
      // The rule that refused it, and nothing left until Retry-After (IETF RateLimit fields).
      expect(refused.headers['ratelimit-policy']).toBe('"invitation";q=5;w=3600');
      expect(refused.headers.ratelimit).toBe(`"invitation";r=0;t=${wait}`);
    }
    expect(await mailsTo(email)).toHaveLength(5);
  });
});
