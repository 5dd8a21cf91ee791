import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AddCampaignForm, addCampaignFormSchema, OFFICE_OPTIONS } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flashFailure, flashSuccess } from '../lib/flash';
import { setServerErrors, zodFormValidate } from '../lib/forms';
import { useCurrentUser } from '../lib/session';
import { useTRPC } from '../trpc';
import type { ModalControls } from './modal-types';

/** The form's values before validation: the office is empty until one is chosen. */
type AddCampaignValues = Omit<AddCampaignForm, 'officeSought'> & { officeSought: string };

/**
 * 'Add New Campaign' (spec section 2): creates a campaign for the admin's government; the person
 * named is invited as its first campaign admin.
 */
export function AddCampaignModal({ close }: ModalControls) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const create = useMutation(trpc.campaigns.create.mutationOptions());
  const form = useForm<AddCampaignValues>({
    initialValues: { name: '', officeSought: '', email: '', firstName: '', lastName: '' },
    validate: zodFormValidate(addCampaignFormSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const parsed = addCampaignFormSchema.parse(values);
      await create.mutateAsync({ ...parsed, governmentId: user.governmentId ?? 0 });
    } catch (error) {
      setServerErrors(form, error);
      flashFailure('Unable to create Campaign', error);
      return;
    }
    await queryClient.invalidateQueries(trpc.campaigns.list.pathFilter());
    flashSuccess('Campaign created');
    close();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        <TextInput label="First Name" withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.isValid()} loading={create.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
