import { permissions, userCodes } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPermission } from '../../src/access/permissions';
import { createCampaign, createOrganisations } from '../support/factories';
import { codeFrom, expectTRPCError, PUBLIC_URL, useTestApi } from '../support/harness';
import { invitationSteps } from './invitation-steps';

type Organisations = Awaited<ReturnType<typeof createOrganisations>>;

const api = useTestApi();
const { newEmail } = invitationSteps('existing');

describe('inviting an e-mail that already has an account', () => {
  it('adds the permission to the existing user and tells them to sign in', async () => {
    const own = await createOrganisations(api.handle.db);
    const other = await createCampaign(api.handle.db, own.government.id, 'Second Campaign 2024');
    const governmentAdmin = await api.signIn(own.governmentAdmin);
    // The staff member of the first campaign becomes the first admin of another one.
    const row = await governmentAdmin.call((caller) =>
      caller.users.invite({
        email: own.campaignStaff.email.toUpperCase(),
        firstName: 'Other',
        lastName: 'Name',
        role: 'campaign_admin',
        campaignId: other.id,
      }),
    );
    expect(row).toMatchObject({
      userId: own.campaignStaff.id,
      role: 'campaign_admin',
      userStatus: 'active',
      firstName: own.campaignStaff.firstName,
    });
    const held = await api.handle.db
      .select()
      .from(permissions)
      .where(eq(permissions.userId, own.campaignStaff.id));
    expect(held.map((p) => [p.role, p.campaignId])).toEqual([
      ['campaign_staff', own.campaign.id],
      ['campaign_admin', other.id],
    ]);
    const mail = await api.lastLinkTo(own.campaignStaff.email);
    expect(mail).toBe(`${PUBLIC_URL}/sign-in`);
    // The password is unchanged and still works.
    await expect(api.signIn(own.campaignStaff)).resolves.toBeDefined();
  });

  it('re-inviting a still invited user sends a new code without a second permission', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.campaignAdmin);
    const email = newEmail();
    const input = {
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'campaign_staff' as const,
      campaignId: own.campaign.id,
    };
    const first = await admin.call((caller) => caller.users.invite(input));
    const firstCode = codeFrom(await api.lastLinkTo(email));
    const second = await admin.call((caller) => caller.users.invite(input));
    expect(second.id).toBe(first.id);
    const secondCode = codeFrom(await api.lastLinkTo(email));
    expect(secondCode).not.toBe(firstCode);
    const live = await api.handle.db
      .select()
      .from(userCodes)
      .where(eq(userCodes.userId, first.userId));
    expect(live.filter((code) => code.usedAt === null)).toHaveLength(1);
  });

  // A permission on a campaign decides a person's role on its records: one person cannot both
  // review a government's campaigns and belong to one of them, whichever comes first.
  it.each([
    {
      what: "a campaign taking in its government's admin",
      inviter: 'campaignAdmin',
      invitee: 'governmentAdmin',
      refusal: (own: Organisations) =>
        `${own.governmentAdmin.email} is a government admin of ${own.government.name} and reviews its campaigns, so cannot be added to one`,
    },
    {
      what: "a campaign's member made a government admin of its government",
      inviter: 'governmentAdmin',
      invitee: 'campaignStaff',
      refusal: (own: Organisations) =>
        `${own.campaignStaff.email} belongs to ${own.campaign.name}, a campaign of ${own.government.name}, so cannot review its campaigns as a government admin`,
    },
  ] as const)('refuses $what, and adds no role', async ({ inviter, invitee, refusal }) => {
    const own = await createOrganisations(api.handle.db);
    const browser = await api.signIn(own[inviter]);
    const organisation =
      invitee === 'governmentAdmin'
        ? { role: 'campaign_staff' as const, campaignId: own.campaign.id }
        : { role: 'government_admin' as const, governmentId: own.government.id };
    const inviting = browser.call((caller) =>
      caller.users.invite({
        email: own[invitee].email,
        firstName: 'A',
        lastName: 'B',
        ...organisation,
      }),
    );
    await expectTRPCError(inviting, 'CONFLICT', refusal(own));
    const held = await api.handle.db
      .select()
      .from(permissions)
      .where(eq(permissions.userId, own[invitee].id));
    expect(held).toHaveLength(1);
  });

  it('a second role in one organisation, however it is written, is a CONFLICT', async () => {
    const own = await createOrganisations(api.handle.db);
    await expect(
      addPermission(api.handle.db, {
        userId: own.campaignStaff.id,
        role: 'campaign_admin',
        governmentId: own.government.id,
        campaignId: own.campaign.id,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'This person already has a role there' });
  });

  // Two connections: on PGlite the two invitations' transactions run one after the other anyway.
  it.runIf(testsRunOnPostgres())(
    'the same invitation sent twice at once adds one permission',
    async () => {
      const own = await createOrganisations(api.handle.db);
      const other = await createCampaign(api.handle.db, own.government.id, 'Third Campaign 2024');
      const governmentAdmin = await api.signIn(own.governmentAdmin);
      const input = {
        email: own.campaignStaff.email,
        firstName: 'A',
        lastName: 'B',
        role: 'campaign_admin' as const,
        campaignId: other.id,
      };
      const sent = await Promise.allSettled([
        governmentAdmin.call((caller) => caller.users.invite(input)),
        governmentAdmin.call((caller) => caller.users.invite(input)),
      ]);
      expect(sent.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const held = await api.handle.db
        .select()
        .from(permissions)
        .where(eq(permissions.userId, own.campaignStaff.id));
      expect(held.filter((p) => p.campaignId === other.id)).toHaveLength(1);
    },
  );

  it.each(['campaign_staff', 'campaign_admin'] as const)(
    'an active campaign_staff invited again into the same campaign as %s is a CONFLICT',
    async (inviteAs) => {
      const own = await createOrganisations(api.handle.db);
      const admin = await api.signIn(own.campaignAdmin);
      await expectTRPCError(
        admin.call((caller) =>
          caller.users.invite({
            email: own.campaignStaff.email,
            firstName: 'A',
            lastName: 'B',
            role: inviteAs,
            campaignId: own.campaign.id,
          }),
        ),
        'CONFLICT',
      );
    },
  );
});
