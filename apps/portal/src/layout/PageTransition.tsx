import { Transition } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';

/** Spec section 2: pages fade in over 500 ms and out over 300 ms. */
const ENTER_MS = 500;
const EXIT_MS = 300;

/**
 * Renders the current route's page, letting the previous page finish fading out before the next
 * one fades in.
 */
export function PageTransition() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<{ pathname: string; page: ReactNode }>({
    pathname,
    page: outlet,
  });
  const [mounted, setMounted] = useState(false);

  // Fade the first page in once mounted.
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (pathname !== shown.pathname) setMounted(false);
  }, [pathname, shown.pathname]);

  // Same path (e.g. new query string or state): swap without a transition.
  const page = pathname === shown.pathname ? outlet : shown.page;

  return (
    <Transition
      mounted={mounted}
      transition="fade"
      duration={ENTER_MS}
      exitDuration={EXIT_MS}
      onExited={() => {
        setShown({ pathname, page: outlet });
        setMounted(true);
      }}
    >
      {(styles) => <div style={styles}>{page}</div>}
    </Transition>
  );
}
