import {
  campaigns,
  contributions,
  type Database,
  expenditures,
  externalContributions,
} from '@portal/db';
import type { ExpenditurePurpose, ExpenditureStatus } from '@portal/domain';
import { contributionValues } from '../records/admin-records';
import { createGovernment } from '../support/factories';

/** Donor and payee details no campaign page may carry. */
export const PRIVATE_MARKERS = {
  lastName: 'Zebulonsky',
  address1: '1234 Secret Lane',
  payee: 'Hidden Payee Holdings',
  payeeStreet: '77 Unlisted Road',
};

type ContributionRow = typeof contributions.$inferInsert;

/**
 * A council campaign with gifts computed by hand in the tests: 97201 has five donors (one of
 * them gives twice), 97202 six, 97203 two large givers from out of state (folded into "other"
 * whatever they gave); a draft and an archived gift that never count; expenses by purpose.
 * A non-participant files with the state.
 */
export async function insertCampaignPageFixture(db: Database) {
  const governmentId = (await createGovernment(db)).id;
  const [cara] = await db
    .insert(campaigns)
    .values({
      governmentId,
      name: 'Cara Cruz for Council 2024',
      officeSought: 'Councilor District 1',
    })
    .returning();
  if (!cara) throw new Error('no campaign');
  const gift = (
    batchId: string,
    amountCents: number,
    more: Partial<ContributionRow> = {},
  ): ContributionRow => ({
    ...contributionValues({ id: cara.id, governmentId }, { amountCents, status: 'submitted' }),
    lastName: PRIVATE_MARKERS.lastName,
    address1: PRIVATE_MARKERS.address1,
    batchId,
    ...more,
  });
  const rows: ContributionRow[] = [
    ...['d1', 'd2', 'd3', 'd4', 'd5'].map((donor) =>
      gift(donor, 2_000, {
        date: '2024-01-08',
        zip: '97201',
        matchAmountCents: donor === 'd1' ? 1_800 : null,
      }),
    ),
    ...['e1', 'e2', 'e3', 'e4', 'e5', 'e6'].map((donor) =>
      gift(donor, 5_000, { date: '2024-01-10', zip: '97202', status: 'processed' }),
    ),
    ...['f1', 'f2'].map((donor) =>
      gift(donor, 30_000, { date: '2024-01-17', zip: '97203', city: 'Seattle', state: 'WA' }),
    ),
    gift('d1', 3_000, { date: '2024-01-17', zip: '97201-1234' }),
    gift('g1', 99_900, { date: '2024-01-17', zip: '97204', status: 'draft' }),
    gift('g2', 88_800, { date: '2024-01-17', zip: '97204', status: 'archived' }),
  ];
  await db.insert(contributions).values(rows);

  const expense = (
    amountCents: number,
    status: ExpenditureStatus,
    purpose: ExpenditurePurpose | null,
  ) => ({
    governmentId,
    campaignId: cara.id,
    status,
    amountCents,
    purpose,
    name: PRIVATE_MARKERS.payee,
    address1: PRIVATE_MARKERS.payeeStreet,
    date: '2024-01-12',
    type: 'expenditure' as const,
    subType: 'cash_expenditure' as const,
    paymentMethod: 'check' as const,
    payeeType: 'business' as const,
  });
  await db
    .insert(expenditures)
    .values([
      expense(50_000, 'submitted', 'printing'),
      expense(20_000, 'in_compliance', 'printing'),
      expense(10_000, 'submitted', null),
      expense(999_900, 'draft', 'wages'),
    ]);

  const filing = (amountCents: number, batchId: string, date: string, zip: string) => ({
    governmentId,
    campaignName: 'Nina Non for Council 2024',
    officeSought: 'Councilor District 1',
    amountCents,
    date,
    contributorType: 'individual' as const,
    contributionSubType: 'cash' as const,
    city: 'Portland',
    state: 'OR',
    zip,
    batchId,
  });
  const filings = await db
    .insert(externalContributions)
    .values([
      filing(10_000, 'n1', '2024-02-05', '97210'),
      filing(40_000, 'n2', '2024-02-06', '97210'),
      filing(2_500, 'n3', '2024-02-20', '97211'),
    ])
    .returning();
  const nina = -(filings[0]?.id ?? 0);
  return { governmentId, cara, nina, expense };
}
