import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import {
  activities,
  activityAttachments,
  campaigns,
  contributions,
  expenditures,
  externalContributions,
  governments,
  permissions,
  users,
} from '../src/schema';
import {
  type ContributionInsert,
  databaseWithCampaign,
  type ExpenditureInsert,
  externalFiling,
  validContribution as fixtureContribution,
  validExpenditure as fixtureExpenditure,
} from '../src/testing';

/** The name of the constraint a failed write broke (drizzle wraps the driver's error). */
async function brokenConstraint(write: Promise<unknown>): Promise<string | null> {
  try {
    await write;
    return null;
  } catch (error) {
    const texts = [error, (error as { cause?: unknown }).cause].map((part) =>
      part instanceof Error ? part.message : '',
    );
    const match = texts.join('\n').match(/constraint "([^"]+)"/);
    return match?.[1] ?? texts.join(' | ');
  }
}

describe('check constraints', () => {
  let handle: DatabaseHandle;
  let governmentId: number;
  let campaignId: number;
  let validContribution: ContributionInsert;
  let validExpenditure: ExpenditureInsert;

  beforeAll(async () => {
    ({ handle, governmentId, campaignId } = await databaseWithCampaign());
    validContribution = fixtureContribution({ governmentId, campaignId });
    validExpenditure = fixtureExpenditure({ governmentId, campaignId });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('store a valid contribution with its calendar date and default status', async () => {
    const [row] = await handle.db.insert(contributions).values(validContribution).returning();
    expect(row).toMatchObject({
      status: 'draft',
      date: '2024-03-05',
      amountCents: 2500,
      version: 1,
    });
  });

  it.each<[string, Partial<ContributionInsert>, string | null]>([
    ['amount of -1 cent', { amountCents: -1 }, 'contributions_amount_not_negative'],
    ['amount of 0 cents', { amountCents: 0 }, null],
    ['amount of 1 cent', { amountCents: 1 }, null],
    [
      'match amount of -1 cent',
      { matchAmountCents: -1 },
      'contributions_match_amount_not_negative',
    ],
    ['match amount of 0 cents', { matchAmountCents: 0 }, null],
    ['capitalised status', { status: 'Draft' as never }, 'contributions_status_valid'],
    ['status out_of_compliance', { status: 'out_of_compliance' }, null],
    ['unknown type', { type: 'gift' as never }, 'contributions_type_valid'],
    ['unknown subtype', { subType: 'inkind' as never }, 'contributions_sub_type_valid'],
    [
      'unknown contributor type',
      { contributorType: 'person' as never },
      'contributions_contributor_type_valid',
    ],
    ['unknown oaeType', { oaeType: 'not participating' as never }, 'contributions_oae_type_valid'],
    [
      'unknown payment method',
      { paymentMethod: 'bitcoin' as never },
      'contributions_payment_method_valid',
    ],
    ['no payment method (in-kind)', { paymentMethod: null }, null],
    ['unknown phone type', { phoneType: 'fax' as never }, 'contributions_phone_type_valid'],
    [
      'unknown match strength',
      { matchStrength: 'perfect' as never },
      'contributions_match_strength_valid',
    ],
    ['latitude without longitude', { latitude: 45.5 }, 'contributions_point_complete'],
    ['a whole point', { latitude: 45.5, longitude: -122.6 }, null],
    ['version 0', { version: 0 }, 'contributions_version_positive'],
  ])('contribution with %s', async (_name, change, constraint) => {
    const write = handle.db.insert(contributions).values({ ...validContribution, ...change });
    expect(await brokenConstraint(write)).toBe(constraint);
  });

  it.each<[string, Partial<ExpenditureInsert>, string | null]>([
    ['amount of -1 cent', { amountCents: -1 }, 'expenditures_amount_not_negative'],
    ['amount of 0 cents', { amountCents: 0 }, null],
    ['unknown status', { status: 'approved' as never }, 'expenditures_status_valid'],
    ['status in_compliance', { status: 'in_compliance' }, null],
    ['unknown type', { type: 'spending' as never }, 'expenditures_type_valid'],
    [
      'unknown subtype',
      { subType: 'refund_of_contribution' as never },
      'expenditures_sub_type_valid',
    ],
    [
      'unknown payment method',
      { paymentMethod: 'cash' as never },
      'expenditures_payment_method_valid',
    ],
    ['unknown purpose', { purpose: 'polling' as never }, 'expenditures_purpose_valid'],
    ['purpose surveys_and_polls', { purpose: 'surveys_and_polls' }, null],
    ['unknown payee type', { payeeType: 'Business' as never }, 'expenditures_payee_type_valid'],
  ])('expenditure with %s', async (_name, change, constraint) => {
    const write = handle.db.insert(expenditures).values({ ...validExpenditure, ...change });
    expect(await brokenConstraint(write)).toBe(constraint);
  });

  it("refuse a record naming a government that is not its campaign's, however it is written", async () => {
    const [county] = await handle.db.insert(governments).values({ name: 'County' }).returning();
    const otherGovernmentId = county?.id ?? 0;
    const elsewhere = { governmentId: otherGovernmentId };
    const inserts = [
      [
        handle.db.insert(contributions).values({ ...validContribution, ...elsewhere }),
        'contributions',
      ],
      [
        handle.db.insert(expenditures).values({ ...validExpenditure, ...elsewhere }),
        'expenditures',
      ],
    ] as const;
    for (const [insert, table] of inserts)
      expect(await brokenConstraint(insert)).toBe(`${table}_campaign_government_fk`);
    const [stored] = await handle.db.insert(contributions).values(validContribution).returning();
    expect(
      await brokenConstraint(
        handle.db
          .update(contributions)
          .set({ governmentId: otherGovernmentId })
          .where(eq(contributions.id, stored?.id ?? 0)),
      ),
    ).toBe('contributions_campaign_government_fk');
    // Nor may the campaign move to another government under its records.
    expect(
      await brokenConstraint(
        handle.db
          .update(campaigns)
          .set({ governmentId: otherGovernmentId })
          .where(eq(campaigns.id, campaignId)),
      ),
    ).toMatch(/_campaign_government_fk$/);
  });

  // One key checks both: the campaign exists, and the record's government is its campaign's.
  it('refuse a record naming a campaign or government that does not exist', async () => {
    const missing = { campaignId: 2_000_000_000 };
    expect(
      await brokenConstraint(
        handle.db.insert(contributions).values({ ...validContribution, ...missing }),
      ),
    ).toBe('contributions_campaign_government_fk');
    expect(
      await brokenConstraint(
        handle.db.insert(expenditures).values({ ...validExpenditure, governmentId: 2_000_000_000 }),
      ),
    ).toBe('expenditures_campaign_government_fk');
    // Nor may a campaign with records be deleted from under them.
    await handle.db.insert(contributions).values(validContribution);
    expect(
      await brokenConstraint(handle.db.delete(campaigns).where(eq(campaigns.id, campaignId))),
    ).toMatch(/_campaign_government_fk$/);
  });

  it('refuse an external contribution with a negative amount', async () => {
    const write = handle.db
      .insert(externalContributions)
      .values(externalFiling(governmentId, { amountCents: -100 }));
    expect(await brokenConstraint(write)).toBe('external_contributions_amount_not_negative');
  });

  it('refuse a second role for one person in one organisation, in a campaign or a government', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ email: 'twice@example.org', firstName: 'T', lastName: 'W', status: 'active' })
      .returning({ id: users.id });
    const userId = user?.id ?? 0;
    const staff = { userId, role: 'campaign_staff', governmentId, campaignId };
    const admin = { userId, role: 'government_admin', governmentId, campaignId: null };
    await handle.db.insert(permissions).values([staff, admin]);
    for (const again of [{ ...staff, role: 'campaign_admin' }, admin])
      expect(await brokenConstraint(handle.db.insert(permissions).values(again))).toBe(
        'permissions_user_organisation_key',
      );
  });

  it('mark external contributions as not participating by default', async () => {
    const [row] = await handle.db
      .insert(externalContributions)
      .values(externalFiling(governmentId))
      .returning();
    expect(row?.oaeType).toBe('not participating');
  });

  describe('activity attachments', () => {
    let activityId: number;
    beforeAll(async () => {
      const [activity] = await handle.db
        .insert(activities)
        .values({ governmentId, campaignId, activityType: 'other', notes: 'Receipt attached' })
        .returning();
      activityId = activity?.id ?? 0;
    });

    it('keep the bytes of a file exactly', async () => {
      const content = new Uint8Array([0, 1, 2, 253, 254, 255, 37, 80, 68, 70]);
      const [stored] = await handle.db
        .insert(activityAttachments)
        .values({
          activityId,
          fileName: 'receipt.pdf',
          contentType: 'application/pdf',
          sizeBytes: content.length,
          content,
        })
        .returning({ id: activityAttachments.id });
      const [read] = await handle.db
        .select()
        .from(activityAttachments)
        .where(eq(activityAttachments.id, stored?.id ?? 0));
      expect(new Uint8Array(read?.content ?? [])).toEqual(content);
    });

    it('refuse a size that does not match the bytes', async () => {
      const write = handle.db.insert(activityAttachments).values({
        activityId,
        fileName: 'receipt.pdf',
        contentType: 'application/pdf',
        sizeBytes: 4,
        content: new Uint8Array([1, 2, 3]),
      });
      expect(await brokenConstraint(write)).toBe('activity_attachments_size_matches');
    });
  });
});
