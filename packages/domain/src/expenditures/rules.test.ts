import { describe, expect, it } from 'vitest';
import { EXPENSE_PAYMENT_METHODS } from '../enums/expenditures';
import { STATES } from '../enums/places';
import { expectFieldErrors } from '../records/schemas.test-support';
import {
  type ExpenseForm,
  expenseFormSchema,
  newExpenseForm,
  toExpenditurePayload,
  toExpenseForm,
  validateExpenseForm,
} from './form';
import { validateExpenditure } from './rules';
import {
  createExpenditureInputSchema,
  expenditurePayloadSchema,
  updateExpenditureInputSchema,
} from './schemas';

const PAYEE_TYPES_MESSAGE =
  'Payee type must be one of: individual, business, family, labor, political_committee, political_party, unregistered, other';

/** A complete, valid debit-card cash expenditure, as the expense form holds it. */
const validForm = (changes: Partial<ExpenseForm> = {}): ExpenseForm => ({
  ...newExpenseForm(),
  amount: 120.5,
  date: '2024-04-02',
  expenditureType: 'expenditure',
  expenditureSubType: 'cash_expenditure',
  paymentMethod: 'debit',
  payeeType: 'business',
  payeeName: 'Print Shop',
  ...changes,
});

describe('validateExpenseForm', () => {
  it('accepts a complete expense', () => {
    expect(validateExpenseForm(validForm())).toEqual({});
  });

  it.each([
    ['amount', { amount: '' }, 'The expenditure amount is required'],
    ['amount', { amount: -5 }, 'The amount must be greater than zero'],
    ['amount', { amount: 0.001 }, 'Amounts can have at most 2 decimals'],
    ['date', { date: '' }, 'An expenditure date is required'],
    ['expenditureSubType', { expenditureSubType: '' }, 'Expenditure subtype is required'],
    ['expenditureSubType', { expenditureType: 'other' }, 'Expenditure subtype is required'],
    ['paymentMethod', { paymentMethod: '' }, 'Payment method is required'],
    [
      'paymentMethod',
      { paymentMethod: 'cash' },
      `Payment method must be one of: ${EXPENSE_PAYMENT_METHODS.values.join(', ')}`,
    ],
    ['checkNumber', { paymentMethod: 'check' }, 'Check number is required.'],
    ['checkNumber', { paymentMethod: 'money_order' }, 'Money Order number is required.'],
    ['checkNumber', { paymentMethod: 'check', checkNumber: 'A12' }, 'Must be a number'],
    ['payeeType', { payeeType: '' }, 'The payee type is required'],
    ['payeeName', { payeeName: ' ' }, 'The payee name is required'],
    [
      'dateOriginalTransaction',
      { expenditureSubType: 'personal_expenditure', vendorForOriginalPurchase: 'Shop' },
      'Date of the original transaction is required',
    ],
    [
      'vendorForOriginalPurchase',
      { expenditureSubType: 'personal_expenditure', dateOriginalTransaction: '2024-03-01' },
      'Name of vendor for original purchase is required',
    ],
    [
      'purposeType',
      {
        expenditureType: 'other_disbursement',
        expenditureSubType: 'miscellaneous_other_disbursement',
      },
      'A description of type of purpose is required',
    ],
    ['zipcode', { zipcode: '9720' }, 'Zip code must be 5 digits'],
    ['state', { state: 'Oregon' }, `State must be one of: ${STATES.join(', ')}`],
  ] satisfies [string, Partial<ExpenseForm>, string][])(
    '%s: %j gives %s',
    (field, changes, message) => {
      expect(validateExpenseForm(validForm(changes))).toEqual({ [field]: message });
    },
  );

  it('needs a type before any subtype', () => {
    expect(validateExpenseForm(validForm({ expenditureType: '' }))).toEqual({
      expenditureType: 'An expenditure type is required',
      expenditureSubType: 'Expenditure subtype is required',
    });
  });

  it.each([
    ['a check with its number', { paymentMethod: 'check', checkNumber: '1001' }],
    [
      'a refund needs no purpose',
      { expenditureType: 'other_disbursement', expenditureSubType: 'refund_of_expenditure' },
    ],
    [
      'a personal expenditure with its original transaction',
      {
        expenditureSubType: 'personal_expenditure',
        dateOriginalTransaction: '2024-03-01',
        vendorForOriginalPurchase: 'Hardware store',
      },
    ],
    ['a foreign postcode', { state: 'Foreign', zipcode: 'K1A 0B1' }],
    ['an empty address', { streetAddress: '', city: '', state: '', zipcode: '' }],
  ] satisfies [string, Partial<ExpenseForm>][])('accepts %s', (_case, changes) => {
    expect(validateExpenseForm(validForm(changes))).toEqual({});
  });

  it('the form schema reports every failing field under form field names', () => {
    expectFieldErrors(expenseFormSchema, newExpenseForm(), {
      amount: 'The expenditure amount is required',
      date: 'An expenditure date is required',
      expenditureType: 'An expenditure type is required',
      expenditureSubType: 'Expenditure subtype is required',
      paymentMethod: 'Payment method is required',
      payeeType: 'The payee type is required',
      payeeName: 'The payee name is required',
    });
  });
});

describe('form <-> payload', () => {
  it('maps form names to payload names and clears hidden fields', () => {
    const payload = toExpenditurePayload(
      validForm({
        payeeName: ' Print Shop ',
        streetAddress: '1 Main St',
        zipcode: '97201',
        purposeType: 'printing',
        checkNumber: '55',
        vendorForOriginalPurchase: 'stale',
      }),
    );
    expect(payload).toEqual({
      amount: 120.5,
      date: '2024-04-02',
      type: 'expenditure',
      subType: 'cash_expenditure',
      checkNumber: null,
      paymentMethod: 'debit',
      purpose: null,
      payeeType: 'business',
      name: 'Print Shop',
      address1: '1 Main St',
      address2: null,
      city: null,
      state: null,
      zip: '97201',
      notes: null,
      dateOriginalTransaction: null,
      vendorForOriginalPurchase: null,
    });
  });

  it('round-trips a stored expenditure through the form', () => {
    const form = validForm({
      expenditureType: 'other_disbursement',
      expenditureSubType: 'miscellaneous_other_disbursement',
      purposeType: 'surveys_and_polls',
      paymentMethod: 'check',
      checkNumber: '9',
    });
    expect(toExpenseForm(toExpenditurePayload(form))).toEqual(form);
  });

  it('validates a stored record merged with a partial update by payload names', () => {
    const stored = toExpenditurePayload(validForm());
    expect(validateExpenditure({ ...stored, paymentMethod: 'money_order' })).toEqual({
      checkNumber: 'Money Order number is required.',
    });
  });
});

describe('API schemas', () => {
  it('accepts a full payload and refuses a broken one with the spec message', () => {
    const payload = toExpenditurePayload(validForm());
    expect(expenditurePayloadSchema.parse(payload)).toEqual(payload);
    expectFieldErrors(
      expenditurePayloadSchema,
      { ...payload, name: '' },
      { name: 'The payee name is required' },
    );
  });

  it.each([
    [{ paymentMethod: 'Debit' }, { paymentMethod: 'debit' }],
    [{ paymentMethod: 'Credit Card Online' }, { paymentMethod: 'credit_card_online' }],
    [{ paymentMethod: 'credit-card-paper' }, { paymentMethod: 'credit_card_paper' }],
    [{ payeeType: 'Business' }, { payeeType: 'business' }],
    [{ payeeType: 'Political Party' }, { payeeType: 'political_party' }],
    [
      { type: 'Other', subType: 'Cash Balance Adjustment' },
      { type: 'other', subType: 'cash_balance_adjustment' },
    ],
    [
      { type: 'Other Disbursement', subType: 'Refund of Contribution' },
      { type: 'other_disbursement', subType: 'refund_of_expenditure' },
    ],
    [
      {
        type: 'other_disbursement',
        subType: 'Miscellaneous Other Disbursement',
        purpose: 'Polling',
      },
      { subType: 'miscellaneous_other_disbursement', purpose: 'surveys_and_polls' },
    ],
    [
      { type: 'other_disbursement', subType: 'miscellaneous-other-disbursement', purpose: 'CASH' },
      { subType: 'miscellaneous_other_disbursement', purpose: 'cash_contribution' },
    ],
  ])('creates from the spec labels %j as the stored values %j', (labels, stored) => {
    const parsed = createExpenditureInputSchema.parse({
      ...toExpenditurePayload(validForm()),
      ...labels,
      campaignId: 2,
    });
    expect(parsed.expenditure).toMatchObject(stored);
  });

  it.each([
    [{ payeeType: 'robot' }, { payeeType: PAYEE_TYPES_MESSAGE }],
    [{ payeeType: 'Business Entity' }, { payeeType: PAYEE_TYPES_MESSAGE }],
    [
      { paymentMethod: 'Cash' },
      {
        paymentMethod: `Payment method must be one of: ${EXPENSE_PAYMENT_METHODS.values.join(', ')}`,
      },
    ],
  ])('still names the stored values when %j is no option', (changes, errors) => {
    expectFieldErrors(
      createExpenditureInputSchema,
      { ...toExpenditurePayload(validForm()), ...changes, campaignId: 2 },
      errors,
    );
  });

  it('updates from a label as the stored value', () => {
    expect(updateExpenditureInputSchema.parse({ id: 1, payeeType: 'Political Committee' })).toEqual(
      { id: 1, payeeType: 'political_committee' },
    );
  });

  it('creates with a campaign id and reads update statuses', () => {
    const parsed = createExpenditureInputSchema.parse({
      ...toExpenditurePayload(validForm()),
      campaignId: 2,
    });
    expect(parsed.campaignId).toBe(2);
    expect(updateExpenditureInputSchema.parse({ id: 1, status: 'In Compliance' })).toEqual({
      id: 1,
      status: 'in_compliance',
    });
    expect(updateExpenditureInputSchema.safeParse({ id: 1, status: 'processed' }).success).toBe(
      false,
    );
  });
});
