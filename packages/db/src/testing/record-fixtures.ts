import type { DatabaseHandle } from '../client';
import type { DbOrTx } from '../database-types';
import {
  campaigns,
  type contributions,
  type expenditures,
  type externalContributions,
  governments,
} from '../schema';
import { createTestDatabase } from './databases';

export type ContributionInsert = typeof contributions.$inferInsert;
export type ExpenditureInsert = typeof expenditures.$inferInsert;
type ExternalContributionInsert = typeof externalContributions.$inferInsert;

/** Where a record belongs: its government and campaign. */
export interface RecordOwner {
  governmentId: number;
  campaignId: number;
}

/** Governments of these names: their ids, in the same order. */
export async function insertGovernments(db: DbOrTx, ...names: string[]): Promise<number[]> {
  const rows = await db
    .insert(governments)
    .values(names.map((name) => ({ name })))
    .returning({ id: governments.id });
  return rows.map((row) => row.id);
}

/** These campaigns: their ids, in the same order. */
export async function insertCampaigns(
  db: DbOrTx,
  values: (typeof campaigns.$inferInsert)[],
): Promise<number[]> {
  const rows = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  return rows.map((row) => row.id);
}

/** A fresh database holding the City of Portland and one mayoral campaign of it. */
export async function databaseWithCampaign(): Promise<RecordOwner & { handle: DatabaseHandle }> {
  const handle = await createTestDatabase();
  const [governmentId = 0] = await insertGovernments(handle.db, 'City of Portland');
  const [campaignId = 0] = await insertCampaigns(handle.db, [
    { governmentId, name: 'Jane Doe for Mayor 2024', officeSought: 'Mayor' },
  ]);
  return { handle, governmentId, campaignId };
}

/** An individual's $25 check from a Portland address: every constraint accepts it. */
export const validContribution = (owner: RecordOwner): ContributionInsert => ({
  ...owner,
  type: 'contribution',
  subType: 'cash',
  contributorType: 'individual',
  oaeType: 'matchable',
  paymentMethod: 'check',
  amountCents: 2500,
  date: '2024-03-05',
  firstName: 'Ana',
  lastName: 'Diaz',
  address1: '123 SE Division St',
  city: 'Portland',
  state: 'OR',
  zip: '97202',
});

/** A $120 debit-card payment to a print shop: every constraint accepts it. */
export const validExpenditure = (owner: RecordOwner): ExpenditureInsert => ({
  ...owner,
  amountCents: 12000,
  date: '2024-03-05',
  type: 'expenditure',
  subType: 'cash_expenditure',
  paymentMethod: 'debit',
  payeeType: 'business',
  name: 'Stumptown Print Co',
});

/** A cash gift from an individual to a non-participating campaign, as the state lists it. */
export const externalFiling = (
  governmentId: number,
  values: Partial<ExternalContributionInsert> = {},
): ExternalContributionInsert => ({
  governmentId,
  campaignName: 'Victor Hale for Mayor 2024',
  officeSought: 'Mayor',
  date: '2024-02-01',
  amountCents: 10000,
  contributorType: 'individual',
  contributionSubType: 'cash',
  ...values,
});
