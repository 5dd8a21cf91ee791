import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AddUserForm, addUserFormSchema, CAMPAIGN_INVITE_ROLE_CHOICES } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flashFailure, flashSuccess } from '../lib/flash';
import { setServerErrors, zodFormValidate } from '../lib/forms';
import { useCurrentUser } from '../lib/session';
import { useTRPC } from '../trpc';
import { inviteTarget, showsRolePicker } from './invite-target';
import type { ModalControls } from './modal-types';

/** 'Add a New User': invites a person to the current campaign or government. */
export function AddUserModal({ close }: ModalControls) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const invite = useMutation(trpc.users.invite.mutationOptions());
  const form = useForm<AddUserForm>({
    initialValues: { role: 'campaign_staff', email: '', firstName: '', lastName: '' },
    validate: zodFormValidate(addUserFormSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await invite.mutateAsync(inviteTarget(user, values));
    } catch (error) {
      setServerErrors(form, error);
      flashFailure('Unable to invite user', error);
      return;
    }
    await queryClient.invalidateQueries(trpc.users.list.pathFilter());
    flashSuccess('User Invited');
    close();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {showsRolePicker(user) && (
          <Radio.Group label="Role" withAsterisk {...form.getInputProps('role')}>
            <Group mt="xs">
              {CAMPAIGN_INVITE_ROLE_CHOICES.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        <TextInput label="First Name" withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.isValid()} loading={invite.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
