import { describe, expect, it } from 'vitest';
import {
  allowedContributionSubtypes,
  CONTRIBUTION_PAYMENT_METHOD_OPTIONS,
  CONTRIBUTION_SUBTYPES,
  CONTRIBUTOR_TYPES,
  contributionSubtypeOptions,
  IN_KIND_TYPES,
  isInKindFormSubtype,
  isPersonContributor,
} from './contributions';
import {
  allowedExpenditureSubtypes,
  EXPENDITURE_PURPOSES,
  EXPENSE_PAYMENT_METHODS,
  PAYEE_TYPES,
} from './expenditures';
import { type ChoiceList, choiceList, type ListName } from './lists';
import specLists from './lists.json';
import { MATCH_STRENGTH_COLORS } from './matching';
import { OFFICE_OPTIONS, STATES } from './places';
import {
  CONTRIBUTION_STATUS_FILTER_OPTIONS,
  contributionStatusParam,
  parseContributionStatus,
  parseExpenditureStatus,
  recordHeader,
} from './statuses';

describe('the spec lists of lists.json', () => {
  it.each(Object.keys(specLists) as ListName[])('%s has values, each with a label', (name) => {
    const list: ChoiceList<string> = choiceList(name);
    expect(list.values.length).toBeGreaterThan(0);
    expect(new Set(list.values).size).toBe(list.values.length);
    for (const value of list.values) expect(list.labels[value]?.trim()).toBeTruthy();
    expect(list.options).toEqual(
      list.values.map((value) => ({ value, label: list.labels[value] })),
    );
  });

  it('stores the spending categories the same way as in-kind types and as purposes', () => {
    const spending = IN_KIND_TYPES.values.filter((type) => type !== 'wages');
    expect(spending).toHaveLength(13);
    expect(EXPENDITURE_PURPOSES.values).toEqual([
      'wages',
      'cash_contribution',
      'personal_reimbursement',
      ...spending,
    ]);
    expect(IN_KIND_TYPES.values.at(-1)).toBe('wages');
  });

  it('gives payee types the stored values of contributor types', () => {
    expect(PAYEE_TYPES.values).toEqual(CONTRIBUTOR_TYPES.values);
  });

  it.each([
    ['contributionSubtype', 'cash', 'Cash Contribution'],
    ['contributionSubtype', 'inkind_contribution', 'In-Kind Contribution'],
    ['contributionSubtype', 'inkind_forgiven_account', 'In-Kind Forgiven Accounts Payable'],
    ['contributionSubtype', 'inkind_forgiven_personal', 'In-Kind /Forgiven Personal Expenditure'],
    ['contributionSubtype', 'item_sold_fair_market', 'Items Sold at Fair Market Value'],
    ['contributionSubtype', 'item_returned_check', 'Lost or Returned Check'],
    ['contributionSubtype', 'item_misc', 'Miscellaneous Other Receipt'],
    ['contributionSubtype', 'item_refund', 'Refunds and Rebates'],
    ['contributorType', 'individual', 'Individual'],
    ['contributorType', 'business', 'Business Entity'],
    ['contributorType', 'family', "Candidate's Immediate Family"],
    ['contributorType', 'labor', 'Labor Organization'],
    ['contributorType', 'political_committee', 'Political Committee'],
    ['contributorType', 'political_party', 'Political Party Committee'],
    ['contributorType', 'unregistered', 'Unregistered Committee'],
    ['contributorType', 'other', 'Other'],
    ['oaeType', 'seed', 'Seed Money'],
    ['oaeType', 'public_matching_contribution', 'Public Matching Contribution'],
    ['oaeType', 'inkind', 'In-Kind'],
    // The stored value is kept as the product stores it, although the label says "Contribution".
    ['expenditureSubtype', 'refund_of_expenditure', 'Refund of Contribution'],
    ['expenditurePurpose', 'wages', 'Wages'],
    ['expenditurePurpose', 'cash_contribution', 'Cash'],
    ['expenditurePurpose', 'personal_reimbursement', 'Reimbursement'],
    ['expenditurePurpose', 'print_advertising', 'Newspaper'],
    ['expenditurePurpose', 'preparation_of_advertising', 'Prep Ad'],
    ['expenditurePurpose', 'surveys_and_polls', 'Polling'],
  ] as const)('%s %s reads %s', (name, value, label) => {
    const list: ChoiceList<string> = choiceList(name);
    expect(list.labels[value]).toBe(label);
  });

  it('counts individuals and family as persons, no other contributor type', () => {
    expect(CONTRIBUTOR_TYPES.values.filter(isPersonContributor)).toEqual(['individual', 'family']);
  });

  it('hides the payment method for the in-kind subtypes of the form only', () => {
    expect(CONTRIBUTION_SUBTYPES.values.filter(isInKindFormSubtype)).toEqual([
      'inkind_contribution',
      'inkind_forgiven_account',
      'inkind_forgiven_personal',
    ]);
  });
});

describe('contribution enumerations', () => {
  it.each([
    [
      'contribution',
      [
        'cash',
        'inkind_contribution',
        'inkind_forgiven_account',
        'inkind_forgiven_personal',
        'inkind_paid_supervision',
      ],
    ],
    ['other', ['item_sold_fair_market', 'item_returned_check', 'item_misc', 'item_refund']],
    ['', []],
    ['bogus', []],
    [undefined, []],
    // Names every object inherits are not types either.
    ['toString', []],
    ['constructor', []],
  ])('type %s allows subtypes %j', (type, subtypes) => {
    expect(allowedContributionSubtypes(type)).toEqual(subtypes);
    expect(contributionSubtypeOptions(type).map((option) => option.value)).toEqual(subtypes);
  });

  it('offers every stored payment method except debit on the contribution form', () => {
    expect(CONTRIBUTION_PAYMENT_METHOD_OPTIONS.map((option) => option.label)).toEqual([
      'Cash',
      'Check',
      'Money Order',
      'Credit Card (Online)',
      'Credit Card (Paper Form)',
      'Electronic Funds Transfer',
    ]);
  });
});

describe('expenditure enumerations', () => {
  it.each([
    ['expenditure', ['accounts_payable', 'cash_expenditure', 'personal_expenditure']],
    ['other', ['accounts_payable_rescinded', 'cash_balance_adjustment']],
    ['other_disbursement', ['miscellaneous_other_disbursement', 'refund_of_expenditure']],
    ['', []],
    ['__proto__', []],
  ])('type %s allows subtypes %j', (type, subtypes) => {
    expect(allowedExpenditureSubtypes(type)).toEqual(subtypes);
  });

  it('labels payment methods and payee types as the spec lists them', () => {
    expect(Object.values(EXPENSE_PAYMENT_METHODS.labels)).toEqual([
      'Debit',
      'Check',
      'Money Order',
      'Credit Card Online',
      'Credit Card Paper',
    ]);
    expect(Object.values(PAYEE_TYPES.labels)).toEqual([
      'Individual',
      'Business',
      'Family',
      'Labor',
      'Political Committee',
      'Political Party',
      'Unregistered',
      'Other',
    ]);
  });
});

describe('statuses', () => {
  it.each([
    ['Draft', 'draft'],
    ['draft', 'draft'],
    ['Archived', 'archived'],
    ['Processed', 'processed'],
    ['Awaiting', 'awaiting'],
    ['Out of Compliance', 'out_of_compliance'],
    ['Out_of_compliance', 'out_of_compliance'],
    ['in_compliance', null],
    ['', null],
    [42, null],
  ])('reads contribution status %j as %s', (input, status) => {
    expect(parseContributionStatus(input)).toBe(status);
  });

  it.each([
    ['in_compliance', 'in_compliance'],
    ['In Compliance', 'in_compliance'],
    ['processed', null],
  ])('reads expenditure status %j as %s', (input, status) => {
    expect(parseExpenditureStatus(input)).toBe(status);
  });

  it('offers the contribution filter values of the spec, linkable as ?status=Draft', () => {
    expect(CONTRIBUTION_STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      'all',
      'Archived',
      'Draft',
      'Submitted',
      'Processed',
      'Awaiting',
    ]);
  });

  it('links a status with its stored value capitalised', () => {
    expect(contributionStatusParam('draft')).toBe('Draft');
    expect(contributionStatusParam('out_of_compliance')).toBe('Out_of_compliance');
  });

  it('writes the detail header with spaces for underscores', () => {
    expect(recordHeader(12, 'out_of_compliance')).toBe('#12 out of compliance');
  });
});

describe('places and matching', () => {
  it('lists Foreign first, then states and territories', () => {
    expect(STATES[0]).toBe('Foreign');
    expect(STATES).toEqual(expect.arrayContaining(['OR', 'WA', 'DC', 'PR', 'GU', 'VI']));
    expect(new Set(STATES).size).toBe(STATES.length);
  });

  it('offers the six offices', () => {
    const councilors = [1, 2, 3, 4].map((district) => `Councilor District ${district}`);
    expect(OFFICE_OPTIONS.map((option) => option.label)).toEqual([
      'Auditor',
      'Mayor',
      ...councilors,
    ]);
  });

  it('colours match strengths', () => {
    expect(MATCH_STRENGTH_COLORS).toEqual({
      none: 'red',
      weak: 'orange',
      strong: 'yellow',
      exact: 'green',
    });
  });
});
