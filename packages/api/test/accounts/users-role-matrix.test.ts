import { permissions, users } from '@portal/db';
import type { Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRecordsWorld } from '../records/records-fixture';
import { createUser, type Grant } from '../support/factories';
import { callAs, GOVERNMENT_ADMINS, mailsTo, matrix, whoIs } from '../support/role-matrix';

const world = useRecordsWorld();

let governmentName = '';
let members: { governmentAdmin: string; campaignAdmin: string; campaignStaff: string };
beforeAll(async () => {
  const me = await world.governmentAdmin.call((api) => api.auth.me());
  governmentName = me.permissions[0]?.governmentName ?? '';
  members = {
    governmentAdmin: (await whoIs(world.governmentAdmin)).email,
    campaignAdmin: (await whoIs(world.campaignAdmin)).email,
    campaignStaff: (await whoIs(world.campaignStaff)).email,
  };
});

let invitee = 0;
const newEmail = () => {
  invitee += 1;
  return `matrix-invitee${invitee}@example.org`;
};

/** Users-table rows (email, role) as the government admin sees them, who sees every one. */
const membersOf = async (organisation: { campaignId: number } | { governmentId: number }) => {
  const rows = await world.governmentAdmin.call((api) => api.users.list(organisation));
  return rows.map((row) => [row.email, row.role]);
};

// Runs first: the later describes add users to the world's campaign and government.
describe('users.list: who sees which members', () => {
  it.each(matrix({ allowed: ['campaignStaff', 'campaignAdmin', ...GOVERNMENT_ADMINS] }))(
    'the campaign’s users, asked by $actor: $expected',
    async ({ actor, expected }) => {
      const rows = await callAs(world, actor, expected, (browser) =>
        browser.call((api) => api.users.list({ campaignId: world.campaignId })),
      );
      if (expected !== 'ok') return;
      expect(rows?.map((row) => [row.email, row.role]).sort()).toEqual(
        [
          [members.campaignAdmin, 'campaign_admin'],
          [members.campaignStaff, 'campaign_staff'],
        ].sort(),
      );
    },
  );

  it.each(matrix({ allowed: GOVERNMENT_ADMINS }))(
    'the government’s admins, asked by $actor: $expected',
    async ({ actor, expected }) => {
      const rows = await callAs(world, actor, expected, (browser) =>
        browser.call((api) => api.users.list({ governmentId: world.governmentId })),
      );
      if (expected !== 'ok') return;
      expect(rows?.map((row) => [row.email, row.role])).toEqual([
        [members.governmentAdmin, 'government_admin'],
      ]);
    },
  );
});

describe('users.invite: who may invite whom', () => {
  const inviteCases = (role: Role, expected: Parameters<typeof matrix>[0]) =>
    matrix(expected).map((row) => ({ ...row, role }));

  it.each([
    // A government admin's campaign invite is fixed to campaign_admin, edit mode or not.
    ...inviteCases('campaign_staff', { allowed: ['campaignAdmin'] }),
    ...inviteCases('campaign_admin', { allowed: ['campaignAdmin', ...GOVERNMENT_ADMINS] }),
    ...inviteCases('government_admin', { allowed: GOVERNMENT_ADMINS }),
  ])('$actor inviting a $role: $expected', async ({ actor, role, expected }) => {
    const email = newEmail();
    const organisation =
      role === 'government_admin'
        ? { governmentId: world.governmentId }
        : { campaignId: world.campaignId };
    const row = await callAs(world, actor, expected, (browser) =>
      browser.call((api) =>
        api.users.invite({ email, firstName: 'Ida', lastName: 'Wells', role, ...organisation }),
      ),
    );
    const mails = await mailsTo(world, email);
    if (expected !== 'ok') {
      expect(mails).toEqual([]);
      expect(await world.api.handle.db.select().from(users).where(eq(users.email, email))).toEqual(
        [],
      );
      return;
    }
    expect(row).toMatchObject({ email, role, userStatus: 'invited' });
    const organisationName = role === 'government_admin' ? governmentName : world.campaignName;
    expect(mails.map((mail) => mail.subject)).toEqual([
      `You are invited to ${organisationName} on the City Portal`,
    ]);
    expect(await membersOf(organisation)).toContainEqual([email, role]);
  });
});

/** A fresh user who was invited and has not set a password yet. */
const invitedUser = (grant: Grant) =>
  createUser(world.api.handle.db, { grants: [grant], status: 'invited', password: null });

describe('users.resendInvite: who may send a new code', () => {
  it.each([
    ...matrix({
      allowed: ['campaignAdmin', ...GOVERNMENT_ADMINS],
      notFound: ['foreignGovernmentAdmin'],
    }).map((row) => ({ ...row, target: 'campaign staff' as const })),
    ...matrix({
      allowed: GOVERNMENT_ADMINS,
      notFound: ['campaignAdmin', 'foreignGovernmentAdmin'],
    }).map((row) => ({ ...row, target: 'government admin' as const })),
  ])('$actor resending to an invited $target: $expected', async ({ actor, target, expected }) => {
    const onCampaign = target === 'campaign staff';
    const user = await invitedUser(
      onCampaign
        ? { role: 'campaign_staff', governmentId: world.governmentId, campaignId: world.campaignId }
        : { role: 'government_admin', governmentId: world.governmentId },
    );
    await callAs(world, actor, expected, (browser) =>
      browser.call((api) => api.users.resendInvite({ userId: user.id })),
    );
    const mails = await mailsTo(world, user.email);
    if (expected !== 'ok') {
      expect(mails).toEqual([]);
      return;
    }
    const organisationName = onCampaign ? world.campaignName : governmentName;
    expect(mails.map((mail) => mail.subject)).toEqual([
      `You are invited to ${organisationName} on the City Portal`,
    ]);
    expect(mails[0]?.link).toContain('invitationCode=');
  });
});

describe('users.removePermission: who may remove whom', () => {
  type Target = 'own campaign staff' | 'sibling campaign staff' | 'government admin';
  const grantFor = (target: Target): Grant => {
    if (target === 'government admin') {
      return { role: 'government_admin', governmentId: world.governmentId };
    }
    const campaignId = target === 'own campaign staff' ? world.campaignId : world.otherCampaignId;
    return { role: 'campaign_staff', governmentId: world.governmentId, campaignId };
  };
  const casesFor = (target: Target, expected: Parameters<typeof matrix>[0]) =>
    matrix(expected).map((row) => ({ ...row, target }));

  it.each([
    ...casesFor('own campaign staff', {
      allowed: ['campaignAdmin', ...GOVERNMENT_ADMINS],
      notFound: ['foreignGovernmentAdmin'],
    }),
    // otherStaff is staff of that very campaign, but staff never remove anyone: FORBIDDEN.
    ...casesFor('sibling campaign staff', {
      allowed: GOVERNMENT_ADMINS,
      notFound: ['campaignAdmin', 'foreignGovernmentAdmin'],
    }),
    ...casesFor('government admin', {
      allowed: GOVERNMENT_ADMINS,
      notFound: ['campaignAdmin', 'foreignGovernmentAdmin'],
    }),
  ])('$actor removing a $target: $expected', async ({ actor, target, expected }) => {
    const grant = grantFor(target);
    const user = await createUser(world.api.handle.db, { grants: [grant] });
    const [permission] = user.permissions;
    if (!permission) throw new Error('no permission to remove');
    const organisation =
      grant.campaignId === undefined
        ? { governmentId: grant.governmentId }
        : { campaignId: grant.campaignId };
    expect(await membersOf(organisation)).toContainEqual([user.email, grant.role]);

    await callAs(world, actor, expected, (browser) =>
      browser.call((api) => api.users.removePermission({ permissionId: permission.id })),
    );

    const listed = await membersOf(organisation);
    const stored = await world.api.handle.db
      .select()
      .from(permissions)
      .where(eq(permissions.id, permission.id));
    if (expected === 'ok') {
      expect(listed).not.toContainEqual([user.email, grant.role]);
      expect(stored).toEqual([]);
    } else {
      expect(listed).toContainEqual([user.email, grant.role]);
      expect(stored).toHaveLength(1);
    }
  });
});
