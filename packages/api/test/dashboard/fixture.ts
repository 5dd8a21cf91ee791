import { campaigns, contributions, type Database, externalContributions } from '@portal/db';
import type { Office } from '@portal/domain';
import { contributionValues } from '../records/admin-records';
import { createGovernment } from '../support/factories';

/** Donor details that must never reach a public answer. */
export const PRIVATE_MARKERS = {
  lastName: 'Zebulonsky',
  address1: '1234 Secret Lane',
  email: 'hidden@donor.example',
  phone: '503-555-0199',
  employerName: 'Confidential Widgets',
};

/** A precise home point: it must leave the server only snapped to three decimals. */
export const HOME = { latitude: 45.5123456, longitude: -122.6789012 };

type ContributionRow = typeof contributions.$inferInsert;

/**
 * The small fixed data set the dashboard tests compute by hand. Campaign A (Mayor) has six
 * public donations, a city match, a draft, an archived row and one from 2022; campaign B
 * (Auditor) sits on the size borders; two non-participants file externally.
 */
export async function insertDashboardFixture(db: Database) {
  const government = await createGovernment(db);
  const governmentId = government.id;
  const insertCampaign = async (name: string, officeSought: Office) => {
    const [row] = await db
      .insert(campaigns)
      .values({ governmentId, name, officeSought })
      .returning();
    if (!row) throw new Error('no campaign');
    return row;
  };
  const a = await insertCampaign('Alice Ames for Mayor 2024', 'Mayor');
  const b = await insertCampaign('Bob Burr for Auditor 2024', 'Auditor');
  const c = await insertCampaign('Cy Cole for Council 2024', 'Councilor District 1');

  // A submitted cash gift of $1 whose donor details are the markers no public answer may show.
  const base = (campaignId: number): ContributionRow => ({
    ...contributionValues(
      { id: campaignId, governmentId },
      { amountCents: 100, status: 'submitted' },
    ),
    date: '2024-01-10',
    ...PRIVATE_MARKERS,
  });
  const rows: ContributionRow[] = [
    { ...base(a.id), amountCents: 2_500, batchId: 'a1', matchAmountCents: 2_000, ...HOME },
    { ...base(a.id), amountCents: 2_501, batchId: 'a1', city: 'Salem', status: 'processed' },
    {
      ...base(a.id),
      amountCents: 10_000,
      batchId: 'a2',
      contributorType: 'business',
      city: 'Seattle',
      state: 'WA',
    },
    {
      ...base(a.id),
      amountCents: 10_001,
      batchId: 'a3',
      contributorType: 'labor',
      subType: 'inkind_contribution',
      paymentMethod: null,
    },
    misc(base(a.id), 500),
    misc(base(a.id), 9_999),
    {
      ...base(a.id),
      amountCents: 18_000,
      batchId: 'a5',
      oaeType: 'public_matching_contribution',
      latitude: 45.5,
      longitude: -122.6,
    },
    { ...base(a.id), amountCents: 99_999, batchId: 'a6', status: 'draft', ...HOME },
    { ...base(a.id), amountCents: 50_000, batchId: 'a7', status: 'archived', ...HOME },
    { ...base(a.id), amountCents: 1_000, batchId: 'a8', date: '2022-12-31' },
    ...[25_000, 25_001, 100_000, 100_001].map((amountCents) => ({
      ...base(b.id),
      amountCents,
      batchId: 'b1',
      date: '2024-05-01',
    })),
    { ...base(c.id), amountCents: 4_000, batchId: 'c1', date: '2024-07-01' },
  ];
  await db.insert(contributions).values(rows);

  const external = (
    campaignName: string,
    officeSought: string,
    amountCents: number,
    more: Partial<typeof externalContributions.$inferInsert>,
  ) => ({
    governmentId,
    campaignName,
    officeSought,
    amountCents,
    date: '2024-06-01',
    contributorType: 'individual' as const,
    contributionSubType: 'cash' as const,
    city: 'Portland',
    state: 'OR',
    zip: '97202',
    ...more,
  });
  const externalRows = await db
    .insert(externalContributions)
    .values([
      external('Olive Out for Mayor 2024', 'Mayor', 5_000, { batchId: 'x1', ...HOME }),
      external('Olive Out for Mayor 2024', 'Mayor', 7_000, {
        batchId: 'x2',
        city: 'Beaverton',
        date: '2024-06-02',
      }),
      external('Otto Other for Auditor 2024', 'Auditor', 300, {
        batchId: 'x3',
        date: '2024-06-03',
      }),
    ])
    .returning();
  const olive = -(externalRows[0]?.id ?? 0);
  const otto = -(externalRows[2]?.id ?? 0);
  return { governmentId, a, b, c, olive, otto };
}

function misc(row: ContributionRow, amountCents: number): ContributionRow {
  return {
    ...row,
    amountCents,
    batchId: 'a4',
    type: 'other',
    subType: 'item_misc',
    paymentMethod: 'cash',
    contributorType: 'other',
  };
}
