import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flashFailure, flashSuccess } from '../lib/flash';
import { useTRPC } from '../trpc';
import type { ModalControls, RemoveUserModalProps } from './modal-types';

/** Confirmation before removing a user's permission (spec section 6). */
export function RemoveUserModal({
  permissionId,
  name,
  onRemoved,
  close,
}: RemoveUserModalProps & ModalControls) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const removePermission = useMutation(trpc.users.removePermission.mutationOptions());

  const remove = async () => {
    try {
      await removePermission.mutateAsync({ permissionId });
    } catch (error) {
      flashFailure('Unable to remove user', error);
      return;
    }
    // The users list is not on screen now (Manage User is): refetch it anyway, so Settings never
    // shows the removed user from its cache while it reloads.
    await queryClient.invalidateQueries({ ...trpc.users.list.pathFilter(), refetchType: 'all' });
    flashSuccess('User Removed');
    close();
    onRemoved?.();
  };

  return (
    <Stack>
      <Text>
        Are you sure you want to remove {name}? They will no longer have access to the portal.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button color="red" onClick={() => void remove()} loading={removePermission.isPending}>
          Remove User
        </Button>
      </Group>
    </Stack>
  );
}
