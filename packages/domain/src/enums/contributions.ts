import {
  type ContributionSubtype,
  type ContributionType,
  type ContributorType,
  choiceList,
} from './lists';
import { type Option, subsetOf, subtypesByType, toOptions } from './options';

/** Contribution type (spec section 3). */
export const CONTRIBUTION_TYPES = choiceList('contributionType');

/**
 * Contribution subtypes. The spec gives no label of its own for paid supervision
 * ('inkind_paid_supervision'); lists.json follows the state's wording.
 */
export const CONTRIBUTION_SUBTYPES = choiceList('contributionSubtype');

/** Which subtypes the subtype select offers for each type. */
export const CONTRIBUTION_SUBTYPES_BY_TYPE: Record<
  ContributionType,
  readonly ContributionSubtype[]
> = {
  contribution: [
    'cash',
    'inkind_contribution',
    'inkind_forgiven_account',
    'inkind_forgiven_personal',
    'inkind_paid_supervision',
  ],
  other: ['item_sold_fair_market', 'item_returned_check', 'item_misc', 'item_refund'],
};

/** Subtypes allowed for a type; none until a type is chosen. */
export const { allowed: allowedContributionSubtypes, options: contributionSubtypeOptions } =
  subtypesByType(CONTRIBUTION_SUBTYPES_BY_TYPE, CONTRIBUTION_SUBTYPES.labels);

/**
 * In-kind subtypes that hide the payment method and require an in-kind type (spec section 5).
 * Paid supervision is not in the spec's list, so it keeps the payment method.
 */
export const IN_KIND_FORM_SUBTYPES = subsetOf<ContributionSubtype>([
  'inkind_contribution',
  'inkind_forgiven_account',
  'inkind_forgiven_personal',
]);
export const isInKindFormSubtype = IN_KIND_FORM_SUBTYPES.has;

/** Contributor types (spec section 3). */
export const CONTRIBUTOR_TYPES = choiceList('contributorType');

/** A person is an individual or the candidate's family: they have first and last names. */
export const PERSON_CONTRIBUTOR_TYPES = subsetOf<ContributorType>(['individual', 'family']);
export const isPersonContributor = PERSON_CONTRIBUTOR_TYPES.has;

/** Contribution categories (oaeType). */
export const OAE_TYPES = choiceList('oaeType');

export const PHONE_TYPES = choiceList('phoneType');

export const CONTRIBUTION_PAYMENT_METHODS = choiceList('contributionPaymentMethod');
/** The contribution form offers every stored method except debit (spec section 3). */
export const CONTRIBUTION_FORM_PAYMENT_METHODS = CONTRIBUTION_PAYMENT_METHODS.values.filter(
  (method) => method !== 'debit',
);
export const CONTRIBUTION_PAYMENT_METHOD_OPTIONS = toOptions(
  CONTRIBUTION_FORM_PAYMENT_METHODS,
  CONTRIBUTION_PAYMENT_METHODS.labels,
);

/** Occupations are stored as the option text itself. */
export const OCCUPATIONS = [
  'Employed',
  'Self Employed',
  'Not Employed',
  'Foreign Employment',
  'Other',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];
export const OCCUPATION_OPTIONS: Option<Occupation>[] = OCCUPATIONS.map((value) => ({
  value,
  label: value,
}));

/** Occupations that show the employer section (persons only). */
export const EMPLOYER_OCCUPATIONS = subsetOf<Occupation>(['Employed', 'Foreign Employment']);

/**
 * In-kind types: the spending categories an expenditure's purpose also uses (stored the same way),
 * then wages, in the order of the state's list.
 */
export const IN_KIND_TYPES = choiceList('inKindType');
