import type { CreateContributionInput } from '@portal/domain';

// Exported as `@portal/api/testing/record-inputs`: the server's REST tests send the same records
// through its routes, so both layers agree on what a valid record is.

/** A valid individual cash contribution as the New Contribution form sends it. */
export const contributionInput = (
  campaignId: number,
  overrides: Partial<CreateContributionInput> = {},
): CreateContributionInput => ({
  campaignId,
  date: '2024-03-01',
  type: 'contribution',
  subType: 'cash',
  amount: 12.34,
  oaeType: 'matchable',
  contributorType: 'individual',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  paymentMethod: 'cash',
  ...overrides,
});

/** A valid cash expenditure as the New Expense form sends it, the payee's address left out. */
export const expenditureWithoutAddress = (campaignId: number) => ({
  campaignId,
  amount: 45.67,
  date: '2024-04-02',
  type: 'expenditure',
  subType: 'cash_expenditure',
  paymentMethod: 'debit',
  payeeType: 'business',
  name: 'Print Shop',
});

/** The same expenditure with the payee's address; tests override what they look at. */
export const expenditureInput = (campaignId: number, overrides: Record<string, unknown> = {}) => ({
  ...expenditureWithoutAddress(campaignId),
  address1: '2 Oak St',
  city: 'Portland',
  state: 'OR',
  zip: '97202',
  ...overrides,
});
