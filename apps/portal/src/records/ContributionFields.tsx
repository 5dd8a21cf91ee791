import type { UseFormReturnType } from '@mantine/form';
import {
  CONTRIBUTION_PAYMENT_METHOD_OPTIONS,
  CONTRIBUTION_TYPE_OPTIONS,
  CONTRIBUTOR_TYPE_OPTIONS,
  type ContributionForm,
  contributionSubtypeOptions,
  contributionVisibility,
  IN_KIND_TYPE_OPTIONS,
  OAE_TYPE_OPTIONS,
  OCCUPATION_OPTIONS,
  PHONE_TYPE_OPTIONS,
  STATE_OPTIONS,
} from '@portal/domain';
import { FormAmount, FormDate, FormNotes, FormSelect, FormText } from './form-inputs';
import { AddressInputs, checkNumberLabel, FormSection } from './form-sections';
import { maskEmail, maskPhone } from './masks';

type Form = UseFormReturnType<ContributionForm>;

const CONTRIBUTION_ADDRESS_FIELDS = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zip: 'zip',
} as const;

/**
 * Every field of the contribution form (spec sections 3 and 5). Which conditional parts show comes
 * from the domain's `contributionVisibility`, the same rule the server validates with.
 */
export function ContributionFields({ form }: { form: Form }) {
  const shown = contributionVisibility(form.values);
  return (
    <>
      <FormSection title="Basics" footer={<FormNotes form={form} field="notes" />}>
        <FormDate form={form} field="date" label="Date of Contribution" required />
        <FormSelect
          form={form}
          field="type"
          label="Type of Contribution"
          data={CONTRIBUTION_TYPE_OPTIONS}
          required
        />
        <FormSelect
          form={form}
          field="subType"
          label="Subtype of Contribution"
          data={contributionSubtypeOptions(form.values.type)}
          required
        />
        <FormAmount form={form} field="amount" label="Amount of Contribution" />
        <FormSelect
          form={form}
          field="oaeType"
          label="OAE Contribution Type"
          data={OAE_TYPE_OPTIONS}
          required
        />
        {shown.paymentMethod && (
          <FormSelect
            form={form}
            field="paymentMethod"
            label="Payment Method"
            data={CONTRIBUTION_PAYMENT_METHOD_OPTIONS}
            required={form.values.subType === 'cash'}
          />
        )}
        {shown.checkNumber && (
          <FormText
            form={form}
            field="checkNumber"
            label={checkNumberLabel(form.values.paymentMethod)}
            required={form.values.paymentMethod === 'money_order'}
          />
        )}
        {shown.inKind && (
          <>
            <FormSelect
              form={form}
              field="inKindType"
              label="In-Kind Type"
              data={IN_KIND_TYPE_OPTIONS}
              required
            />
            <FormText form={form} field="inKindDescription" label="In-Kind Description" />
          </>
        )}
      </FormSection>
      <FormSection title="Contributor">
        <FormSelect
          form={form}
          field="contributorType"
          label="Contributor Type"
          data={CONTRIBUTOR_TYPE_OPTIONS}
          required
        />
        {shown.personNames ? (
          <>
            <FormText form={form} field="firstName" label="First Name" required />
            <FormText form={form} field="middleInitial" label="Middle Initial" />
            <FormText form={form} field="lastName" label="Last Name" required />
          </>
        ) : (
          <FormText form={form} field="name" label="Name of Entity" required />
        )}
        <AddressInputs form={form} fields={CONTRIBUTION_ADDRESS_FIELDS} required />
        <FormText form={form} field="email" label="Email" mask={maskEmail} />
        <FormText
          form={form}
          field="phone"
          label="Phone"
          mask={maskPhone}
          placeholder="(503) 555-0100"
        />
        <FormSelect
          form={form}
          field="phoneType"
          label="Phone Type"
          data={PHONE_TYPE_OPTIONS}
          required={form.values.phone.trim() !== ''}
        />
        {shown.occupation && (
          <FormSelect form={form} field="occupation" label="Occupation" data={OCCUPATION_OPTIONS} />
        )}
        {shown.occupationLetterDate && (
          <FormDate form={form} field="occupationLetterDate" label="Occupation Letter Date" />
        )}
        {shown.employer && (
          <>
            <FormText form={form} field="employerName" label="Employer Name" />
            <FormText form={form} field="employerCity" label="Employer City" />
            <FormSelect
              form={form}
              field="employerState"
              label="Employer State"
              data={STATE_OPTIONS}
              searchable
            />
            <FormText form={form} field="employerCountry" label="Employer Country" />
          </>
        )}
      </FormSection>
    </>
  );
}
