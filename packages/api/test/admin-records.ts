import { contributions, type Database, expenditures } from '@portal/db';
import type { ContributionStatus, ContributionSubtype, ExpenditureStatus } from '@portal/domain';

/**
 * Rows written straight into the database, for tests of read-only figures (summary, campaign
 * totals, search) that must not depend on the record-writing procedures.
 */
export async function addContribution(
  db: Database,
  campaign: { id: number; governmentId: number },
  row: {
    amountCents: number;
    status?: ContributionStatus;
    matchAmountCents?: number | null;
    subType?: ContributionSubtype;
    firstName?: string;
    lastName?: string;
  },
) {
  const [inserted] = await db
    .insert(contributions)
    .values({
      governmentId: campaign.governmentId,
      campaignId: campaign.id,
      status: row.status ?? 'draft',
      type: 'contribution',
      subType: row.subType ?? 'cash',
      contributorType: 'individual',
      oaeType: 'matchable',
      paymentMethod: 'check',
      amountCents: row.amountCents,
      matchAmountCents: row.matchAmountCents ?? null,
      date: '2024-03-01',
      firstName: row.firstName ?? 'Pat',
      lastName: row.lastName ?? 'Donor',
      address1: '1 Main St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
    })
    .returning();
  if (!inserted) throw new Error('no contribution row');
  return inserted;
}

export async function addExpenditure(
  db: Database,
  campaign: { id: number; governmentId: number },
  row: { amountCents: number; status?: ExpenditureStatus; name?: string },
) {
  const [inserted] = await db
    .insert(expenditures)
    .values({
      governmentId: campaign.governmentId,
      campaignId: campaign.id,
      status: row.status ?? 'draft',
      amountCents: row.amountCents,
      date: '2024-03-02',
      type: 'expenditure',
      subType: 'cash_expenditure',
      paymentMethod: 'check',
      payeeType: 'business',
      name: row.name ?? 'Print Shop LLC',
    })
    .returning();
  if (!inserted) throw new Error('no expenditure row');
  return inserted;
}
