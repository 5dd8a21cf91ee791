import { authAttempts, permissions, userCodes, users } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '../../src/accounts/users/invitation-limit';
import { listOutbox } from '../../src/mail';
import { retryAfterSecondsOf } from '../../src/security/rate-limits';
import { createOrganisations } from '../support/factories';
import { useTestApi } from '../support/harness';
import { invitationSteps } from './invitation-steps';

const api = useTestApi();
const { newEmail, inviteAdaAsStaff } = invitationSteps('limited');

const mailsTo = async (email: string) =>
  (await listOutbox(api.handle.db, 1000)).filter((mail) => mail.to === email);

const usersWith = (email: string) =>
  api.handle.db.select().from(users).where(eq(users.email, email));

/** Asserts each settled call was refused as too many invitations, with a Retry-After. */
function expectAllThrottled(refusals: unknown[]) {
  for (const error of refusals) {
    expect(error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: INVITATION_MESSAGES.tooMany,
    });
    expect(retryAfterSecondsOf(error)).toBeGreaterThan(58 * 60);
  }
}

const refusalsOf = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));

describe('invitations cannot flood an inbox', () => {
  it('twenty invitations at once, five more and five resends to one address send five e-mails', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.campaignAdmin);
    const email = newEmail();

    const burst = await Promise.allSettled(
      Array.from({ length: 20 }, () => inviteAdaAsStaff(admin, own.campaign.id, email)),
    );
    const more = await Promise.allSettled(
      Array.from({ length: 5 }, () => inviteAdaAsStaff(admin, own.campaign.id, email)),
    );
    const [invitee] = await usersWith(email);
    if (!invitee) throw new Error('the invitation made no user');
    const resends = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        admin.call((caller) => caller.users.resendInvite({ userId: invitee.id })),
      ),
    );

    const all = [...burst, ...more, ...resends];
    expect(all.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expectAllThrottled(refusalsOf(all));
    expect(await mailsTo(email)).toHaveLength(5);
    // One person, one permission, and a code only for each e-mail that went out.
    expect(await usersWith(email)).toHaveLength(1);
    const held = await api.handle.db
      .select()
      .from(permissions)
      .where(eq(permissions.userId, invitee.id));
    expect(held).toHaveLength(1);
    const codes = await api.handle.db
      .select()
      .from(userCodes)
      .where(eq(userCodes.userId, invitee.id));
    expect(codes).toHaveLength(5);
  });

  it('fifty invitations from one admin in the hour refuse the next; no user, permission or e-mail is written', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.campaignAdmin);
    await api.handle.db.insert(authAttempts).values(
      Array.from({ length: 50 }, () => ({
        kind: 'invitation',
        subject: `user:${own.campaignAdmin.id}`,
        succeeded: true,
        createdAt: new Date(Date.now() - 60 * 1000),
      })),
    );
    const email = newEmail();

    const refused = await inviteAdaAsStaff(admin, own.campaign.id, email).catch(
      (caught: unknown) => caught,
    );
    expectAllThrottled([refused]);
    expect(await usersWith(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);

    // The limit is that admin's: another admin of the campaign still invites the same person.
    const government = await api.signIn(own.governmentAdmin);
    await expect(
      government.call((caller) =>
        caller.users.invite({
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          role: 'campaign_admin',
          campaignId: own.campaign.id,
        }),
      ),
    ).resolves.toMatchObject({ email, role: 'campaign_admin' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a new campaign whose first user has had five invitations this hour is not created', async () => {
    const own = await createOrganisations(api.handle.db);
    const government = await api.signIn(own.governmentAdmin);
    const email = newEmail();
    const createFor = (name: string) =>
      government.call((caller) =>
        caller.campaigns.create({
          governmentId: own.government.id,
          name,
          officeSought: 'mayor',
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
        }),
      );
    for (const n of [1, 2, 3, 4, 5]) await createFor(`Lovelace ${n} for Mayor 2026`);

    const refused = await createFor('Lovelace 6 for Mayor 2026').catch((caught: unknown) => caught);
    expectAllThrottled([refused]);
    const campaigns = await government.call((caller) =>
      caller.campaigns.list({ governmentId: own.government.id }),
    );
    expect(JSON.stringify(campaigns)).not.toContain('Lovelace 6 for Mayor 2026');
    expect(await mailsTo(email)).toHaveLength(5);
  });
});
