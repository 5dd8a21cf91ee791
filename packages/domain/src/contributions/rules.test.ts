import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_PAYMENT_METHODS } from '../enums/contributions';
import { STATES } from '../enums/places';
import { expectFieldErrors } from '../records/schemas.test-support';
import type { ContributionFieldValues } from './fields';
import { newContributionForm, toContributionForm, toContributionPayload } from './form';
import { validateContribution } from './rules';
import {
  type ContributionForm,
  contributionFormSchema,
  contributionPayloadSchema,
  createContributionInputSchema,
  updateContributionInputSchema,
} from './schemas';

/** A complete, valid cash contribution from an individual, as the form holds it. */
const validForm = (changes: Partial<ContributionForm> = {}): ContributionForm => ({
  ...newContributionForm(),
  date: '2024-03-01',
  subType: 'cash',
  amount: 20,
  oaeType: 'matchable',
  firstName: 'Ada',
  lastName: "O'Neil-Smith",
  address1: '1 Main St',
  zip: '97201',
  paymentMethod: 'cash',
  ...changes,
});

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

describe('API schemas', () => {
  const payload = () => toContributionPayload(validForm());

  it('accepts and normalises a full payload', () => {
    const parsed = contributionPayloadSchema.parse({ ...payload(), amount: 19.99 });
    expect(parsed.amount).toBe(19.99);
  });

  it('gives the spec message for a missing required field', () => {
    const { oaeType: _dropped, ...rest } = payload();
    expectFieldErrors(contributionPayloadSchema, rest, {
      oaeType: 'OAE contribution type is required',
    });
  });

  it('creates with a campaign id and ignores a status in the body', () => {
    const parsed = createContributionInputSchema.parse({
      ...payload(),
      campaignId: '3',
      status: 'processed',
    });
    expect(parsed.campaignId).toBe(3);
    expect(parsed.contribution).not.toHaveProperty('status');
  });

  it.each([
    [{ contributorType: 'Business Entity', name: 'Acme' }, { contributorType: 'business' }],
    [{ contributorType: 'political-party', name: 'Party' }, { contributorType: 'political_party' }],
    [
      { type: 'Contribution', subType: 'Cash Contribution' },
      { type: 'contribution', subType: 'cash' },
    ],
    [{ oaeType: 'In-Kind' }, { oaeType: 'inkind' }],
    [{ oaeType: 'PUBLIC MATCHING CONTRIBUTION' }, { oaeType: 'public_matching_contribution' }],
    [{ paymentMethod: 'Credit Card (Online)' }, { paymentMethod: 'credit_card_online' }],
    [{ paymentMethod: 'Debit' }, { paymentMethod: 'debit' }],
    [{ phone: '5035551234', phoneType: 'Mobile' }, { phoneType: 'mobile' }],
    [
      { subType: 'In-Kind Contribution', inKindType: 'Broadcast Advertising' },
      { subType: 'inkind_contribution', inKindType: 'broadcast_advertising', paymentMethod: null },
    ],
    [
      { subType: 'inkind_contribution', inKindType: 'Literature/Brochures/Printing' },
      { inKindType: 'printing' },
    ],
    [
      { subType: 'inkind_contribution', inKindType: 'Newspaper and Other Periodical Advertising' },
      { inKindType: 'print_advertising' },
    ],
  ])('creates from the spec labels %j as the stored values %j', (labels, stored) => {
    const parsed = createContributionInputSchema.parse({ ...payload(), ...labels, campaignId: 1 });
    expect(parsed.contribution).toMatchObject(stored);
  });

  it.each([
    [{ contributorType: 'Corporation', name: 'Acme' }, 'contributorType'],
    [{ subType: 'inkind_contribution', inKindType: 'Printing and Postage' }, 'inKindType'],
    [{ paymentMethod: 'Credit Card' }, 'paymentMethod'],
  ])('still names the stored values when %j is no option', (changes, field) => {
    const result = createContributionInputSchema.safeParse({
      ...payload(),
      ...changes,
      campaignId: 1,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    expect(result.error?.issues[0]?.message).toMatch(/ must be one of: [a-z_]+, [a-z_]+/);
  });

  it.each([
    [{ contributorType: 'Business Entity' }, { contributorType: 'business' }],
    [{ inKindType: 'Postage' }, { inKindType: 'postage' }],
    [{ matchStrength: 'No Match' }, { matchStrength: 'none' }],
    [{ matchStrength: 'EXACT' }, { matchStrength: 'exact' }],
    [{ matchStrength: null }, { matchStrength: null }],
  ])('updates from the labels %j as the stored values %j', (labels, stored) => {
    expect(updateContributionInputSchema.parse({ id: 5, ...labels })).toEqual({ id: 5, ...stored });
  });

  it('refuses a match strength outside the list with the stored values', () => {
    expectFieldErrors(
      updateContributionInputSchema,
      { id: 5, matchStrength: 'Perfect' },
      { matchStrength: 'Match strength must be one of: none, weak, strong, exact' },
    );
  });

  it.each([
    [12.345, 'The match amount can have at most 2 decimals'],
    [0.001, 'The match amount can have at most 2 decimals'],
    [-1, 'The match amount cannot be negative'],
  ])('refuses a match amount of %d rather than storing another', (matchAmount, message) => {
    expectFieldErrors(
      updateContributionInputSchema,
      { id: 5, matchAmount },
      { matchAmount: message },
    );
  });

  it.each([12.34, 1.1, 0, 250])('accepts a match amount of %d', (matchAmount) => {
    expect(updateContributionInputSchema.parse({ id: 5, matchAmount })).toEqual({
      id: 5,
      matchAmount,
    });
  });

  it('updates with only changed fields and reads the status in any case', () => {
    expect(updateContributionInputSchema.parse({ id: 5, status: 'Submitted' })).toEqual({
      id: 5,
      status: 'submitted',
    });
    expect(updateContributionInputSchema.safeParse({ id: 5, status: 'Paid' }).success).toBe(false);
    expect(updateContributionInputSchema.safeParse({ id: 5, matchAmount: -1 }).success).toBe(false);
  });
});
