import type { DatabaseHandle } from '../client';
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

/** A fresh database holding the City of Portland and one mayoral campaign of it. */
export async function databaseWithCampaign(): Promise<RecordOwner & { handle: DatabaseHandle }> {
  const handle = await createTestDatabase();
  const [government] = await handle.db
    .insert(governments)
    .values({ name: 'City of Portland' })
    .returning();
  const governmentId = government?.id ?? 0;
  const [campaign] = await handle.db
    .insert(campaigns)
    .values({ governmentId, name: 'Jane Doe for Mayor 2024', officeSought: 'Mayor' })
    .returning();
  return { handle, governmentId, campaignId: campaign?.id ?? 0 };
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
