import {
  CONTRIBUTION_PAYMENT_METHOD_OPTIONS,
  CONTRIBUTION_TYPES,
  CONTRIBUTOR_TYPES,
  type ContributionForm,
  contributionSubtypeOptions,
  contributionVisibility,
  IN_KIND_TYPES,
  OAE_TYPES,
  OCCUPATION_OPTIONS,
  PHONE_TYPES,
  STATE_OPTIONS,
} from '@portal/domain';
import { fieldRowsOf, REQUIRED, type RecordFieldTables } from './field-rows';
import { addressRows, checkNumberLabel } from './form-sections';
import { maskEmail, maskPhone } from './masks';

const { text, select, date, amount } = fieldRowsOf<ContributionForm>();

/**
 * Every field of the contribution form (spec sections 3 and 5). Which conditional parts show comes
 * from the domain's `contributionVisibility`, the same rule the server validates with.
 */
export function contributionFields(values: ContributionForm): RecordFieldTables<ContributionForm> {
  const shown = contributionVisibility(values);
  const byMoneyOrder = values.paymentMethod === 'money_order';
  return {
    basics: [
      date('date', 'Date of Contribution', REQUIRED),
      select('type', 'Type of Contribution', CONTRIBUTION_TYPES.options, REQUIRED),
      select(
        'subType',
        'Subtype of Contribution',
        contributionSubtypeOptions(values.type),
        REQUIRED,
      ),
      amount('amount', 'Amount of Contribution'),
      select('oaeType', 'OAE Contribution Type', OAE_TYPES.options, REQUIRED),
      shown.paymentMethod &&
        select('paymentMethod', 'Payment Method', CONTRIBUTION_PAYMENT_METHOD_OPTIONS, {
          required: values.subType === 'cash',
        }),
      shown.checkNumber &&
        text('checkNumber', checkNumberLabel(values.paymentMethod), { required: byMoneyOrder }),
      shown.inKind && select('inKindType', 'In-Kind Type', IN_KIND_TYPES.options, REQUIRED),
      shown.inKind && text('inKindDescription', 'In-Kind Description'),
    ],
    partyTitle: 'Contributor',
    party: [
      select('contributorType', 'Contributor Type', CONTRIBUTOR_TYPES.options, REQUIRED),
      shown.personNames && text('firstName', 'First Name', REQUIRED),
      shown.personNames && text('middleInitial', 'Middle Initial'),
      shown.personNames && text('lastName', 'Last Name', REQUIRED),
      !shown.personNames && text('name', 'Name of Entity', REQUIRED),
      ...addressRows<ContributionForm>(['address1', 'address2', 'city', 'state', 'zip'], true),
      text('email', 'Email', { mask: maskEmail }),
      text('phone', 'Phone', { mask: maskPhone, placeholder: '(503) 555-0100' }),
      select('phoneType', 'Phone Type', PHONE_TYPES.options, {
        required: values.phone.trim() !== '',
      }),
      shown.occupation && select('occupation', 'Occupation', OCCUPATION_OPTIONS),
      shown.occupationLetterDate && date('occupationLetterDate', 'Occupation Letter Date'),
      shown.employer && text('employerName', 'Employer Name'),
      shown.employer && text('employerCity', 'Employer City'),
      shown.employer &&
        select('employerState', 'Employer State', STATE_OPTIONS, { searchable: true }),
      shown.employer && text('employerCountry', 'Employer Country'),
    ],
  };
}
