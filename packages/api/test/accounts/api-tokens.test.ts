import { activities, apiTokens, permissions } from '@portal/db';
import { API_TOKEN_MESSAGES } from '@portal/domain';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retryAfterSecondsOf } from '../../src';
import { hashToken } from '../../src/security/tokens';
import { contributionInput } from '../records/record-inputs';
import {
  createCampaign,
  createOrganisations,
  createUser,
  DEFAULT_PASSWORD,
} from '../support/factories';
import { type Browser, codeFrom, expectTRPCError, useTestApi } from '../support/harness';

const api = useTestApi({ apiTokenRequestsPerMinute: 40 });
let organisations: Awaited<ReturnType<typeof createOrganisations>>;
let staff: Browser;

beforeAll(async () => {
  organisations = await createOrganisations(api.handle.db);
  staff = await api.signIn(organisations.campaignStaff);
});

const createToken = (browser: Browser, input: { name: string; readOnly?: boolean }) =>
  browser.call((caller) => caller.apiTokens.create(input));

const storedToken = async (id: number) => {
  const [row] = await api.handle.db.select().from(apiTokens).where(eq(apiTokens.id, id));
  if (!row) throw new Error(`no token ${id}`);
  return row;
};

describe('[api tokens] creating', () => {
  it('shows a recognisable secret once and stores only its hash', async () => {
    const created = await createToken(staff, { name: 'weekly export' });

    expect(created.token).toMatch(/^cfp_[0-9A-Za-z]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: 'weekly export', readOnly: false, expiresAt: null });
    const stored = await storedToken(created.id);
    expect(stored.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const listed = await staff.call((caller) => caller.apiTokens.list());
    const row = listed.find((token) => token.id === created.id);
    expect(row).toMatchObject({ name: 'weekly export', prefix: created.prefix, revoked: false });
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it.each([
    [{ name: '' }, 'name', API_TOKEN_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', API_TOKEN_MESSAGES.nameTooLong(100)],
    [{ name: 'old', expiresAt: '2020-01-01' }, 'expiresAt', API_TOKEN_MESSAGES.expiresAtPast],
    [{ name: 'odd', expiresAt: 'next week' }, 'expiresAt', API_TOKEN_MESSAGES.expiresAtInvalid],
    [{ name: 'far', expiresAt: '2999-01-01' }, 'expiresAt', API_TOKEN_MESSAGES.expiresAtTooFar(5)],
  ])('refuses %j naming the field', async (input, field, message) => {
    const error = await staff
      .call((caller) => caller.apiTokens.create(input as never))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    const issues = (error as TRPCError).cause as unknown as {
      issues: { path: string[]; message: string }[];
    };
    expect(issues.issues[0]).toMatchObject({ path: [field], message });
  });

  it('lets a token expire at the end of a calendar date, Pacific time', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const created = await staff.call((caller) =>
      caller.apiTokens.create({ name: 'dated', expiresAt: `${year}-07-04` }),
    );
    // Daylight saving time: Pacific midnight is 07:00 UTC in July.
    expect(created.expiresAt?.toISOString()).toBe(`${year}-07-05T07:00:00.000Z`);
  });
});

describe('[api tokens] using', () => {
  it('acts as its user through every procedure and moves last used', async () => {
    const created = await createToken(staff, { name: 'treasurer script' });
    expect((await storedToken(created.id)).lastUsedAt).toBeNull();
    const script = api.script(created.token);

    const me = await script.call((caller) => caller.auth.me());
    expect(me.permissions[0]?.campaignId).toBe(organisations.campaign.id);
    const contribution = await script.call((caller) =>
      caller.contributions.create(contributionInput(organisations.campaign.id)),
    );
    expect(contribution.id).toBeGreaterThan(0);
    expect((await storedToken(created.id)).lastUsedAt).toBeInstanceOf(Date);
  });

  it('is refused at once after it is revoked, even by public procedures', async () => {
    const created = await createToken(staff, { name: 'to revoke' });
    const script = api.script(created.token);
    await script.call((caller) => caller.auth.me());

    await staff.call((caller) => caller.apiTokens.revoke({ id: created.id }));

    await expectTRPCError(
      script.call((caller) => caller.auth.me()),
      'UNAUTHORIZED',
      API_TOKEN_MESSAGES.revoked,
    );
    await expectTRPCError(
      script.call((caller) => caller.dashboard.config()),
      'UNAUTHORIZED',
      API_TOKEN_MESSAGES.revoked,
    );
    const listed = await staff.call((caller) => caller.apiTokens.list());
    expect(listed.find((token) => token.id === created.id)?.revoked).toBe(true);
  });

  it('is refused once expired, and an unknown token is refused', async () => {
    const created = await createToken(staff, { name: 'short lived' });
    await api.handle.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    await expectTRPCError(
      api.script(created.token).call((caller) => caller.auth.me()),
      'UNAUTHORIZED',
      API_TOKEN_MESSAGES.expired,
    );
    await expectTRPCError(
      api.script(`${created.prefix}nottherest`).call((caller) => caller.auth.me()),
      'UNAUTHORIZED',
      API_TOKEN_MESSAGES.unknown,
    );
  });

  it('refuses every change made with a read-only token, and still reads', async () => {
    const created = await createToken(staff, { name: 'auditor pull', readOnly: true });
    const script = api.script(created.token);

    const list = await script.call((caller) =>
      caller.contributions.list({ campaignId: organisations.campaign.id }),
    );
    expect(list.total).toBeGreaterThan(0);
    await expectTRPCError(
      script.call((caller) =>
        caller.contributions.create(contributionInput(organisations.campaign.id)),
      ),
      'FORBIDDEN',
      API_TOKEN_MESSAGES.readOnly,
    );
    await expectTRPCError(
      script.call((caller) => caller.apiTokens.revoke({ id: created.id })),
      'FORBIDDEN',
      API_TOKEN_MESSAGES.readOnly,
    );
  });

  it('follows its user’s current permissions: a removed permission counts at once', async () => {
    const { db } = api.handle;
    const second = await createCampaign(db, organisations.government.id);
    const user = await createUser(db, {
      grants: [
        {
          role: 'campaign_staff',
          governmentId: organisations.government.id,
          campaignId: organisations.campaign.id,
        },
        {
          role: 'campaign_staff',
          governmentId: organisations.government.id,
          campaignId: second.id,
        },
      ],
    });
    const person = await api.signIn(user);
    const script = api.script((await createToken(person, { name: 'two campaigns' })).token);
    await script.call((caller) => caller.summary.get({ campaignId: second.id }));

    await db.delete(permissions).where(eq(permissions.id, user.permissions[1]?.id ?? 0));
    await expectTRPCError(
      script.call((caller) => caller.summary.get({ campaignId: second.id })),
      'NOT_FOUND',
    );

    await db.delete(permissions).where(eq(permissions.userId, user.id));
    await expectTRPCError(
      script.call((caller) => caller.auth.me()),
      'UNAUTHORIZED',
      API_TOKEN_MESSAGES.userWithoutAccess,
    );
  });

  it('is revoked when its user resets a forgotten password, or loses the last permission', async () => {
    const { db } = api.handle;
    const grant = {
      role: 'campaign_staff' as const,
      governmentId: organisations.government.id,
      campaignId: organisations.campaign.id,
    };
    const forgetful = await createUser(db, { grants: [grant] });
    const token = (await createToken(await api.signIn(forgetful), { name: 'before reset' })).token;
    await api
      .browser()
      .call((caller) => caller.auth.sendPasswordResetEmail({ email: forgetful.email }));
    const code = codeFrom(await api.lastLinkTo(forgetful.email));
    await api
      .browser()
      .call((caller) =>
        caller.auth.resetPassword({ invitationCode: code, password: 'brand-new-1' }),
      );
    await expectTRPCError(
      api.script(token).call((caller) => caller.auth.me()),
      'UNAUTHORIZED',
      API_TOKEN_MESSAGES.revoked,
    );

    const removed = await createUser(db, { grants: [grant] });
    const kept = (await createToken(await api.signIn(removed), { name: 'before removal' })).token;
    const admin = await api.signIn(organisations.campaignAdmin);
    await admin.call((caller) =>
      caller.users.removePermission({ permissionId: removed.permissions[0]?.id ?? 0 }),
    );
    // Invited back later: the old token stays dead.
    await db.insert(permissions).values({ ...grant, userId: removed.id });
    await expectTRPCError(
      api.script(kept).call((caller) => caller.auth.me()),
      'UNAUTHORIZED',
      API_TOKEN_MESSAGES.revoked,
    );
  });

  it('cannot create tokens nor change or reset a password', async () => {
    const script = api.script((await createToken(staff, { name: 'limited' })).token);
    await expectTRPCError(
      script.call((caller) => caller.apiTokens.create({ name: 'another' })),
      'FORBIDDEN',
      API_TOKEN_MESSAGES.cannotCreateTokens,
    );
    await expectTRPCError(
      script.call((caller) =>
        caller.auth.updatePassword({
          currentPassword: DEFAULT_PASSWORD,
          newPassword: 'new-pass-1',
        }),
      ),
      'FORBIDDEN',
      API_TOKEN_MESSAGES.cannotChangePassword,
    );
    await expectTRPCError(
      script.call((caller) =>
        caller.auth.sendPasswordResetEmail({ email: organisations.campaignStaff.email }),
      ),
      'FORBIDDEN',
      API_TOKEN_MESSAGES.cannotChangePassword,
    );
    // The password still works: nothing was changed.
    await api.signIn(organisations.campaignStaff);
  });

  it('never shows or revokes another user’s token', async () => {
    const mine = await createToken(staff, { name: 'mine' });
    const other = await api.signIn(organisations.campaignAdmin);
    const listed = await other.call((caller) => caller.apiTokens.list());
    expect(listed.map((token) => token.id)).not.toContain(mine.id);
    await expectTRPCError(
      other.call((caller) => caller.apiTokens.revoke({ id: mine.id })),
      'NOT_FOUND',
      API_TOKEN_MESSAGES.notFound,
    );
    await api.script(mine.token).call((caller) => caller.auth.me());
  });

  it('may revoke its own token, after which it is refused', async () => {
    const created = await createToken(staff, { name: 'self revoking' });
    const script = api.script(created.token);
    await script.call((caller) => caller.apiTokens.revoke({ id: created.id }));
    await expectTRPCError(
      script.call((caller) => caller.apiTokens.list()),
      'UNAUTHORIZED',
    );
  });
});

describe('[api tokens] history and limits', () => {
  it('records every change made with a token in the history, naming the token', async () => {
    const created = await createToken(staff, { name: 'weekly import' });
    const script = api.script(created.token);
    const contribution = await script.call((caller) =>
      caller.contributions.create(contributionInput(organisations.campaign.id)),
    );
    await script.call((caller) =>
      caller.contributions.comment({ id: contribution.id, comment: 'Checked by the script' }),
    );

    const lines = await api.handle.db
      .select()
      .from(activities)
      .where(eq(activities.contributionId, contribution.id));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.apiTokenId).toBe(created.id);
    const added = lines.find((line) => !line.isComment);
    expect(added?.notes).toContain("via API token 'weekly import' added contribution");

    const history = await staff.call((caller) =>
      caller.activities.list({ contributionId: contribution.id }),
    );
    expect(history.data.map((line) => line.notes).join('\n')).toContain(
      "via API token 'weekly import'",
    );
    for (const line of history.data)
      expect(line.apiToken).toEqual({ id: created.id, name: 'weekly import' });
  });

  it('lets a government admin’s script use edit mode of its own', async () => {
    const admin = await api.signIn(organisations.governmentAdmin);
    const script = api.script((await createToken(admin, { name: 'city script' })).token);
    await expectTRPCError(
      script.call((caller) =>
        caller.contributions.create(contributionInput(organisations.campaign.id)),
      ),
      'FORBIDDEN',
    );
    await script.call((caller) =>
      caller.campaigns.assume({ campaignId: organisations.campaign.id }),
    );
    const created = await script.call((caller) =>
      caller.contributions.create(contributionInput(organisations.campaign.id)),
    );
    expect(created.id).toBeGreaterThan(0);
    // The browser session of the same admin is not in edit mode.
    expect((await admin.call((caller) => caller.auth.me())).assumedCampaignId).toBeNull();
  });

  it('answers TOO_MANY_REQUESTS with a wait once a token passes its limit', async () => {
    const script = api.script((await createToken(staff, { name: 'busy' })).token);
    for (let call = 0; call < 40; call += 1) await script.call((caller) => caller.auth.me());
    const error = await script
      .call((caller) => caller.auth.me())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('TOO_MANY_REQUESTS');
    expect((error as TRPCError).message).toBe(API_TOKEN_MESSAGES.throttled);
    const wait = retryAfterSecondsOf(error);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The limit is the token's own: its user's other token still works.
    await api
      .script((await createToken(staff, { name: 'calm' })).token)
      .call((caller) => caller.auth.me());
  });
});

describe('[api tokens] names', () => {
  it('refuses a name that looks like one of the user’s tokens in use, until that one is revoked', async () => {
    const own = await createOrganisations(api.handle.db);
    const owner = await api.signIn(own.campaignStaff);
    const first = await createToken(owner, { name: 'Nightly Export' });
    await expectTRPCError(
      createToken(owner, { name: ' NIGHTLY   export ' }),
      'CONFLICT',
      API_TOKEN_MESSAGES.nameTaken,
    );
    await expectTRPCError(
      createToken(owner, { name: 'Nightly Exp\u043Ert' }),
      'CONFLICT',
      API_TOKEN_MESSAGES.nameLookalike('Nightly Export'),
    );
    const refused = await createToken(owner, { name: 'Nightly\u200B Export' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      cause: {
        issues: [
          expect.objectContaining({
            path: ['name'],
            message: 'Name contains a character that is not allowed (U+200B)',
          }),
        ],
      },
    });
    // Another user may use the name.
    await createToken(await api.signIn(own.campaignAdmin), { name: 'Nightly Export' });
    await owner.call((caller) => caller.apiTokens.revoke({ id: first.id }));
    await expect(createToken(owner, { name: 'Nightly Export' })).resolves.toMatchObject({
      name: 'Nightly Export',
    });
  });
});
