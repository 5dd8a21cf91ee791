import { contributions, type Database, expenditures } from '@portal/db';
import type { ContributionStatus, ContributionSubtype, ExpenditureStatus } from '@portal/domain';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/*
 * Rows written straight into the database, for tests of read-only figures (summary, campaign
 * totals, search) that must not depend on the record-writing procedures.
 */

type Campaign = { id: number; governmentId: number };

export interface ContributionRow {
  amountCents: number;
  status?: ContributionStatus;
  matchAmountCents?: number | null;
  subType?: ContributionSubtype;
  firstName?: string;
  lastName?: string;
}

export interface ExpenditureRow {
  amountCents: number;
  status?: ExpenditureStatus;
  name?: string;
}

/** Whose a record is, where it stands and its amount: the columns both kinds share. */
const ownedBy = <Status extends string>(
  campaign: Campaign,
  row: { amountCents: number; status?: Status },
) => ({
  governmentId: campaign.governmentId,
  campaignId: campaign.id,
  status: row.status ?? ('draft' as const),
  amountCents: row.amountCents,
});

/** Inserts one row and answers it as stored. */
async function insertOne<Table extends PgTable>(
  db: Database,
  table: Table,
  values: Table['$inferInsert'],
): Promise<Table['$inferSelect']> {
  const [inserted] = (await db
    .insert(table)
    .values(values as never)
    .returning()) as Table['$inferSelect'][];
  if (!inserted) throw new Error(`no row inserted into ${getTableName(table)}`);
  return inserted;
}

/** The insert values of a valid cash contribution from an individual, as the tests vary it. */
export const contributionValues = (campaign: Campaign, row: ContributionRow) => ({
  ...ownedBy(campaign, row),
  matchAmountCents: row.matchAmountCents ?? null,
  subType: row.subType ?? 'cash',
  firstName: row.firstName ?? 'Pat',
  lastName: row.lastName ?? 'Donor',
  type: 'contribution' as const,
  contributorType: 'individual' as const,
  oaeType: 'matchable' as const,
  paymentMethod: 'check' as const,
  date: '2024-03-01',
  address1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
});

export const addContribution = (db: Database, campaign: Campaign, row: ContributionRow) =>
  insertOne(db, contributions, contributionValues(campaign, row));

export const addExpenditure = (db: Database, campaign: Campaign, row: ExpenditureRow) =>
  insertOne(db, expenditures, {
    ...ownedBy(campaign, row),
    name: row.name ?? 'Print Shop LLC',
    date: '2024-03-02',
    type: 'expenditure',
    subType: 'cash_expenditure',
    paymentMethod: 'check',
    payeeType: 'business',
  });

/** Each row in turn, so ids follow the table's order. */
export async function addContributions(db: Database, campaign: Campaign, rows: ContributionRow[]) {
  for (const row of rows) await addContribution(db, campaign, row);
}

export async function addExpenditures(db: Database, campaign: Campaign, rows: ExpenditureRow[]) {
  for (const row of rows) await addExpenditure(db, campaign, row);
}
