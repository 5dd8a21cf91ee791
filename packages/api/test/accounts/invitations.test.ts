import { users } from '@portal/db';
import { AUTH_MESSAGES, type Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCampaign, createOrganisations } from '../support/factories';
import { expectTRPCError, useTestApi } from '../support/harness';
import { invitationSteps } from './invitation-steps';

const api = useTestApi();
const { newEmail } = invitationSteps();

describe('users.invite: who may invite whom (spec section 6)', () => {
  type Inviter = 'governmentAdmin' | 'campaignAdmin' | 'campaignStaff';
  type Where =
    | 'ownGovernment'
    | 'otherGovernment'
    | 'ownCampaign'
    | 'siblingCampaign'
    | 'foreignCampaign';
  it.each<{ inviter: Inviter; role: Role; where: Where; expected: 'ok' | 'FORBIDDEN' }>([
    {
      inviter: 'governmentAdmin',
      role: 'government_admin',
      where: 'ownGovernment',
      expected: 'ok',
    },
    { inviter: 'governmentAdmin', role: 'campaign_admin', where: 'ownCampaign', expected: 'ok' },
    {
      inviter: 'governmentAdmin',
      role: 'campaign_admin',
      where: 'siblingCampaign',
      expected: 'ok',
    },
    {
      inviter: 'governmentAdmin',
      role: 'campaign_staff',
      where: 'ownCampaign',
      expected: 'FORBIDDEN',
    },
    {
      inviter: 'governmentAdmin',
      role: 'government_admin',
      where: 'otherGovernment',
      expected: 'FORBIDDEN',
    },
    {
      inviter: 'governmentAdmin',
      role: 'campaign_admin',
      where: 'foreignCampaign',
      expected: 'FORBIDDEN',
    },
    { inviter: 'campaignAdmin', role: 'campaign_admin', where: 'ownCampaign', expected: 'ok' },
    { inviter: 'campaignAdmin', role: 'campaign_staff', where: 'ownCampaign', expected: 'ok' },
    {
      inviter: 'campaignAdmin',
      role: 'campaign_staff',
      where: 'siblingCampaign',
      expected: 'FORBIDDEN',
    },
    {
      inviter: 'campaignAdmin',
      role: 'campaign_admin',
      where: 'foreignCampaign',
      expected: 'FORBIDDEN',
    },
    {
      inviter: 'campaignAdmin',
      role: 'government_admin',
      where: 'ownGovernment',
      expected: 'FORBIDDEN',
    },
    {
      inviter: 'campaignStaff',
      role: 'campaign_staff',
      where: 'ownCampaign',
      expected: 'FORBIDDEN',
    },
    {
      inviter: 'campaignStaff',
      role: 'campaign_admin',
      where: 'ownCampaign',
      expected: 'FORBIDDEN',
    },
  ])(
    '$inviter inviting $role into $where: $expected',
    async ({ inviter, role, where, expected }) => {
      const own = await createOrganisations(api.handle.db);
      const other = await createOrganisations(api.handle.db);
      // A second campaign of the inviter's own government: only the campaign differs.
      const sibling = await createCampaign(api.handle.db, own.government.id);
      const organisation = {
        ownGovernment: { governmentId: own.government.id },
        otherGovernment: { governmentId: other.government.id },
        ownCampaign: { campaignId: own.campaign.id },
        siblingCampaign: { campaignId: sibling.id },
        foreignCampaign: { campaignId: other.campaign.id },
      }[where];
      const browser = await api.signIn(own[inviter]);
      const email = newEmail();
      const inviting = browser.call((caller) =>
        caller.users.invite({
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          role,
          ...organisation,
        }),
      );
      if (expected === 'ok') {
        await expect(inviting).resolves.toMatchObject({ email, role, userStatus: 'invited' });
      } else {
        await expectTRPCError(inviting, expected);
        const [created] = await api.handle.db.select().from(users).where(eq(users.email, email));
        expect(created).toBeUndefined();
      }
    },
  );

  it('refuses an unknown campaign with NOT_FOUND', async () => {
    const own = await createOrganisations(api.handle.db);
    const browser = await api.signIn(own.campaignAdmin);
    await expectTRPCError(
      browser.call((caller) =>
        caller.users.invite({
          email: newEmail(),
          firstName: 'A',
          lastName: 'B',
          role: 'campaign_staff',
          campaignId: 999_999,
        }),
      ),
      'NOT_FOUND',
    );
  });

  it('refuses a signed-out caller', async () => {
    await expectTRPCError(
      api.browser().call((caller) =>
        caller.users.invite({
          email: newEmail(),
          firstName: 'A',
          lastName: 'B',
          role: 'government_admin',
          governmentId: 1,
        }),
      ),
      'UNAUTHORIZED',
      AUTH_MESSAGES.sessionExpired,
    );
  });
});
