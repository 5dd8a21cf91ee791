import type { TextFieldLimit } from '../boundary/fields';
import {
  EMPLOYER_OCCUPATIONS,
  isInKindFormSubtype,
  isPersonContributor,
} from '../enums/contributions';
import { isBlank } from '../forms/fields';
import {
  RECORD_ADDRESS_FIELDS,
  SHARED_RECORD_TEXT_LIMITS,
  textLimitsByClass,
} from '../records/common-fields';

/** Field names of the contribution payload (spec section 3); the form uses the same names. */
export const CONTRIBUTION_FIELDS = [
  'date',
  'type',
  'subType',
  'amount',
  'oaeType',
  'contributorType',
  'firstName',
  'middleInitial',
  'lastName',
  'name',
  ...RECORD_ADDRESS_FIELDS,
  'email',
  'phone',
  'phoneType',
  'occupation',
  'occupationLetterDate',
  'employerName',
  'employerCity',
  'employerState',
  'employerCountry',
  'checkNumber',
  'paymentMethod',
  'inKindType',
  'inKindDescription',
  'notes',
] as const;
export type ContributionField = (typeof CONTRIBUTION_FIELDS)[number];

/** Any record with contribution fields: a form, a payload, a stored row merged with changes. */
export type ContributionFieldValues = Partial<Record<ContributionField, unknown>>;

/** Which conditional parts of the contribution form are shown (spec section 5). */
export interface ContributionVisibility {
  personNames: boolean;
  entityName: boolean;
  paymentMethod: boolean;
  checkNumber: boolean;
  inKind: boolean;
  occupation: boolean;
  occupationLetterDate: boolean;
  employer: boolean;
}

export const contributionVisibility = (record: ContributionFieldValues): ContributionVisibility => {
  const person = isPersonContributor(record.contributorType);
  const inKind = isInKindFormSubtype(record.subType);
  const occupation = isBlank(record.occupation) ? '' : String(record.occupation);
  return {
    personNames: person,
    entityName: !person,
    paymentMethod: !inKind,
    checkNumber:
      !inKind && (record.paymentMethod === 'check' || record.paymentMethod === 'money_order'),
    inKind,
    occupation: person,
    occupationLetterDate: person && (occupation === '' || occupation === 'Employed'),
    employer: person && EMPLOYER_OCCUPATIONS.has(occupation),
  };
};

/** Labels and character limits of the contribution's free-text fields. */
export const CONTRIBUTION_TEXT_LIMITS: Partial<Record<ContributionField, TextFieldLimit>> = {
  ...SHARED_RECORD_TEXT_LIMITS,
  ...textLimitsByClass<ContributionField>({
    name: {
      firstName: 'First name',
      middleInitial: 'Middle initial',
      lastName: 'Last name',
      occupation: 'Occupation',
      employerCity: 'Employer city',
      employerState: 'Employer state',
      employerCountry: 'Employer country',
    },
    organisation: { name: 'Name of entity', employerName: 'Employer name' },
    email: { email: 'Email' },
    code: { phone: 'Phone' },
    note: { inKindDescription: 'In-kind description' },
  }),
};

/** Exact texts of the contribution form (spec section 5); the rest are ours (docs/decisions.md). */
export const CONTRIBUTION_MESSAGES = {
  dateRequired: 'Contribution date is required',
  typeRequired: 'A contribution type is required',
  subTypeRequired: 'The contribution subtype is required',
  amountRequired: 'The contribution amount is required',
  oaeTypeRequired: 'OAE contribution type is required',
  contributorTypeRequired: 'A contributor type is required',
  address1Required: 'Your street address is required',
  cityRequired: 'Your city is required',
  stateRequired: 'Your state is required',
  zipRequired: 'Your zipcode is required',
  phoneTypeRequired: 'Please select a phone type',
  inKindTypeRequired: 'Inkind type is required',
  moneyOrderNumberRequired: 'Money Order number is required.',
  paymentMethodRequired: 'Payment method type is required',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  entityNameRequired: 'Name of entity is required',
  occupationLetterDateInvalid: 'Enter a valid date',
} as const;
