import { Button, Card, Stack, Title } from '@mantine/core';
import { quickLinks } from '@portal/domain';
import { Link } from 'react-router';
import type { CurrentUser } from '../../lib/current-user';
import { useModals } from '../../modals/ModalProvider';

/** Spec section 2: government admins get Invite User and Reset Password; campaign users also add. */
export function QuickLinks({ user }: { user: CurrentUser }) {
  const { openModal } = useModals();
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Quick Links
      </Title>
      <Stack gap="xs">
        {quickLinks(user.me.permissions).map((link) =>
          link.to === null ? (
            // Invite User opens the AddUser modal rather than a page.
            <Button key={link.key} variant="light" onClick={() => openModal('AddUser')}>
              {link.label}
            </Button>
          ) : (
            <Button key={link.key} component={Link} to={link.to} variant="light">
              {link.label}
            </Button>
          ),
        )}
      </Stack>
    </Card>
  );
}
