import { newContributionForm } from './form';
import type { ContributionForm } from './schemas';

/** A complete, valid cash contribution from an individual, as the form holds it. */
export const validForm = (changes: Partial<ContributionForm> = {}): ContributionForm => ({
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
