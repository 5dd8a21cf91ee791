import type { ContributionRecord, ContributionRow, ExpenditureRecord } from '../records/api';

/** What every stored record of campaign 7 has, a draft whichever its kind. */
const storedRecord = (id: number, version: number) => ({
  id,
  status: 'draft' as const,
  version,
  campaign: { id: 7, name: 'Jane for Mayor 2024' },
  campaignId: 7,
  comments: [],
  governmentId: 1,
  createdAt: new Date('2024-03-01T17:00:00Z'),
  updatedAt: new Date('2024-03-05T17:07:00Z'),
  submittedAt: null,
  createdById: 2,
});

/** A stored contribution as `contributions.get` returns it (inferred from AppRouter). */
export function contributionRecord(
  overrides: Partial<ContributionRecord> = {},
): ContributionRecord {
  return {
    ...storedRecord(42, 3),
    amount: 25,
    matchAmount: null,
    matchId: null,
    matchStrength: null,
    compliant: null,
    matchInPortland: null,
    batchId: null,
    latitude: null,
    longitude: null,
    date: '2024-03-01',
    type: 'contribution',
    subType: 'cash',
    oaeType: 'matchable',
    contributorType: 'individual',
    firstName: 'Ana',
    middleInitial: null,
    lastName: 'Ruiz',
    name: null,
    address1: '1 Main St',
    address2: null,
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    email: null,
    phone: null,
    phoneType: null,
    occupation: null,
    occupationLetterDate: null,
    employerName: null,
    employerCity: null,
    employerState: null,
    employerCountry: null,
    checkNumber: null,
    paymentMethod: 'cash',
    inKindType: null,
    inKindDescription: null,
    notes: null,
    ...overrides,
  };
}

export function expenditureRecord(overrides: Partial<ExpenditureRecord> = {}): ExpenditureRecord {
  return {
    ...storedRecord(51, 1),
    amount: 120.5,
    date: '2024-03-02',
    type: 'expenditure',
    subType: 'cash_expenditure',
    checkNumber: null,
    paymentMethod: 'debit',
    purpose: null,
    payeeType: 'business',
    name: 'Print Shop',
    address1: null,
    address2: null,
    city: null,
    state: null,
    zip: null,
    notes: null,
    dateOriginalTransaction: null,
    vendorForOriginalPurchase: null,
    ...overrides,
  };
}

/** List rows as `contributions.list` answers them: the record, its campaign and display name. */
export const contributionRows = (count: number, from = 1): ContributionRow[] =>
  Array.from({ length: count }, (_, index) => ({
    ...contributionRecord({
      id: from + index,
      amount: 20,
      matchAmount: index === 0 ? 180 : null,
      status: 'submitted',
    }),
    campaignName: 'Jane for Mayor 2024',
    name: `Donor ${from + index}`,
  }));

export const emptyActivities = () => ({ data: [], page: 0, perPage: 5, total: 0 });
