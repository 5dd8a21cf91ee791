import {
  EMPLOYER_OCCUPATIONS,
  isInKindFormSubtype,
  isPersonContributor,
} from '../enums/contributions';
import { isBlank } from '../forms/fields';

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
  'address1',
  'address2',
  'city',
  'state',
  'zip',
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
    employer: person && (EMPLOYER_OCCUPATIONS as readonly string[]).includes(occupation),
  };
};
