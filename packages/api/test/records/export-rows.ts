import type { ContributionExportRow, ExpenditureExportRow } from '../../src/records/exports';

const moment = new Date('2024-03-05T18:30:00.000Z');

/** What every stored record of either kind carries: its campaign, status and timestamps. */
const storedRecord = {
  id: 1,
  governmentId: 1,
  campaignId: 1,
  campaignName: 'Ada for Mayor 2024',
  campaign: { id: 1, name: 'Ada for Mayor 2024' },
  createdById: null,
  status: 'submitted',
  version: 1,
  createdAt: moment,
  updatedAt: moment,
  submittedAt: moment,
} as const;

/** A stored contribution as the exporters read it; tests override what they look at. */
export const contributionRow = (
  overrides: Partial<ContributionExportRow> = {},
): ContributionExportRow => ({
  ...storedRecord,
  type: 'contribution',
  subType: 'cash',
  contributorType: 'individual',
  oaeType: 'matchable',
  inKindType: null,
  inKindDescription: null,
  paymentMethod: 'check',
  checkNumber: '1042',
  amount: 12.34,
  date: '2024-03-01',
  firstName: 'Ada',
  middleInitial: null,
  lastName: 'Lovelace',
  name: null,
  address1: '1 Main St',
  address2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  email: 'ada@example.org',
  phone: '(503) 555-1234',
  phoneType: 'mobile',
  occupation: 'Employed',
  occupationLetterDate: null,
  employerName: 'Analytical Engines',
  employerCity: 'Portland',
  employerState: 'OR',
  employerCountry: 'United States',
  notes: null,
  compliant: null,
  matchAmount: null,
  matchId: null,
  matchStrength: null,
  matchInPortland: null,
  batchId: null,
  latitude: null,
  longitude: null,
  ...overrides,
});

/** A stored expenditure as the exporters read it; tests override what they look at. */
export const expenditureRow = (
  overrides: Partial<ExpenditureExportRow> = {},
): ExpenditureExportRow => ({
  ...storedRecord,
  amount: 500,
  date: '2024-03-02',
  type: 'expenditure',
  subType: 'cash_expenditure',
  paymentMethod: 'check',
  checkNumber: '77',
  purpose: 'printing',
  payeeType: 'business',
  name: 'Rose City Printing',
  address1: '2 Oak Ave',
  address2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97202',
  notes: null,
  dateOriginalTransaction: null,
  vendorForOriginalPurchase: null,
  ...overrides,
});
