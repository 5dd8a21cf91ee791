import { DEFAULT_CITY, DEFAULT_COUNTRY, DEFAULT_STATE } from '../enums/places';
import type { ContributionPayload } from './payload';
import { normaliseContribution } from './payload';
import type { ContributionForm } from './schemas';

/** A new contribution form with the spec's defaults (spec section 3). */
export const newContributionForm = (): ContributionForm => ({
  date: '',
  type: 'contribution',
  subType: '',
  amount: '',
  oaeType: '',
  contributorType: 'individual',
  firstName: '',
  middleInitial: '',
  lastName: '',
  name: '',
  address1: '',
  address2: '',
  city: DEFAULT_CITY,
  state: DEFAULT_STATE,
  zip: '',
  email: '',
  phone: '',
  phoneType: '',
  occupation: '',
  occupationLetterDate: '',
  employerName: '',
  employerCity: '',
  employerState: '',
  employerCountry: DEFAULT_COUNTRY,
  checkNumber: '',
  paymentMethod: '',
  inKindType: '',
  inKindDescription: '',
  notes: '',
});

/** Form -> payload. Call after the form validated; hidden fields are cleared. */
export const toContributionPayload = (form: ContributionForm): ContributionPayload =>
  normaliseContribution(form);

/** Stored payload -> form values for editing: nulls become empty strings. */
export const toContributionForm = (payload: Partial<ContributionPayload>): ContributionForm => {
  const form = newContributionForm();
  const values: Record<string, unknown> = { ...form };
  for (const key of Object.keys(form)) {
    const value = payload[key as keyof ContributionPayload];
    if (key === 'amount') values[key] = typeof value === 'number' ? value : '';
    else if (value !== undefined) values[key] = value ?? '';
  }
  return values as ContributionForm;
};
