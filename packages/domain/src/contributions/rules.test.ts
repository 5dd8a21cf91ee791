import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_PAYMENT_METHODS } from '../enums/contributions';
import { STATES } from '../enums/places';
import { expectFieldErrors } from '../records/schemas.test-support';
import type { ContributionFieldValues } from './fields';
import { newContributionForm, toContributionForm, toContributionPayload } from './form';
import { validateContribution } from './rules';
import { type ContributionForm, contributionFormSchema } from './schemas';
import { validForm } from './valid-form.test-support';

describe('validateContribution', () => {
  it('accepts a complete contribution', () => {
    expect(validateContribution(validForm())).toEqual({});
  });

  it.each([
    ['date', { date: '' }, 'Contribution date is required'],
    ['date', { date: '2024-02-30' }, 'Contribution date is required'],
    ['subType', { subType: '' }, 'The contribution subtype is required'],
    ['subType', { type: 'other', subType: 'cash' }, 'The contribution subtype is required'],
    ['amount', { amount: '' }, 'The contribution amount is required'],
    ['amount', { amount: 0 }, 'The amount must be greater than zero'],
    ['amount', { amount: 12.345 }, 'Amounts can have at most 2 decimals'],
    ['oaeType', { oaeType: '' }, 'OAE contribution type is required'],
    [
      'contributorType',
      { contributorType: 'alien', name: 'Acme' },
      'Contributor type must be one of: individual, business, family, labor, political_committee, political_party, unregistered, other',
    ],
    ['address1', { address1: '  ' }, 'Your street address is required'],
    ['city', { city: '' }, 'Your city is required'],
    ['state', { state: '' }, 'Your state is required'],
    ['state', { state: 'XX' }, `State must be one of: ${STATES.join(', ')}`],
    ['zip', { zip: '' }, 'Your zipcode is required'],
    ['zip', { zip: '9720' }, 'Zip code must be 5 digits'],
    ['zip', { zip: '972011' }, 'Zip code must be 5 digits'],
    ['phoneType', { phone: '(503) 555-1234' }, 'Please select a phone type'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email'],
    ['paymentMethod', { paymentMethod: '' }, 'Payment method type is required'],
    [
      'paymentMethod',
      { paymentMethod: 'barter' },
      `Payment method must be one of: ${CONTRIBUTION_PAYMENT_METHODS.values.join(', ')}`,
    ],
    [
      'subType',
      { subType: 'gift' },
      'Contribution subtype must be one of: cash, inkind_contribution, inkind_forgiven_account, inkind_forgiven_personal, inkind_paid_supervision',
    ],
    ['checkNumber', { paymentMethod: 'money_order' }, 'Money Order number is required.'],
    ['checkNumber', { paymentMethod: 'check', checkNumber: '12a' }, 'Must be a number'],
    ['firstName', { firstName: '' }, 'First name is required.'],
    ['lastName', { lastName: '' }, 'Last name is required.'],
    ['inKindType', { subType: 'inkind_contribution' }, 'Inkind type is required'],
    ['inKindType', { subType: 'inkind_forgiven_account' }, 'Inkind type is required'],
    ['inKindType', { subType: 'inkind_forgiven_personal' }, 'Inkind type is required'],
    ['name', { contributorType: 'business' }, 'Name of entity is required'],
    ['name', { contributorType: 'labor', name: ' ' }, 'Name of entity is required'],
    ['occupationLetterDate', { occupationLetterDate: 'soon' }, 'Enter a valid date'],
  ] satisfies [string, Partial<ContributionForm>, string][])(
    '%s: %j gives %s',
    (field, changes, message) => {
      expect(validateContribution(validForm(changes))).toEqual({ [field]: message });
    },
  );

  it('names the contribution types when a script sends another', () => {
    expect(validateContribution(validForm({ type: 'loan', subType: 'loan' }))).toEqual({
      type: 'Contribution type must be one of: contribution, other',
      subType:
        'Contribution subtype must be one of: cash, inkind_contribution, inkind_paid_supervision, inkind_forgiven_account, inkind_forgiven_personal, item_sold_fair_market, item_returned_check, item_misc, item_refund',
    });
  });

  it('resets the subtype with the type: no type means no subtype either', () => {
    expect(validateContribution(validForm({ type: '' }))).toEqual({
      type: 'A contribution type is required',
      subType: 'The contribution subtype is required',
    });
  });

  it.each([
    ['Ada', true],
    ['Mary Jane', true],
    ["D'Angelo", true],
    ['Smith-', true],
    ['Zoë', true],
    ['Ann ', true],
    ['-Ann', false],
    ["'Ann", false],
    [' Ann', false],
    ['Ann3', false],
    ['Ann.', false],
  ])('person name %j is accepted: %s', (name, accepted) => {
    const expected = accepted
      ? {}
      : { firstName: 'Names must only contain letters, hyphens, apostrophes, or spaces.' };
    expect(validateContribution(validForm({ firstName: name }))).toEqual(expected);
  });

  it.each([
    ['cash needs no check number', { paymentMethod: 'cash', checkNumber: '' }],
    ['a check needs no number on a contribution', { paymentMethod: 'check', checkNumber: '' }],
    [
      'other subtypes need no payment method',
      { type: 'other', subType: 'item_misc', paymentMethod: '' },
    ],
    [
      'in-kind ignores the hidden payment method',
      { subType: 'inkind_contribution', inKindType: 'postage', paymentMethod: 'barter' },
    ],
    ['paid supervision is not an in-kind form subtype', { subType: 'inkind_paid_supervision' }],
    [
      'entities need no person names',
      { contributorType: 'business', name: 'Acme', firstName: '', lastName: '' },
    ],
    ['family members are persons', { contributorType: 'family' }],
    ['no phone needs no phone type', { phone: '', phoneType: '' }],
    ['foreign postcodes are free-form', { state: 'Foreign', zip: 'SW1A 1AA' }],
    [
      'a stale letter date of a hidden field is ignored',
      { occupation: 'Not Employed', occupationLetterDate: 'x' },
    ],
  ] satisfies [string, Partial<ContributionForm>][])('accepts: %s', (_case, changes) => {
    expect(validateContribution(validForm(changes))).toEqual({});
  });

  it('runs on a stored record merged with a partial update', () => {
    const stored: ContributionFieldValues = { ...toContributionPayload(validForm()) };
    expect(validateContribution({ ...stored, contributorType: 'business' })).toEqual({
      name: 'Name of entity is required',
    });
    expect(validateContribution({ ...stored, amount: 25.5 })).toEqual({});
  });
});

describe('contributionFormSchema', () => {
  it('reports every failing field at once with the spec messages', () => {
    expectFieldErrors(contributionFormSchema, newContributionForm(), {
      date: 'Contribution date is required',
      subType: 'The contribution subtype is required',
      amount: 'The contribution amount is required',
      oaeType: 'OAE contribution type is required',
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      address1: 'Your street address is required',
      zip: 'Your zipcode is required',
    });
  });

  it('starts a new contribution with the spec defaults', () => {
    expect(newContributionForm()).toMatchObject({
      type: 'contribution',
      contributorType: 'individual',
      city: 'Portland',
      state: 'OR',
      employerCountry: 'United States',
    });
  });
});

describe('form <-> payload', () => {
  it('trims names, nulls blanks and clears fields the form hides', () => {
    const payload = toContributionPayload(
      validForm({
        firstName: ' Ada ',
        name: 'Left over entity',
        occupation: 'Not Employed',
        employerName: 'Stale employer',
        checkNumber: '77',
        phoneType: 'mobile',
      }),
    );
    expect(payload).toMatchObject({
      firstName: 'Ada',
      name: null,
      employerName: null,
      employerCountry: null,
      checkNumber: null,
      phone: null,
      phoneType: null,
      inKindType: null,
      paymentMethod: 'cash',
      amount: 20,
    });
  });

  it('keeps the employer for employed persons and drops names for entities', () => {
    const employed = toContributionPayload(
      validForm({ occupation: 'Employed', employerName: 'City' }),
    );
    expect(employed.employerName).toBe('City');
    expect(employed.employerCountry).toBe('United States');
    const entity = toContributionPayload(
      validForm({ contributorType: 'business', name: ' Acme ' }),
    );
    expect(entity).toMatchObject({ name: 'Acme', firstName: null, lastName: null });
  });

  it('clears the payment method of in-kind contributions', () => {
    const payload = toContributionPayload(
      validForm({ subType: 'inkind_contribution', inKindType: 'postage', paymentMethod: 'cash' }),
    );
    expect(payload).toMatchObject({ paymentMethod: null, inKindType: 'postage' });
  });

  it('turns a stored payload back into the same form values', () => {
    const form = validForm({ occupation: 'Employed', employerName: 'City', notes: 'hi' });
    const again = toContributionForm(toContributionPayload(form));
    expect(toContributionPayload(again)).toEqual(toContributionPayload(form));
    expect(again.address2).toBe('');
  });
});
