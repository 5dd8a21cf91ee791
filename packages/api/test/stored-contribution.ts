import type { contributions } from '@portal/db';

type ContributionInsert = typeof contributions.$inferInsert;

/**
 * A valid contribution row for a plain insert, as a script or an import writes it (no API
 * rules): a cash gift of $1 by an individual in Portland; tests override what they vary.
 */
export const storedContribution = (
  owner: { governmentId: number; campaignId: number },
  overrides: Partial<ContributionInsert> = {},
): ContributionInsert => ({
  ...owner,
  type: 'contribution',
  subType: 'cash',
  contributorType: 'individual',
  oaeType: 'matchable',
  amountCents: 100,
  date: '2024-03-15',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  ...overrides,
});
