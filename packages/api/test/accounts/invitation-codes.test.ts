import { userCodes, users } from '@portal/db';
import { AUTH_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../src/mail';
import {
  createCampaign,
  createGovernment,
  createOrganisations,
  createUser,
} from '../support/factories';
import { codeFrom, expectTRPCError, PUBLIC_URL, useTestApi } from '../support/harness';
import { whileInsertsFail } from '../support/other-transaction';
import { expectInvalidCode, expireCodesIn, redeemInvite, resetPassword } from './auth-steps';
import { invitationSteps } from './invitation-steps';

const api = useTestApi();
const { newEmail, inviteAdaAsStaff } = invitationSteps();

describe('invitation e-mail and redeeming it', () => {
  it('e-mails a link naming the organisation and the inviter; redeeming it lets the user sign in', async () => {
    const government = await createGovernment(api.handle.db, 'City of Portland');
    const campaign = await createCampaign(api.handle.db, government.id, 'Jane for Mayor 2024');
    const admin = await createUser(api.handle.db, {
      firstName: 'Jane',
      lastName: 'Doe',
      grants: [{ role: 'campaign_admin', governmentId: government.id, campaignId: campaign.id }],
    });
    const browser = await api.signIn(admin);
    const email = newEmail();
    const row = await inviteAdaAsStaff(browser, campaign.id, email);

    const [mail] = (await listOutbox(api.handle.db)).filter((message) => message.to === email);
    expect(mail?.text).toContain('Jane Doe');
    expect(mail?.text).toContain('Jane for Mayor 2024');
    expect(mail?.text).toContain(mail?.link ?? 'missing link');
    const link = new URL(mail?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/invitation`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      email,
      campaign: 'Jane for Mayor 2024',
      government: 'City of Portland',
    });
    const code = codeFrom(link.toString());

    const landing = await api
      .browser()
      .call((caller) => caller.auth.invitation({ invitationCode: code }));
    expect(landing).toEqual({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      campaignName: 'Jane for Mayor 2024',
      governmentName: 'City of Portland',
    });

    await api.browser().call((caller) =>
      caller.auth.redeemInvite({
        invitationCode: code,
        password: 'new-secret',
        lastName: 'King',
      }),
    );
    const invitee = await api.signIn({ email, password: 'new-secret' });
    const me = await invitee.call((caller) => caller.auth.me());
    expect(me).toMatchObject({ id: row.userId, firstName: 'Ada', lastName: 'King' });
    expect(me.permissions.map((p) => [p.role, p.campaignId])).toEqual([
      ['campaign_staff', campaign.id],
    ]);
    const [stored] = await api.handle.db.select().from(users).where(eq(users.id, row.userId));
    expect(stored?.status).toBe('active');
  });

  async function invited() {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.campaignAdmin);
    const email = newEmail();
    const row = await inviteAdaAsStaff(admin, own.campaign.id, email);
    return { own, admin, email, row, code: codeFrom(await api.lastLinkTo(email)) };
  }

  it('a code works once', async () => {
    const { code } = await invited();
    const redeem = () => redeemInvite(api, code, 'first-secret');
    await redeem();
    await expectInvalidCode(redeem());
    await expectTRPCError(
      api.browser().call((caller) => caller.auth.invitation({ invitationCode: code })),
      'NOT_FOUND',
      AUTH_MESSAGES.invalidCode,
    );
  });

  it('an invitation is spent once the invited person sets a password by a reset instead', async () => {
    const { code, email } = await invited();
    await api.browser().call((caller) => caller.auth.sendPasswordResetEmail({ email }));
    await resetPassword(api, codeFrom(await api.lastLinkTo(email)), 'chosen-by-reset');
    await expectInvalidCode(redeemInvite(api, code, 'set-by-old-link'));
    await expect(api.signIn({ email, password: 'chosen-by-reset' })).resolves.toBeDefined();
  });

  it('an active account refuses an invitation code it still holds', async () => {
    const { email, row } = await invited();
    // An account made active before invitations were spent by a reset, its code still live.
    await api.handle.db.update(users).set({ status: 'active' }).where(eq(users.id, row.userId));
    await expectInvalidCode(
      redeemInvite(api, codeFrom(await api.lastLinkTo(email)), 'other-secret'),
    );
  });

  it.each([
    { expiresInSeconds: -1, accepted: false },
    { expiresInSeconds: 60, accepted: true },
  ])(
    'a code expiring in $expiresInSeconds s is accepted: $accepted',
    async ({ expiresInSeconds, accepted }) => {
      const { code, row, email } = await invited();
      await expireCodesIn(api.handle.db, row.userId, expiresInSeconds);
      const redeeming = redeemInvite(api, code, 'some-secret');
      if (accepted) {
        await redeeming;
        await expect(api.signIn({ email, password: 'some-secret' })).resolves.toBeDefined();
      } else {
        await expectInvalidCode(redeeming);
      }
    },
  );

  it('invitation codes expire after 7 days', async () => {
    const { row } = await invited();
    const [code] = await api.handle.db
      .select()
      .from(userCodes)
      .where(eq(userCodes.userId, row.userId));
    const lifetimeMs = (code?.expiresAt.getTime() ?? 0) - (code?.createdAt.getTime() ?? 0);
    expect(lifetimeMs).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('resending invalidates the old code and the new one works', async () => {
    const { admin, row, email, code: oldCode } = await invited();
    await admin.call((caller) => caller.users.resendInvite({ userId: row.userId }));
    const newCode = codeFrom(await api.lastLinkTo(email));
    expect(newCode).not.toBe(oldCode);
    await expectInvalidCode(redeemInvite(api, oldCode, 'some-secret'));
    await redeemInvite(api, newCode, 'some-secret');
    await expect(api.signIn({ email, password: 'some-secret' })).resolves.toBeDefined();
  });

  it('a resend whose e-mail cannot be sent leaves the old link working', async () => {
    const { admin, row, email, code } = await invited();
    // Stands in for a mail server refusing the message, after the new code is stored.
    await whileInsertsFail(api.handle.db, 'email_outbox', () =>
      expectTRPCError(
        admin.call((caller) => caller.users.resendInvite({ userId: row.userId })),
        'INTERNAL_SERVER_ERROR',
      ),
    );
    expect(codeFrom(await api.lastLinkTo(email))).toBe(code);
    await redeemInvite(api, code, 'still-works');
  });

  it('resending is refused once the account is active, and to admins of other campaigns', async () => {
    const { admin, row, code } = await invited();
    const stranger = await createOrganisations(api.handle.db);
    const otherAdmin = await api.signIn(stranger.campaignAdmin);
    await expectTRPCError(
      otherAdmin.call((caller) => caller.users.resendInvite({ userId: row.userId })),
      'NOT_FOUND',
    );
    await redeemInvite(api, code, 'some-secret');
    await expectTRPCError(
      admin.call((caller) => caller.users.resendInvite({ userId: row.userId })),
      'CONFLICT',
    );
  });
});
