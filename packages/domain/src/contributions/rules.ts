import { isCalendarDate } from '../dates/calendar';
import {
  CONTRIBUTION_PAYMENT_METHODS,
  CONTRIBUTOR_TYPES,
  IN_KIND_TYPES,
  OAE_TYPES,
  PHONE_TYPES,
} from '../enums/contributions';
import { FOREIGN_STATE, STATES } from '../enums/places';
import {
  choiceProblem,
  DIGITS_PATTERN,
  EMAIL_MESSAGE,
  type FieldErrors,
  isBlank,
  isEmail,
  NAME_PATTERN_MESSAGE,
  NUMBER_MESSAGE,
  PERSON_NAME_PATTERN,
  ZIP_CODE_MESSAGE,
  ZIP_CODE_PATTERN,
} from '../forms/fields';
import { CONTRIBUTION_KIND } from '../records/kinds';
import { moneyRecordErrors } from '../records/rules';
import {
  type ContributionField,
  type ContributionFieldValues,
  contributionVisibility,
  CONTRIBUTION_MESSAGES as M,
} from './fields';

export type ContributionErrors = FieldErrors<ContributionField>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const personNameProblem = (value: unknown, requiredMessage: string): string | null => {
  if (isBlank(value)) return requiredMessage;
  return PERSON_NAME_PATTERN.test(text(value)) ? null : NAME_PATTERN_MESSAGE;
};

/**
 * Every rule of the contribution form (spec section 5) on one record, returning the first message
 * per field. The form, the create payload and a stored record merged with a partial update all go
 * through this function, so the browser and the server apply the same rules.
 * An empty select gives the spec's 'required' message; a value outside its options (only a
 * script can send one) gives 'X must be one of: ...'.
 */
export const validateContribution = (record: ContributionFieldValues): ContributionErrors => {
  const { errors, set } = moneyRecordErrors(record, CONTRIBUTION_KIND);
  const shown = contributionVisibility(record);
  set('oaeType', choiceProblem(OAE_TYPES.values, record.oaeType, 'OAE type', M.oaeTypeRequired));
  set(
    'contributorType',
    choiceProblem(
      CONTRIBUTOR_TYPES.values,
      record.contributorType,
      'Contributor type',
      M.contributorTypeRequired,
    ),
  );

  if (shown.personNames) {
    set('firstName', personNameProblem(record.firstName, M.firstNameRequired));
    set('lastName', personNameProblem(record.lastName, M.lastNameRequired));
  } else {
    set('name', isBlank(record.name) ? M.entityNameRequired : null);
  }

  set('address1', isBlank(record.address1) ? M.address1Required : null);
  set('city', isBlank(record.city) ? M.cityRequired : null);
  set('state', choiceProblem(STATES, record.state, 'State', M.stateRequired));
  if (isBlank(record.zip)) set('zip', M.zipRequired);
  // Foreign postal codes do not follow the 5-digit US mask.
  else if (record.state !== FOREIGN_STATE && !ZIP_CODE_PATTERN.test(text(record.zip).trim()))
    set('zip', ZIP_CODE_MESSAGE);

  if (!isBlank(record.email) && !isEmail(text(record.email))) set('email', EMAIL_MESSAGE);
  if (!isBlank(record.phone) || !isBlank(record.phoneType))
    set(
      'phoneType',
      choiceProblem(PHONE_TYPES.values, record.phoneType, 'Phone type', M.phoneTypeRequired),
    );

  if (shown.inKind) {
    set(
      'inKindType',
      choiceProblem(IN_KIND_TYPES.values, record.inKindType, 'In-kind type', M.inKindTypeRequired),
    );
  } else {
    const method = record.paymentMethod;
    if (record.subType === 'cash' || !isBlank(method))
      set(
        'paymentMethod',
        choiceProblem(
          CONTRIBUTION_PAYMENT_METHODS.values,
          method,
          'Payment method',
          M.paymentMethodRequired,
        ),
      );
    if (method === 'money_order' && isBlank(record.checkNumber))
      set('checkNumber', M.moneyOrderNumberRequired);
  }
  if (
    shown.checkNumber &&
    !isBlank(record.checkNumber) &&
    !DIGITS_PATTERN.test(text(record.checkNumber).trim())
  )
    set('checkNumber', NUMBER_MESSAGE);

  if (
    shown.occupationLetterDate &&
    !isBlank(record.occupationLetterDate) &&
    !isCalendarDate(record.occupationLetterDate)
  )
    set('occupationLetterDate', M.occupationLetterDateInvalid);

  return errors;
};

/** True when the record passes every contribution rule. */
export const isValidContribution = (record: ContributionFieldValues): boolean =>
  Object.keys(validateContribution(record)).length === 0;
