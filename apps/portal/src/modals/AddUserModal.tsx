import { Group, Radio } from '@mantine/core';
import { type AddUserForm, addUserFormSchema, CAMPAIGN_INVITE_ROLE_CHOICES } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useCurrentUser } from '../lib/session';
import { useTRPC } from '../trpc';
import { InviteeInputs } from './InviteeInputs';
import { inviteTarget, showsRolePicker } from './invite-target';
import { ModalForm } from './ModalActions';
import type { ModalControls } from './modal-types';
import { useModalForm } from './use-modal-form';

/** 'Add a New User': invites a person to the current campaign or government. */
export function AddUserModal({ close }: ModalControls) {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const invite = useMutation(trpc.users.invite.mutationOptions());
  const { form, frame } = useModalForm<AddUserForm>(close, {
    initialValues: { role: 'campaign_staff', email: '', firstName: '', lastName: '' },
    schema: addUserFormSchema,
    write: (values) => invite.mutateAsync(inviteTarget(user, values)),
    refresh: trpc.users.list.pathFilter(),
    failure: 'Unable to invite user',
    success: 'User Invited',
  });

  return (
    <ModalForm {...frame} submitLabel="Submit">
      {showsRolePicker(user) && (
        <Radio.Group label="Role" withAsterisk {...form.getInputProps('role')}>
          <Group mt="xs">
            {CAMPAIGN_INVITE_ROLE_CHOICES.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <InviteeInputs form={form} />
    </ModalForm>
  );
}
