import { Anchor, Burger, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMeQuery, useSignOut } from '../lib/session';
import { useModals } from '../modals/ModalProvider';
import { Logo } from './Logo';

export const PROGRAMME_TITLE = 'Small Donor Elections';
export const CITY_NAME = 'City of Portland';

interface HeaderProps {
  /** The portal layout passes its sidebar toggle for narrow screens. */
  navbar?: { opened: boolean; toggle: () => void };
}

/** Spec section 1: logo, programme title and city; Info and Sign in, or Log out. */
export function Header({ navbar }: HeaderProps) {
  const { data: me } = useMeQuery();
  const signedIn = me != null;
  const signOut = useSignOut();
  const { openModal } = useModals();

  const brand = (
    <Group gap="sm" wrap="nowrap">
      <Logo />
      <Stack gap={0}>
        <Text fw={700} lh={1.2}>
          {PROGRAMME_TITLE}
        </Text>
        <Text size="sm" c="dimmed" lh={1.2}>
          {CITY_NAME}
        </Text>
      </Stack>
    </Group>
  );

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {navbar && (
          <Burger
            opened={navbar.opened}
            onClick={navbar.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
        )}
        {signedIn ? (
          <Anchor component={Link} to="/dashboard" underline="never" c="inherit">
            {brand}
          </Anchor>
        ) : (
          brand
        )}
      </Group>
      {signedIn ? (
        // The label's box is rounded down to whole pixels and hides what overflows it: without
        // this, a phone cut the last pixel of "Log out".
        <Button
          variant="subtle"
          onClick={() => void signOut()}
          styles={{ label: { overflow: 'visible' } }}
        >
          Log out
        </Button>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            leftSection={<IconInfoCircle size={18} />}
            onClick={() => openModal('Info')}
          >
            Info
          </Button>
          <Button component={Link} to="/sign-in" variant="light">
            Sign in
          </Button>
        </Group>
      )}
    </Group>
  );
}
