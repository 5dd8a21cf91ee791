import { useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../lazy-named';

const FlashStack = lazyNamed(() => import('./FlashStack'), 'FlashStack');

/**
 * Where flash messages show (spec section 8). The stack that draws them, with its transitions,
 * loads with the first message: most visits to a page, the public dashboard's above all, flash
 * nothing. Messages shown before it loads wait in Mantine's store and appear with it.
 */
export function FlashMessages() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <FlashStack />
    </Suspense>
  ) : null;
}
