import { type ContributionForm, contributionFormSchema, newContributionForm } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { contributionFields } from './contribution-fields';
import { fieldOrder, whatStopsSaving } from './missing-fields';

const validCashGift = (changes: Partial<ContributionForm> = {}): ContributionForm => ({
  ...newContributionForm(),
  date: '2024-03-01',
  subType: 'cash',
  amount: 25,
  oaeType: 'matchable',
  paymentMethod: 'cash',
  firstName: 'Ana',
  lastName: 'Ruiz',
  address1: '1 Main St',
  zip: '97201',
  ...changes,
});

const missingOf = (values: ContributionForm, errors: Record<string, unknown> = {}) =>
  whatStopsSaving(contributionFormSchema, values, errors, fieldOrder(contributionFields(values)));

describe('whatStopsSaving', () => {
  it('lists every required field of a new contribution, in the order the form shows them', () => {
    expect(missingOf(newContributionForm()).map((item) => item.field)).toEqual([
      'date',
      'subType',
      'amount',
      'oaeType',
      'firstName',
      'lastName',
      'address1',
      'zip',
    ]);
  });

  it('says what each field needs in the words the server uses', () => {
    const missing = missingOf(validCashGift({ zip: '', date: '' }));
    expect(missing).toEqual([
      { field: 'date', message: 'Contribution date is required' },
      { field: 'zip', message: 'Your zipcode is required' },
    ]);
  });

  it('is empty once the form can be saved', () => {
    expect(missingOf(validCashGift())).toEqual([]);
  });

  it('follows the form: a phone asks for its type, a business for its name', () => {
    expect(missingOf(validCashGift({ phone: '(503) 555-0100' })).map((item) => item.field)).toEqual(
      ['phoneType'],
    );
    const business = validCashGift({ contributorType: 'business', firstName: '', lastName: '' });
    expect(missingOf(business).map((item) => item.field)).toEqual(['name']);
  });

  it("lists the field's own message when it shows one, such as a date that cannot exist", () => {
    const typedBadDate = 'Date of Contribution is not a valid date: use MM/DD/YYYY';
    expect(missingOf(validCashGift({ date: '' }), { date: typedBadDate })).toEqual([
      { field: 'date', message: typedBadDate },
    ]);
  });
});
