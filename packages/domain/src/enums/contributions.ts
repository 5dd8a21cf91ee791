import { isOneOf, type Option, subtypesByType, toOptions } from './options';
import { SPENDING_CATEGORIES } from './spending';

/** Contribution type (spec section 3). */
export const CONTRIBUTION_TYPES = ['contribution', 'other'] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];
export const CONTRIBUTION_TYPE_LABELS: Record<ContributionType, string> = {
  contribution: 'Contribution',
  other: 'Other',
};
export const CONTRIBUTION_TYPE_OPTIONS = toOptions(CONTRIBUTION_TYPES, CONTRIBUTION_TYPE_LABELS);

export const CONTRIBUTION_SUBTYPES = [
  'cash',
  'inkind_contribution',
  'inkind_paid_supervision',
  'inkind_forgiven_account',
  'inkind_forgiven_personal',
  'item_sold_fair_market',
  'item_returned_check',
  'item_misc',
  'item_refund',
] as const;
export type ContributionSubtype = (typeof CONTRIBUTION_SUBTYPES)[number];
export const CONTRIBUTION_SUBTYPE_LABELS: Record<ContributionSubtype, string> = {
  cash: 'Cash Contribution',
  inkind_contribution: 'In-Kind Contribution',
  // The spec gives no label of its own for paid supervision; this follows the state's wording.
  inkind_paid_supervision: 'In-Kind Paid Supervision of Volunteers',
  inkind_forgiven_account: 'In-Kind Forgiven Accounts Payable',
  inkind_forgiven_personal: 'In-Kind /Forgiven Personal Expenditure',
  item_sold_fair_market: 'Items Sold at Fair Market Value',
  item_returned_check: 'Lost or Returned Check',
  item_misc: 'Miscellaneous Other Receipt',
  item_refund: 'Refunds and Rebates',
};

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
  subtypesByType(CONTRIBUTION_SUBTYPES_BY_TYPE, CONTRIBUTION_SUBTYPE_LABELS);

/**
 * In-kind subtypes that hide the payment method and require an in-kind type (spec section 5).
 * Paid supervision is not in the spec's list, so it keeps the payment method.
 */
export const IN_KIND_FORM_SUBTYPES = [
  'inkind_contribution',
  'inkind_forgiven_account',
  'inkind_forgiven_personal',
] as const satisfies readonly ContributionSubtype[];

export const isInKindFormSubtype = (subType: unknown): boolean =>
  isOneOf(IN_KIND_FORM_SUBTYPES, subType);

export const CONTRIBUTOR_TYPES = [
  'individual',
  'business',
  'family',
  'labor',
  'political_committee',
  'political_party',
  'unregistered',
  'other',
] as const;
export type ContributorType = (typeof CONTRIBUTOR_TYPES)[number];
export const CONTRIBUTOR_TYPE_LABELS: Record<ContributorType, string> = {
  individual: 'Individual',
  business: 'Business Entity',
  family: "Candidate's Immediate Family",
  labor: 'Labor Organization',
  political_committee: 'Political Committee',
  political_party: 'Political Party Committee',
  unregistered: 'Unregistered Committee',
  other: 'Other',
};
export const CONTRIBUTOR_TYPE_OPTIONS = toOptions(CONTRIBUTOR_TYPES, CONTRIBUTOR_TYPE_LABELS);

/** A person is an individual or the candidate's family: they have first and last names. */
export const PERSON_CONTRIBUTOR_TYPES = [
  'individual',
  'family',
] as const satisfies readonly ContributorType[];
export const isPersonContributor = (contributorType: unknown): boolean =>
  isOneOf(PERSON_CONTRIBUTOR_TYPES, contributorType);

/** Contribution categories (oaeType). */
export const OAE_TYPES = [
  'seed',
  'matchable',
  'public_matching_contribution',
  'qualifying',
  'allowable',
  'inkind',
  'other',
] as const;
export type OaeType = (typeof OAE_TYPES)[number];
export const OAE_TYPE_LABELS: Record<OaeType, string> = {
  seed: 'Seed Money',
  matchable: 'Matchable',
  public_matching_contribution: 'Public Matching Contribution',
  qualifying: 'Qualifying',
  allowable: 'Allowable',
  inkind: 'In-Kind',
  other: 'Other',
};
export const OAE_TYPE_OPTIONS = toOptions(OAE_TYPES, OAE_TYPE_LABELS);

export const PHONE_TYPES = ['mobile', 'work', 'home'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const PHONE_TYPE_LABELS: Record<PhoneType, string> = {
  mobile: 'Mobile',
  work: 'Work',
  home: 'Home',
};
export const PHONE_TYPE_OPTIONS = toOptions(PHONE_TYPES, PHONE_TYPE_LABELS);

export const CONTRIBUTION_PAYMENT_METHODS = [
  'cash',
  'check',
  'money_order',
  'credit_card_online',
  'credit_card_paper',
  'electronic_funds_transfer',
  'debit',
] as const;
export type ContributionPaymentMethod = (typeof CONTRIBUTION_PAYMENT_METHODS)[number];
export const CONTRIBUTION_PAYMENT_METHOD_LABELS: Record<ContributionPaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  money_order: 'Money Order',
  credit_card_online: 'Credit Card (Online)',
  credit_card_paper: 'Credit Card (Paper Form)',
  electronic_funds_transfer: 'Electronic Funds Transfer',
  debit: 'Debit',
};
/** The contribution form offers every stored method except debit (spec section 3). */
export const CONTRIBUTION_FORM_PAYMENT_METHODS = [
  'cash',
  'check',
  'money_order',
  'credit_card_online',
  'credit_card_paper',
  'electronic_funds_transfer',
] as const satisfies readonly ContributionPaymentMethod[];
export const CONTRIBUTION_PAYMENT_METHOD_OPTIONS = toOptions(
  CONTRIBUTION_FORM_PAYMENT_METHODS,
  CONTRIBUTION_PAYMENT_METHOD_LABELS,
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
export const EMPLOYER_OCCUPATIONS = [
  'Employed',
  'Foreign Employment',
] as const satisfies readonly Occupation[];

/** In-kind types are the spending categories, then wages (in the order of the state's list). */
export const IN_KIND_TYPES = [...SPENDING_CATEGORIES, 'wages'] as const;
export type InKindType = (typeof IN_KIND_TYPES)[number];
export const IN_KIND_TYPE_LABELS: Record<InKindType, string> = {
  broadcast_advertising: 'Broadcast Advertising',
  fundraising_event_expenses: 'Fundraising Event Expenses',
  general_operating_expenses: 'General Operating Expenses',
  printing: 'Literature/Brochures/Printing',
  management: 'Management Services',
  print_advertising: 'Newspaper and Other Periodical Advertising',
  other_advertising: 'Other Advertising',
  petition_circulators: 'Petition Circulators',
  postage: 'Postage',
  preparation_of_advertising: 'Preparation and Production of Advertising',
  surveys_and_polls: 'Surveys and Polls',
  travel_expenses: 'Travel Expenses',
  utilities: 'Utilities',
  wages: 'Wages/Salaries/Benefits',
};
export const IN_KIND_TYPE_OPTIONS = toOptions(IN_KIND_TYPES, IN_KIND_TYPE_LABELS);
