import {
  newContributionForm,
  newExpenseForm,
  toContributionPayload,
  toExpenditurePayload,
} from '@portal/domain';
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

/**
 * A stored contribution as `contributions.get` returns it (inferred from AppRouter). Its fields are
 * what the domain's normaliser stores for this form (its fields in the form's order), so blanks
 * and hidden fields are null as the API would store them.
 */
export function contributionRecord(
  overrides: Partial<ContributionRecord> = {},
): ContributionRecord {
  return {
    ...storedRecord(42, 3),
    ...toContributionPayload({
      ...newContributionForm(),
      date: '2024-03-01',
      subType: 'cash',
      amount: 25,
      oaeType: 'matchable',
      firstName: 'Ana',
      lastName: 'Ruiz',
      address1: '1 Main St',
      zip: '97201',
      paymentMethod: 'cash',
    }),
    // What the government's review adds: not reviewed, matched nor geocoded yet.
    matchAmount: null,
    matchId: null,
    matchStrength: null,
    compliant: null,
    matchInPortland: null,
    batchId: null,
    latitude: null,
    longitude: null,
    ...overrides,
  };
}

/** A stored expenditure as `expenditures.get` returns it, stored from this expense form. */
export function expenditureRecord(overrides: Partial<ExpenditureRecord> = {}): ExpenditureRecord {
  return {
    ...storedRecord(51, 1),
    ...toExpenditurePayload({
      ...newExpenseForm(),
      amount: 120.5,
      date: '2024-03-02',
      expenditureType: 'expenditure',
      expenditureSubType: 'cash_expenditure',
      paymentMethod: 'debit',
      payeeType: 'business',
      payeeName: 'Print Shop',
    }),
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
