import { Notifications } from '@mantine/notifications';

/** Mantine's stack of flash messages, in the corner the portal shows them. */
export function FlashStack() {
  return <Notifications position="top-right" />;
}
