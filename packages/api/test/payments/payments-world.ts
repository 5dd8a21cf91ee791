import { campaigns, contributions } from '@portal/db';
import type { Office } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { contributionRow, createCampaign, createGovernment } from '../support/factories';
import { type Browser, signInWithGrant, type TestApi } from '../support/harness';

/** The election the payments tests run: small thresholds and caps so a few gifts reach them. */
export const ELECTION = {
  electionName: 'General election 2026',
  contributionsFrom: '2026-01-01',
  electionDate: '2026-11-03',
  paymentDates: ['2026-06-01', '2026-09-01'],
};

export interface PaymentsWorld {
  governmentId: number;
  admin: Browser;
  campaignIds: number[];
  /** A campaign user of the first campaign. */
  campaignStaff: Browser;
  programmeId: number;
}

/**
 * A government with campaigns running for `offices`, its admin, a staff member of the first
 * campaign, and the election's settings: a cap of `capCents` and a threshold of `threshold`
 * donors for every office.
 */
export async function paymentsWorld(
  api: TestApi,
  options: { offices: Office[]; capCents: number; threshold: number },
): Promise<PaymentsWorld> {
  const { db } = api.handle;
  const governmentId = (await createGovernment(db)).id;
  const campaignIds: number[] = [];
  for (const office of options.offices) {
    const campaign = await createCampaign(db, governmentId);
    await db.update(campaigns).set({ officeSought: office }).where(eq(campaigns.id, campaign.id));
    campaignIds.push(campaign.id);
  }
  const admin = await signInWithGrant(api, { role: 'government_admin', governmentId });
  const campaignStaff = await signInWithGrant(api, {
    role: 'campaign_staff',
    governmentId,
    campaignId: campaignIds[0] ?? 0,
  });
  const programme = await admin.call((trpc) =>
    trpc.paymentSettings.save({
      governmentId,
      ...ELECTION,
      offices: [...new Set(options.offices)].map((office) => ({
        office,
        capCents: options.capCents,
        qualifyingContributions: options.threshold,
      })),
    }),
  );
  return { governmentId, admin, campaignIds, campaignStaff, programmeId: programme.id };
}

let nextDonor = 1;

/**
 * Writes a gift straight to the table, as the city's review left it: by default a processed,
 * compliant $20 gift of a new Portland donor matched in full (public money $180).
 */
export async function addGift(
  api: TestApi,
  world: { governmentId: number },
  campaignId: number,
  overrides: Partial<typeof contributions.$inferInsert> = {},
): Promise<number> {
  const [row] = await api.handle.db
    .insert(contributions)
    .values({
      ...contributionRow(world.governmentId, campaignId),
      amountCents: 2_000,
      date: '2026-03-01',
      status: 'processed',
      compliant: true,
      matchAmountCents: 2_000,
      matchInPortland: true,
      donorKey: `voter:${nextDonor++}`,
      ...overrides,
    })
    .returning({ id: contributions.id });
  if (!row) throw new Error('no contribution row');
  return row.id;
}

/** Several default gifts: the ids. */
export async function addGifts(
  api: TestApi,
  world: { governmentId: number },
  campaignId: number,
  howMany: number,
  overrides: Partial<typeof contributions.$inferInsert> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let made = 0; made < howMany; made += 1)
    ids.push(await addGift(api, world, campaignId, overrides));
  return ids;
}
