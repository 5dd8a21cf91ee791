import { DEFAULT_CITY, DEFAULT_COUNTRY, DEFAULT_STATE } from '../enums/places';
import { blankForm, formFromPayload } from '../records/shapes';
import { CONTRIBUTION_FIELDS, type ContributionField } from './fields';
import type { ContributionForm } from './schemas';
import { type ContributionPayload, normaliseContribution } from './schemas';

/** A new contribution form with the spec's defaults (spec section 3). */
export const newContributionForm = (): ContributionForm =>
  blankForm<ContributionField, ContributionForm>(CONTRIBUTION_FIELDS, {
    type: 'contribution',
    contributorType: 'individual',
    city: DEFAULT_CITY,
    state: DEFAULT_STATE,
    employerCountry: DEFAULT_COUNTRY,
  });

/** Form -> payload. Call after the form validated; hidden fields are cleared. */
export const toContributionPayload = (form: ContributionForm): ContributionPayload =>
  normaliseContribution(form);

/** Stored payload -> form values for editing: nulls become empty strings. */
export const toContributionForm = (payload: Partial<ContributionPayload>): ContributionForm =>
  formFromPayload(newContributionForm(), CONTRIBUTION_FIELDS, payload);
