import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { flashFailure, flashSuccess } from '../../lib/flash';
import { useCurrentUser } from '../../lib/session';
import { useModals } from '../../modals/ModalProvider';
import { useTRPC } from '../../trpc';
import { PageTitle } from '../PageTitle';
import type { UserRow } from './SettingsPage';

/** Spec section 2 "Manage User": the chosen user arrives as navigation state from Settings. */
export default function ManageUserPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { openModal } = useModals();
  const user = (useLocation().state as { user?: UserRow } | null)?.user;
  const { me } = useCurrentUser();
  const resendInvite = useMutation(trpc.users.resendInvite.mutationOptions());

  // Opened directly (no state): there is no user to manage.
  if (!user) return <Navigate to="/settings" replace />;

  const resend = async () => {
    try {
      await resendInvite.mutateAsync({ userId: user.userId });
    } catch (error) {
      flashFailure('Unable to resend invitation', error);
      return;
    }
    flashSuccess('Email Resent');
  };

  return (
    <Stack>
      <Group gap="xs" align="center">
        <ActionIcon component={Link} to="/settings" variant="subtle" aria-label="Back to settings">
          <IconArrowLeft size={20} />
        </ActionIcon>
        <PageTitle mb={0}>Manage User</PageTitle>
      </Group>
      <Card withBorder>
        <Stack>
          <Text fw={600}>{user.email}</Text>
          {user.userStatus === 'invited' && (
            <Group>
              <Text size="sm">This user hasn't finished creating their account.</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => void resend()}
                loading={resendInvite.isPending}
              >
                Resend Invitation
              </Button>
            </Group>
          )}
          {/* The server refuses removing oneself ('You cannot remove yourself'): not offered. */}
          {user.userId !== me.id && (
            <Group>
              <Button
                color="red"
                variant="outline"
                onClick={() =>
                  openModal('RemoveUser', {
                    permissionId: user.id,
                    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
                    onRemoved: () => navigate('/settings'),
                  })
                }
              >
                Remove User
              </Button>
            </Group>
          )}
          {/* Spec section 2: the heading shows nothing under it (roles are not changed here). */}
          <Title order={2} size="h4">
            Manage Role
          </Title>
        </Stack>
      </Card>
    </Stack>
  );
}
