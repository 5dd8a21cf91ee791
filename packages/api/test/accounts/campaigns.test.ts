import { campaigns, nameWithSkeletons, permissions } from '@portal/db';
import { CAMPAIGN_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../src/mail';
import { addContributions } from '../records/admin-records';
import { createCampaign, createOrganisations } from '../support/factories';
import { type Browser, codeFrom, expectTRPCError, useTestApi } from '../support/harness';
import { whileInsertsFail } from '../support/other-transaction';

const api = useTestApi();

const newCampaign = (governmentId: number, email: string) => ({
  governmentId,
  name: 'Rivera for Auditor 2026',
  officeSought: 'Auditor' as const,
  email,
  firstName: 'Rosa',
  lastName: 'Rivera',
});

/** The government's admin renames one campaign, naming their own government. */
const renameByItsGovernmentAdmin = async (
  own: Awaited<ReturnType<typeof createOrganisations>>,
  campaignId: number,
  newName: string,
) =>
  (await api.signIn(own.governmentAdmin)).call((caller) =>
    caller.campaigns.rename({ governmentId: own.government.id, campaignId, newName }),
  );

/** Everyone of the role matrix except the government admin of the government in question. */
async function outsiders(own: Awaited<ReturnType<typeof createOrganisations>>) {
  const other = await createOrganisations(api.handle.db);
  return {
    anonymous: api.browser(),
    campaignAdmin: await api.signIn(own.campaignAdmin),
    campaignStaff: await api.signIn(own.campaignStaff),
    otherGovernmentAdmin: await api.signIn(other.governmentAdmin),
    otherCampaignAdmin: await api.signIn(other.campaignAdmin),
  };
}

async function expectRefusedToOutsiders(
  own: Awaited<ReturnType<typeof createOrganisations>>,
  call: (browser: Browser) => Promise<unknown>,
) {
  const them = await outsiders(own);
  await expectTRPCError(call(them.anonymous), 'UNAUTHORIZED');
  await expectTRPCError(call(them.campaignAdmin), 'FORBIDDEN');
  await expectTRPCError(call(them.campaignStaff), 'FORBIDDEN');
  await expectTRPCError(call(them.otherCampaignAdmin), 'FORBIDDEN');
  await expectTRPCError(call(them.otherGovernmentAdmin), 'FORBIDDEN');
}

describe('campaigns.list', () => {
  it('lists the government’s campaigns with In-Kind Total and Matched from their contributions', async () => {
    const own = await createOrganisations(api.handle.db);
    const second = await createCampaign(api.handle.db, own.government.id, 'Second 2024');
    const db = api.handle.db;
    // In-kind: any inkind_ subtype not in the trash. Matched: match money of processed ones.
    await addContributions(db, own.campaign, [
      { amountCents: 12_345, subType: 'inkind_contribution', status: 'submitted' },
      { amountCents: 1_001, subType: 'inkind_forgiven_account' },
      { amountCents: 50_000, subType: 'inkind_contribution', status: 'archived' },
      { amountCents: 2_000, status: 'processed', matchAmountCents: 1_800 },
      { amountCents: 1_000, status: 'processed', matchAmountCents: 1 },
      { amountCents: 2_000, status: 'submitted', matchAmountCents: 1_800 },
    ]);

    const rows = await (await api.signIn(own.governmentAdmin)).call((caller) =>
      caller.campaigns.list({ governmentId: own.government.id }),
    );

    expect(rows).toEqual([
      {
        id: own.campaign.id,
        name: own.campaign.name,
        officeSought: own.campaign.officeSought,
        email: own.campaign.email,
        governmentId: own.government.id,
        inKindTotalCents: 13_346,
        inKindTotal: 133.46,
        matchedCents: 1_801,
        matched: 18.01,
      },
      expect.objectContaining({ id: second.id, inKindTotalCents: 0, matchedCents: 0 }),
    ]);
  });

  it('is for the government’s own admins only', async () => {
    const own = await createOrganisations(api.handle.db);
    await expectRefusedToOutsiders(own, (browser) =>
      browser.call((caller) => caller.campaigns.list({ governmentId: own.government.id })),
    );
  });
});

describe('campaigns.create', () => {
  it('creates the campaign and invites its first user as campaign admin, who can then sign up', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    const email = 'rosa.rivera@example.org';

    const campaign = await admin.call((caller) =>
      caller.campaigns.create(newCampaign(own.government.id, 'Rosa.Rivera@Example.org')),
    );

    expect(campaign).toEqual({
      id: expect.any(Number),
      name: 'Rivera for Auditor 2026',
      officeSought: 'Auditor',
      governmentId: own.government.id,
      email,
    });
    const granted = await api.handle.db
      .select()
      .from(permissions)
      .where(eq(permissions.campaignId, campaign.id));
    expect(granted.map((permission) => permission.role)).toEqual(['campaign_admin']);

    const link = await api.lastLinkTo(email);
    await api
      .browser()
      .call((caller) =>
        caller.auth.redeemInvite({ invitationCode: codeFrom(link), password: 'rosa-password-1' }),
      );
    const rosa = await api.signIn({ email, password: 'rosa-password-1' });
    const me = await rosa.call((caller) => caller.auth.me());
    expect(me.permissions.map((permission) => [permission.role, permission.campaignId])).toEqual([
      ['campaign_admin', campaign.id],
    ]);
  });

  it('creates a campaign from the spec’s payload alone (governmentId, name, officeSought), inviting nobody', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    const before = (await listOutbox(api.handle.db, 500)).length;

    const campaign = await admin.call((caller) =>
      caller.campaigns.create({
        governmentId: own.government.id,
        name: 'Okafor for Mayor 2026',
        officeSought: 'mayor',
      }),
    );

    expect(campaign).toEqual({
      id: expect.any(Number),
      name: 'Okafor for Mayor 2026',
      officeSought: 'Mayor',
      governmentId: own.government.id,
      email: null,
    });
    const granted = await api.handle.db
      .select()
      .from(permissions)
      .where(eq(permissions.campaignId, campaign.id));
    expect(granted).toEqual([]);
    expect((await listOutbox(api.handle.db, 500)).length).toBe(before);
  });

  it.each([
    ['an e-mail without the names', { email: 'pat@example.org' }, ['firstName', 'lastName']],
    ['names without the e-mail', { firstName: 'Pat', lastName: 'Lee' }, ['email']],
  ])(
    'refuses a first user given in part (%s), naming what is missing',
    async (_case, given, missing) => {
      const own = await createOrganisations(api.handle.db);
      const admin = await api.signIn(own.governmentAdmin);
      const refused = admin.call((caller) =>
        caller.campaigns.create({
          governmentId: own.government.id,
          name: `Partial ${missing.join(' ')} 2026`,
          officeSought: 'Auditor',
          ...given,
        }),
      );
      const error = await refused.then(
        () => null,
        (caught: unknown) => caught,
      );
      await expectTRPCError(Promise.reject(error), 'BAD_REQUEST');
      const issues = (error as { cause?: { issues?: { path: string[] }[] } }).cause?.issues ?? [];
      expect(issues.map((issue) => issue.path.join('.')).sort()).toEqual(missing);
      const stored = await api.handle.db
        .select()
        .from(campaigns)
        .where(eq(campaigns.name, `Partial ${missing.join(' ')} 2026`));
      expect(stored).toEqual([]);
    },
  );

  it('writes nothing and sends no e-mail when the invitation cannot be stored', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    const db = api.handle.db;
    // Stands in for any failure of the invitation's writes inside the transaction.
    await whileInsertsFail(
      db,
      'permissions',
      () =>
        expectTRPCError(
          admin.call((caller) =>
            caller.campaigns.create({
              ...newCampaign(own.government.id, 'never.invited@example.org'),
              name: 'Never Stored 2026',
            }),
          ),
          'INTERNAL_SERVER_ERROR',
        ),
      "new.role = 'campaign_admin'",
    );
    const stored = await db.select().from(campaigns).where(eq(campaigns.name, 'Never Stored 2026'));
    expect(stored).toEqual([]);
    const mails = await listOutbox(db, 500);
    expect(mails.filter((mail) => mail.to === 'never.invited@example.org')).toEqual([]);
  });

  it('validates the form with the spec’s messages', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    await expectTRPCError(
      admin.call((caller) =>
        caller.campaigns.create({ ...newCampaign(own.government.id, 'x@example.org'), name: ' ' }),
      ),
      'BAD_REQUEST',
    );
  });

  it('is for the government’s own admins only', async () => {
    const own = await createOrganisations(api.handle.db);
    await expectRefusedToOutsiders(own, (browser) =>
      browser.call((caller) =>
        caller.campaigns.create(newCampaign(own.government.id, 'someone@example.org')),
      ),
    );
    const stored = await api.handle.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.governmentId, own.government.id));
    expect(stored.map((campaign) => campaign.id)).toEqual([own.campaign.id]);
  });
});

describe('campaigns.rename', () => {
  it('renames a campaign of the admin’s government', async () => {
    const own = await createOrganisations(api.handle.db);
    const renamed = await renameByItsGovernmentAdmin(own, own.campaign.id, '  Doe for Mayor 2028 ');
    expect(renamed.name).toBe('Doe for Mayor 2028');
    const [stored] = await api.handle.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, own.campaign.id));
    expect(stored?.name).toBe('Doe for Mayor 2028');
  });

  it('cannot reach another government’s campaign through the admin’s own government id', async () => {
    const own = await createOrganisations(api.handle.db);
    const other = await createOrganisations(api.handle.db);
    await expectTRPCError(
      renameByItsGovernmentAdmin(own, other.campaign.id, 'Taken Over 2026'),
      'NOT_FOUND',
    );
  });

  it('is for the government’s own admins only', async () => {
    const own = await createOrganisations(api.handle.db);
    await expectRefusedToOutsiders(own, (browser) =>
      browser.call((caller) =>
        caller.campaigns.rename({
          governmentId: own.government.id,
          campaignId: own.campaign.id,
          newName: 'Not Allowed 2026',
        }),
      ),
    );
  });
});

describe('campaigns.assume and stopAssuming (edit mode)', () => {
  it('turns edit mode on for this session only, and off again', async () => {
    const own = await createOrganisations(api.handle.db);
    const editing = await api.signIn(own.governmentAdmin);
    const elsewhere = await api.signIn(own.governmentAdmin);

    await editing.call((caller) => caller.campaigns.assume({ campaignId: own.campaign.id }));

    expect((await editing.call((caller) => caller.auth.me())).assumedCampaignId).toBe(
      own.campaign.id,
    );
    expect((await elsewhere.call((caller) => caller.auth.me())).assumedCampaignId).toBeNull();

    await editing.call((caller) => caller.campaigns.stopAssuming());
    expect((await editing.call((caller) => caller.auth.me())).assumedCampaignId).toBeNull();
  });

  it('ends with the session: signing in again starts without edit mode', async () => {
    const own = await createOrganisations(api.handle.db);
    const editing = await api.signIn(own.governmentAdmin);
    await editing.call((caller) => caller.campaigns.assume({ campaignId: own.campaign.id }));
    await editing.call((caller) => caller.auth.logout());

    const again = await api.signIn(own.governmentAdmin);
    expect((await again.call((caller) => caller.auth.me())).assumedCampaignId).toBeNull();
  });

  it('refuses campaigns of another government as unknown, and everyone but government admins', async () => {
    const own = await createOrganisations(api.handle.db);
    const other = await createOrganisations(api.handle.db);
    await expectTRPCError(
      (await api.signIn(own.governmentAdmin)).call((caller) =>
        caller.campaigns.assume({ campaignId: other.campaign.id }),
      ),
      'NOT_FOUND',
    );
    const them = await outsiders(own);
    const assume = (browser: Browser) =>
      browser.call((caller) => caller.campaigns.assume({ campaignId: own.campaign.id }));
    await expectTRPCError(assume(them.anonymous), 'UNAUTHORIZED');
    await expectTRPCError(assume(them.campaignAdmin), 'FORBIDDEN');
    await expectTRPCError(assume(them.campaignStaff), 'FORBIDDEN');
    await expectTRPCError(assume(them.otherCampaignAdmin), 'FORBIDDEN');
    await expectTRPCError(assume(them.otherGovernmentAdmin), 'NOT_FOUND');
    await expectTRPCError(
      them.campaignAdmin.call((caller) => caller.campaigns.stopAssuming()),
      'FORBIDDEN',
    );
  });

  it('leaves campaign management open to the admin while they act as a campaign', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    await admin.call((caller) => caller.campaigns.assume({ campaignId: own.campaign.id }));
    const rows = await admin.call((caller) =>
      caller.campaigns.list({ governmentId: own.government.id }),
    );
    expect(rows.map((row) => row.id)).toEqual([own.campaign.id]);
  });
});

describe('one campaign per name in a government', () => {
  it('20 parallel creates of one name make one campaign; the rest are CONFLICT', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        admin.call((caller) =>
          caller.campaigns.create(newCampaign(own.government.id, `rosa${index}@example.org`)),
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts.filter((each) => each.status === 'rejected'))
      expect(attempt.reason).toMatchObject({ code: 'CONFLICT' });
    const stored = await api.handle.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.name, 'Rivera for Auditor 2026'));
    expect(stored.filter((each) => each.governmentId === own.government.id)).toHaveLength(1);
  });

  it('a re-submit, in other case or spacing, is CONFLICT and invites nobody', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    await admin.call((caller) =>
      caller.campaigns.create(newCampaign(own.government.id, 'first@example.org')),
    );
    for (const name of ['Rivera for Auditor 2026', '  rivera  FOR auditor 2026 '])
      await expectTRPCError(
        admin.call((caller) =>
          caller.campaigns.create({ ...newCampaign(own.government.id, 'again@example.org'), name }),
        ),
        'CONFLICT',
      );
    const mails = await listOutbox(api.handle.db, 500);
    expect(mails.filter((mail) => mail.to === 'again@example.org')).toEqual([]);
  });

  it('another government may use the same name', async () => {
    const first = await createOrganisations(api.handle.db);
    const second = await createOrganisations(api.handle.db);
    for (const own of [first, second])
      await (await api.signIn(own.governmentAdmin)).call((caller) =>
        caller.campaigns.create(
          newCampaign(own.government.id, `rosa${own.government.id}@example.org`),
        ),
      );
  });

  it('a rename to a name the government has is CONFLICT', async () => {
    const own = await createOrganisations(api.handle.db);
    const sibling = await createCampaign(
      api.handle.db,
      own.government.id,
      'Sibling for Mayor 2028',
    );
    await expectTRPCError(
      renameByItsGovernmentAdmin(own, own.campaign.id, 'SIBLING for mayor 2028'),
      'CONFLICT',
    );
    expect(sibling.name).toBe('Sibling for Mayor 2028');
  });

  it.each([
    ['Doe for Mayor'],
    ['Doe <script>alert(1)</script> 2028'],
    ['Doe \u202Efor Mayor 2028'],
  ])('a rename to %j follows the create rule and is BAD_REQUEST', async (newName) => {
    const own = await createOrganisations(api.handle.db);
    await expectTRPCError(renameByItsGovernmentAdmin(own, own.campaign.id, newName), 'BAD_REQUEST');
  });
});

/** The zod issues a BAD_REQUEST carries (the caller's message is their JSON). */
const issuesOf = (error: unknown) =>
  (error as { cause?: { issues?: { path: unknown[]; message: string }[] } }).cause?.issues;

describe('no two campaigns of a government whose names look the same', () => {
  const MARIA = 'Maria Lopez for Mayor 2024';
  const createNamed = (browser: Browser, governmentId: number, name: string) =>
    browser.call((caller) =>
      caller.campaigns.create({ governmentId, name, officeSought: 'Mayor' as const }),
    );

  it.each([
    ['a Cyrillic small a', 'M\u0430ria Lopez for Mayor 2024'],
    ['a Cyrillic capital Em', '\u041Caria Lopez for Mayor 2024'],
    ['a Greek omicron', 'Maria L\u03BFpez for Mayor 2024'],
    ['a full-width letter', '\uFF2Daria Lopez for Mayor 2024'],
    ['rn for m', 'Maria Lopez for rnayor 2024'],
  ])('a create with %s is CONFLICT, naming the campaign it looks like', async (_how, name) => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    await createNamed(admin, own.government.id, MARIA);
    await expectTRPCError(
      createNamed(admin, own.government.id, name),
      'CONFLICT',
      CAMPAIGN_MESSAGES.nameLookalike(MARIA),
    );
  });

  it('a name with a zero-width space is refused at the boundary, naming the field', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    const refused = await createNamed(
      admin,
      own.government.id,
      'Maria\u200B Lopez for Mayor 2024',
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST' });
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        path: ['name'],
        message: 'Campaign name contains a character that is not allowed (U+200B)',
      }),
    ]);
  });

  it('a campaign stored before the rule, invisible characters and all, is looked at too', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    const stored = await createCampaign(
      api.handle.db,
      own.government.id,
      'Maria\u200B Lopez for Mayor 2024',
    );
    expect(stored.nameSkeleton).toBeNull();
    await expectTRPCError(
      createNamed(admin, own.government.id, MARIA),
      'CONFLICT',
      CAMPAIGN_MESSAGES.nameLookalike(stored.name),
    );
  });

  it('a rename to a lookalike of another campaign is CONFLICT; to its own name respelled is not', async () => {
    const own = await createOrganisations(api.handle.db);
    const admin = await api.signIn(own.governmentAdmin);
    const maria = await createNamed(admin, own.government.id, MARIA);
    const other = await createNamed(admin, own.government.id, 'Ana Diaz for Mayor 2024');
    await expectTRPCError(
      renameByItsGovernmentAdmin(own, other.id, 'M\u0430ria Lopez for Mayor 2024'),
      'CONFLICT',
      CAMPAIGN_MESSAGES.nameLookalike(MARIA),
    );
    await renameByItsGovernmentAdmin(own, maria.id, 'MARIA LOPEZ FOR MAYOR 2024');
    const [row] = await api.handle.db.select().from(campaigns).where(eq(campaigns.id, maria.id));
    // Keys kept with the new spelling, so the database still guards the name.
    expect(row).toMatchObject(nameWithSkeletons('MARIA LOPEZ FOR MAYOR 2024'));
  });
});
