import { Select, TextInput } from '@mantine/core';
import { type AddCampaignForm, addCampaignFormSchema, OFFICE_OPTIONS } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useCurrentUser } from '../lib/session';
import { useTRPC } from '../trpc';
import { InviteeInputs } from './InviteeInputs';
import { ModalForm } from './ModalActions';
import type { ModalControls } from './modal-types';
import { useModalForm } from './use-modal-form';

/** The form's values before validation: the office is empty until one is chosen. */
type AddCampaignValues = Omit<AddCampaignForm, 'officeSought'> & { officeSought: string };

/**
 * 'Add New Campaign' (spec section 2): creates a campaign for the admin's government; the person
 * named is invited as its first campaign admin.
 */
export function AddCampaignModal({ close }: ModalControls) {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const create = useMutation(trpc.campaigns.create.mutationOptions());
  const { form, frame } = useModalForm<AddCampaignValues>(close, {
    initialValues: { name: '', officeSought: '', email: '', firstName: '', lastName: '' },
    schema: addCampaignFormSchema,
    // The government is the admin's own; the schema gives the office its type.
    write: (values) =>
      create.mutateAsync({
        ...addCampaignFormSchema.parse(values),
        governmentId: user.governmentId ?? 0,
      }),
    refresh: trpc.campaigns.list.pathFilter(),
    failure: 'Unable to create Campaign',
    success: 'Campaign created',
  });

  return (
    <ModalForm {...frame} submitLabel="Submit">
      <TextInput
        label="Campaign Name (with year)"
        placeholder="Jane Doe for Mayor 2026"
        withAsterisk
        {...form.getInputProps('name')}
      />
      <Select
        label="Office"
        data={OFFICE_OPTIONS}
        withAsterisk
        {...form.getInputProps('officeSought')}
      />
      <InviteeInputs form={form} />
    </ModalForm>
  );
}
