import { describe, expect, it } from 'vitest';
import { type ChoiceList, choiceList, type ListName } from './lists';
import specLists from './lists.json';

const listNames = Object.keys(specLists) as ListName[];

/** The ways a script may write one spelling: as given, in other cases, other separators. */
const respellings = (text: string): string[] => [
  text,
  text.toUpperCase(),
  text.toLowerCase(),
  text.replace(/[ _-]/g, '_'),
  text.replace(/[ _-]/g, ' '),
  text.replace(/[ _-]/g, '-'),
  ` ${text} `,
];

describe('ChoiceList.parse', () => {
  it.each(listNames)('%s reads each value and label, however spelled, as that value', (name) => {
    const list: ChoiceList<string> = choiceList(name);
    // A label that collided with another value's spelling or label would read as that value.
    for (const value of list.values)
      for (const spelling of [...respellings(value), ...respellings(list.labels[value] ?? '')])
        expect([spelling, list.parse(spelling)]).toEqual([spelling, value]);
  });

  it.each([
    // The calls of the issue: expense labels as spec section 3 writes them.
    ['expensePaymentMethod', 'Debit', 'debit'],
    ['expensePaymentMethod', 'Credit Card Online', 'credit_card_online'],
    ['payeeType', 'Business', 'business'],
    ['payeeType', 'Political Party', 'political_party'],
    ['expenditureSubtype', 'Cash Balance Adjustment', 'cash_balance_adjustment'],
    ['inKindType', 'Broadcast Advertising', 'broadcast_advertising'],
    // Labels that do not spell their value.
    ['inKindType', 'Literature/Brochures/Printing', 'printing'],
    ['inKindType', 'literature/brochures/printing', 'printing'],
    ['inKindType', 'Newspaper and Other Periodical Advertising', 'print_advertising'],
    ['inKindType', 'Wages/Salaries/Benefits', 'wages'],
    ['expenditureSubtype', 'Refund of Contribution', 'refund_of_expenditure'],
    ['expenditureSubtype', 'refund-of-expenditure', 'refund_of_expenditure'],
    ['contributorType', 'Business Entity', 'business'],
    ['contributorType', "Candidate's Immediate Family", 'family'],
    ['contributionSubtype', 'Cash Contribution', 'cash'],
    ['contributionSubtype', 'In-Kind /Forgiven Personal Expenditure', 'inkind_forgiven_personal'],
    ['contributionSubtype', 'In Kind Contribution', 'inkind_contribution'],
    ['contributionPaymentMethod', 'Credit Card (Online)', 'credit_card_online'],
    ['contributionPaymentMethod', 'credit card online', 'credit_card_online'],
    ['oaeType', 'In-Kind', 'inkind'],
    ['oaeType', 'Seed Money', 'seed'],
    ['expenditurePurpose', 'Polling', 'surveys_and_polls'],
    ['expenditurePurpose', 'Cash', 'cash_contribution'],
    ['expenditureType', 'Other Disbursement', 'other_disbursement'],
    ['expenditureType', 'Other', 'other'],
    ['role', 'Campaign Staff', 'campaign_staff'],
    ['matchStrength', 'No Match', 'none'],
    // Each list reads its own labels only: a contributor type's label is no payee type's.
    ['payeeType', 'Business Entity', null],
    ['expensePaymentMethod', 'Cash', null],
    ['expensePaymentMethod', 'Credit Card', null],
    ['expenditurePurpose', 'Literature/Brochures/Printing', null],
    ['inKindType', 'Literature Brochures Printing', null],
    ['payeeType', 'robot', null],
    ['payeeType', '', null],
    ['payeeType', 'toString', null],
    ['payeeType', 3, null],
    ['payeeType', null, null],
  ] as const)('%s reads %j as %s', (name, spelling, value) => {
    const list: ChoiceList<string> = choiceList(name);
    expect(list.parse(spelling)).toBe(value);
  });
});
