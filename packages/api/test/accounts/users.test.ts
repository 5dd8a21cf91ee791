import { permissions, sessions } from '@portal/db';
import { AUTH_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCampaign, createOrganisations, createUser } from '../support/factories';
import { expectFieldErrors, expectTRPCError, useTestApi } from '../support/harness';

const api = useTestApi();

describe('users.list', () => {
  it('lists a campaign’s users for its members and its government admins', async () => {
    const own = await createOrganisations(api.handle.db);
    for (const member of [own.campaignStaff, own.campaignAdmin, own.governmentAdmin]) {
      const browser = await api.signIn(member);
      const rows = await browser.call((caller) =>
        caller.users.list({ campaignId: own.campaign.id }),
      );
      expect(rows.map((row) => [row.userId, row.role]).sort()).toEqual(
        [
          [own.campaignAdmin.id, 'campaign_admin'],
          [own.campaignStaff.id, 'campaign_staff'],
        ].sort(),
      );
    }
    const [row] = await (await api.signIn(own.campaignAdmin)).call((caller) =>
      caller.users.list({ campaignId: own.campaign.id }),
    );
    expect(row).toEqual({
      id: row?.roleId,
      roleId: row?.id,
      userId: expect.any(Number),
      firstName: expect.any(String),
      lastName: expect.any(String),
      title: null,
      email: expect.stringContaining('@example.org'),
      role: expect.stringMatching(/^campaign_/),
      userStatus: 'active',
    });
  });

  it('lists only government admins for a government, and only to its admins', async () => {
    const own = await createOrganisations(api.handle.db);
    const rows = await (await api.signIn(own.governmentAdmin)).call((caller) =>
      caller.users.list({ governmentId: own.government.id }),
    );
    expect(rows.map((row) => [row.userId, row.role])).toEqual([
      [own.governmentAdmin.id, 'government_admin'],
    ]);
    await expectTRPCError(
      (await api.signIn(own.campaignAdmin)).call((caller) =>
        caller.users.list({ governmentId: own.government.id }),
      ),
      'FORBIDDEN',
    );
  });

  it('refuses another campaign’s users, and another government’s campaigns', async () => {
    const own = await createOrganisations(api.handle.db);
    const sibling = await createCampaign(api.handle.db, own.government.id);
    const other = await createOrganisations(api.handle.db);
    await expectTRPCError(
      (await api.signIn(own.campaignAdmin)).call((caller) =>
        caller.users.list({ campaignId: sibling.id }),
      ),
      'FORBIDDEN',
    );
    await expectTRPCError(
      (await api.signIn(own.governmentAdmin)).call((caller) =>
        caller.users.list({ campaignId: other.campaign.id }),
      ),
      'FORBIDDEN',
    );
    await expectTRPCError(
      (await api.signIn(own.governmentAdmin)).call((caller) =>
        caller.users.list({ campaignId: 987_654 }),
      ),
      'NOT_FOUND',
    );
  });

  it('needs exactly one of campaignId and governmentId', async () => {
    const own = await createOrganisations(api.handle.db);
    const browser = await api.signIn(own.governmentAdmin);
    await expectTRPCError(
      browser.call((caller) =>
        caller.users.list({ campaignId: own.campaign.id, governmentId: own.government.id }),
      ),
      'BAD_REQUEST',
    );
  });

  it.each([
    [{}, { campaignId: 'campaignId or governmentId is required' }],
    [{ currentUserId: 1 }, { campaignId: 'campaignId or governmentId is required' }],
    [{ campaignId: 'abc' }, { campaignId: 'Not a valid id' }],
    [{ governmentId: 0 }, { governmentId: 'Not a valid id' }],
    [
      { campaignId: 1, governmentId: 1 },
      { campaignId: 'Send campaignId or governmentId, not both' },
    ],
  ])('refuses %j naming the field: %j', async (input, errors) => {
    const own = await createOrganisations(api.handle.db);
    await expectFieldErrors(
      (await api.signIn(own.governmentAdmin)).call((caller) => caller.users.list(input as never)),
      errors,
    );
  });

  it('ignores keys it does not read, such as the currentUserId clients send', async () => {
    const own = await createOrganisations(api.handle.db);
    const rows = await (await api.signIn(own.campaignAdmin)).call((caller) =>
      caller.users.list({ campaignId: own.campaign.id, currentUserId: 42 } as never),
    );
    expect(rows.map((row) => row.userId)).toContain(own.campaignAdmin.id);
    await expectTRPCError(
      (await api.signIn(own.campaignAdmin)).call((caller) =>
        caller.users.list({ governmentId: own.government.id, currentUserId: 42 } as never),
      ),
      'FORBIDDEN',
    );
  });
});

describe('users.removePermission', () => {
  const permissionOf = async (userId: number) =>
    api.handle.db.select().from(permissions).where(eq(permissions.userId, userId));

  it('removes a staff member and ends their sessions', async () => {
    const own = await createOrganisations(api.handle.db);
    const staff = await api.signIn(own.campaignStaff);
    const admin = await api.signIn(own.campaignAdmin);
    const [permission] = await permissionOf(own.campaignStaff.id);
    await admin.call((caller) =>
      caller.users.removePermission({ permissionId: permission?.id ?? 0 }),
    );
    expect(await permissionOf(own.campaignStaff.id)).toEqual([]);
    const left = await api.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, own.campaignStaff.id));
    expect(left).toEqual([]);
    await expectTRPCError(
      staff.call((caller) => caller.auth.me()),
      'UNAUTHORIZED',
      AUTH_MESSAGES.sessionExpired,
    );
    const rows = await admin.call((caller) => caller.users.list({ campaignId: own.campaign.id }));
    expect(rows.map((row) => row.userId)).toEqual([own.campaignAdmin.id]);
  });

  it('refuses removing yourself', async () => {
    const own = await createOrganisations(api.handle.db);
    const [mine] = await permissionOf(own.campaignAdmin.id);
    await expectTRPCError(
      (await api.signIn(own.campaignAdmin)).call((caller) =>
        caller.users.removePermission({ permissionId: mine?.id ?? 0 }),
      ),
      'CONFLICT',
      'You cannot remove yourself',
    );
    expect(await permissionOf(own.campaignAdmin.id)).toHaveLength(1);
  });

  it.each([
    { admins: 1, removed: false },
    { admins: 2, removed: true },
  ])(
    'a campaign with $admins admin(s): the government admin may remove one: $removed',
    async ({ admins, removed }) => {
      const own = await createOrganisations(api.handle.db);
      if (admins === 2) {
        await createUser(api.handle.db, {
          grants: [
            {
              role: 'campaign_admin',
              governmentId: own.government.id,
              campaignId: own.campaign.id,
            },
          ],
        });
      }
      const [target] = await permissionOf(own.campaignAdmin.id);
      const removing = (await api.signIn(own.governmentAdmin)).call((caller) =>
        caller.users.removePermission({ permissionId: target?.id ?? 0 }),
      );
      if (removed) {
        await removing;
        expect(await permissionOf(own.campaignAdmin.id)).toEqual([]);
      } else {
        await expectTRPCError(removing, 'CONFLICT', 'A campaign must keep at least one admin');
        expect(await permissionOf(own.campaignAdmin.id)).toHaveLength(1);
      }
    },
  );

  it('staff may not remove anyone; admins of other campaigns do not see the permission', async () => {
    const own = await createOrganisations(api.handle.db);
    const other = await createOrganisations(api.handle.db);
    const [target] = await permissionOf(own.campaignStaff.id);
    const otherStaff = await createUser(api.handle.db, {
      grants: [
        { role: 'campaign_staff', governmentId: own.government.id, campaignId: own.campaign.id },
      ],
    });
    await expectTRPCError(
      (await api.signIn(otherStaff)).call((caller) =>
        caller.users.removePermission({ permissionId: target?.id ?? 0 }),
      ),
      'FORBIDDEN',
    );
    await expectTRPCError(
      (await api.signIn(other.campaignAdmin)).call((caller) =>
        caller.users.removePermission({ permissionId: target?.id ?? 0 }),
      ),
      'NOT_FOUND',
    );
    expect(await permissionOf(own.campaignStaff.id)).toHaveLength(1);
  });

  it('a government admin removes another government admin, who can then no longer sign in', async () => {
    const own = await createOrganisations(api.handle.db);
    const colleague = await createUser(api.handle.db, {
      grants: [{ role: 'government_admin', governmentId: own.government.id }],
    });
    const [target] = await permissionOf(colleague.id);
    await (await api.signIn(own.governmentAdmin)).call((caller) =>
      caller.users.removePermission({ permissionId: target?.id ?? 0 }),
    );
    await expectTRPCError(api.signIn(colleague), 'FORBIDDEN');
  });
});
