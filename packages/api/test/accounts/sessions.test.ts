import { authAttempts, permissions, sessions } from '@portal/db';
import { AUTH_MESSAGES } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/security/tokens';
import {
  createCampaign,
  createGovernment,
  createGovernmentAdmin,
  createUser,
  DEFAULT_PASSWORD,
} from '../support/factories';
import { expectTRPCError, useTestApi } from '../support/harness';
import { expectSignedOut, expireSessionsIn } from './auth-steps';

const api = useTestApi();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);

describe('auth.login and auth.me', () => {
  it('signs in, sets a session cookie and me() lists the permissions, first one first', async () => {
    const government = await createGovernment(api.handle.db, 'City of Portland');
    const first = await createCampaign(api.handle.db, government.id, 'Jane for Mayor 2024');
    const second = await createCampaign(api.handle.db, government.id, 'Joe for Auditor 2024');
    const user = await createUser(api.handle.db, {
      email: 'jane@example.org',
      grants: [
        { role: 'campaign_admin', governmentId: government.id, campaignId: first.id },
        { role: 'campaign_staff', governmentId: government.id, campaignId: second.id },
      ],
    });

    const browser = await api.signIn({ email: 'JANE@example.org', password: DEFAULT_PASSWORD });

    expect(browser.cookie?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.cookie?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
    const me = await browser.call((caller) => caller.auth.me());
    expect(me).toMatchObject({ id: user.id, email: 'jane@example.org', message: 'Success' });
    expect(me.assumedCampaignId).toBeNull();
    expect(me.permissions.map((p) => [p.role, p.type, p.campaignId, p.campaignName])).toEqual([
      ['campaign_admin', 'campaign', first.id, 'Jane for Mayor 2024'],
      ['campaign_staff', 'campaign', second.id, 'Joe for Auditor 2024'],
    ]);
    expect(me.permissions[0]).toMatchObject({
      governmentId: government.id,
      governmentName: 'City of Portland',
      user: { id: user.id, email: 'jane@example.org' },
    });
  });

  it('stores only the hash of the session token', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    const browser = await api.signIn(user);
    const token = browser.cookie?.token ?? '';
    const stored = await api.handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('refuses a wrong password with UNAUTHORIZED and sets no cookie', async () => {
    const user = await createGovernmentAdmin(api.handle.db);
    const browser = api.browser();
    await expectTRPCError(
      browser.call((caller) => caller.auth.login({ email: user.email, password: 'wrong-pass' })),
      'UNAUTHORIZED',
      'Invalid email or password',
    );
    expect(browser.cookie).toBeNull();
  });

  it('refuses an unknown e-mail and an invited user without a password the same way', async () => {
    const government = await createGovernment(api.handle.db);
    const invited = await createUser(api.handle.db, {
      status: 'invited',
      password: null,
      grants: [{ role: 'government_admin', governmentId: government.id }],
    });
    for (const email of ['nobody@example.org', invited.email]) {
      await expectTRPCError(
        api.browser().call((caller) => caller.auth.login({ email, password: 'anything-1' })),
        'UNAUTHORIZED',
        'Invalid email or password',
      );
    }
  });

  it('refuses a user whose permissions were all removed', async () => {
    const user = await createUser(api.handle.db, { grants: [] });
    await expectTRPCError(api.signIn(user), 'FORBIDDEN');
  });

  it('reports invalid input with the spec messages', async () => {
    await expectTRPCError(
      api.browser().call((caller) => caller.auth.login({ email: 'not-an-email', password: '' })),
      'BAD_REQUEST',
    );
  });
});

describe('sign-in rate limits', () => {
  it.each([
    [4, false],
    [5, true],
  ])(
    'after %i failed sign-ins in 15 minutes, the right password refused: %s',
    async (failures, refused) => {
      const user = await createGovernmentAdmin(api.handle.db);
      for (let attempt = 0; attempt < failures; attempt += 1) {
        await expectTRPCError(
          api
            .browser()
            .call((caller) => caller.auth.login({ email: user.email, password: 'nope-nope' })),
          'UNAUTHORIZED',
        );
      }
      const signingIn = api.signIn(user);
      if (refused)
        await expectTRPCError(signingIn, 'TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);
      else await expect(signingIn).resolves.toBeDefined();
    },
  );

  it.each([
    [14, true],
    [16, false],
  ])('five failures of this client %i minutes ago still block it: %s', async (minutes, refused) => {
    const user = await createGovernmentAdmin(api.handle.db);
    await api.handle.db.insert(authAttempts).values(
      Array.from({ length: 5 }, () => ({
        kind: 'login',
        subject: `pair:${user.email}|192.0.2.55`,
        succeeded: false,
        createdAt: minutesAgo(minutes),
      })),
    );
    const signingIn = api.signIn(user, '192.0.2.55');
    if (refused) await expectTRPCError(signingIn, 'TOO_MANY_REQUESTS');
    else await expect(signingIn).resolves.toBeDefined();
  });

  it('refuses a client address after 20 failures across different e-mails', async () => {
    const ip = '203.0.113.20';
    const government = await createGovernment(api.handle.db);
    const user = await createUser(api.handle.db, {
      grants: [{ role: 'government_admin', governmentId: government.id }],
    });
    await api.handle.db.insert(authAttempts).values(
      Array.from({ length: 19 }, () => ({
        kind: 'login',
        subject: `ip:${ip}`,
        succeeded: false,
        createdAt: minutesAgo(1),
      })),
    );
    // The 20th failure is still evaluated; after it the address is blocked for every e-mail.
    await expectTRPCError(
      api
        .browser(ip)
        .call((caller) => caller.auth.login({ email: 'someone@example.org', password: 'guess-1' })),
      'UNAUTHORIZED',
    );
    await expectTRPCError(api.signIn(user, ip), 'TOO_MANY_REQUESTS');
    await expect(api.signIn(user, '203.0.113.21')).resolves.toBeDefined();
  });
});

describe('sessions', () => {
  async function signedInAdmin() {
    const user = await createGovernmentAdmin(api.handle.db);
    return { user, browser: await api.signIn(user) };
  }

  it('me() without a session is UNAUTHORIZED with the text that signs the portal out', async () => {
    await expectTRPCError(
      api.browser().call((caller) => caller.auth.me()),
      'UNAUTHORIZED',
      'Token expired or incorrect',
    );
  });

  it('logout ends the session: the old cookie no longer works', async () => {
    const { browser } = await signedInAdmin();
    const token = browser.cookie?.token;
    await browser.call((caller) => caller.auth.logout());
    expect(browser.cookie).toBeNull();
    const stolen = await api.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token ?? '')));
    expect(stolen).toEqual([]);
    await expectSignedOut(browser);
  });

  it.each([
    { expiresInSeconds: -1, valid: false },
    { expiresInSeconds: 30, valid: true },
  ])(
    'a session expiring in $expiresInSeconds s is valid: $valid',
    async ({ expiresInSeconds, valid }) => {
      const { user, browser } = await signedInAdmin();
      await expireSessionsIn(api.handle.db, user.id, expiresInSeconds);
      const me = browser.call((caller) => caller.auth.me());
      if (valid) await expect(me).resolves.toMatchObject({ id: user.id });
      else {
        await expectTRPCError(me, 'UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
        expect(browser.cookie).toBeNull();
      }
    },
  );

  it.each([
    { idleSeconds: 30, renewed: false },
    { idleSeconds: 90, renewed: true },
  ])(
    'activity after $idleSeconds s idle renews the expiry: $renewed',
    async ({ idleSeconds, renewed }) => {
      const { user, browser } = await signedInAdmin();
      const soon = new Date(Date.now() + 60 * 60 * 1000);
      await api.handle.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - idleSeconds * 1000), expiresAt: soon })
        .where(eq(sessions.userId, user.id));
      const before = browser.cookie?.expiresAt;
      await browser.call((caller) => caller.auth.me());
      const [row] = await api.handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
      if (renewed) {
        expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
        expect(browser.cookie?.expiresAt).toEqual(row?.expiresAt);
      } else {
        expect(row?.expiresAt).toEqual(soon);
        expect(browser.cookie?.expiresAt).toEqual(before);
      }
    },
  );

  it('a signed-in user whose last permission is removed is signed out; the session stays', async () => {
    const { user, browser } = await signedInAdmin();
    const token = browser.cookie?.token ?? '';
    await expect(browser.call((caller) => caller.auth.me())).resolves.toMatchObject({
      id: user.id,
    });
    await api.handle.db.delete(permissions).where(eq(permissions.userId, user.id));
    await expectSignedOut(browser);
    expect(browser.cookie).toBeNull();
    const kept = await api.handle.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(kept).toHaveLength(1);
  });

  it('signing in again replaces the session the browser held', async () => {
    const { user, browser } = await signedInAdmin();
    const first = browser.cookie?.token;
    await browser.call((caller) =>
      caller.auth.login({ email: user.email, password: DEFAULT_PASSWORD }),
    );
    expect(browser.cookie?.token).not.toBe(first);
    const [{ live } = { live: 0 }] = await api.handle.db
      .select({ live: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(live).toBe(1);
  });
});
