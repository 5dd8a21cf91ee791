import { Alert, AppShell, Box, Button, Center, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { toCurrentUser } from '../lib/current-user';
import { describeFailure, SESSION_EXPIRED_CODE } from '../lib/failure';
import { CurrentUserProvider, useMeQuery, useSignOut } from '../lib/session';
import { onSessionExpired } from '../lib/session-expiry';
import { EDIT_MODE_BANNER_HEIGHT, EditModeBanner } from './EditMode';
import { Header } from './Header';
import { PageTransition } from './PageTransition';
import { PageLoader } from './PublicLayout';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID } from './SkipLink';
import { SkipLinks, SkipLinksProvider } from './skip-links';

/**
 * The signed-in portal. The session check (auth.session) gates every page: nobody signed in, or
 * a rejected session ('Token expired or incorrect'), signs the user out and goes to /sign-in
 * (spec section 4), also when another call is the first to hear it while a page is open.
 */
export function PortalLayout() {
  const me = useMeQuery();
  const signOut = useSignOut();
  const [navbarOpened, navbar] = useDisclosure(false);
  const sessionRejected =
    me.data === null || (me.isError && describeFailure(me.error).code === SESSION_EXPIRED_CODE);
  const signingOut = useRef(false);
  const currentUser = useMemo(() => (me.data ? toCurrentUser(me.data) : null), [me.data]);

  // Several calls can fail at once with the same rejected session; sign out only once.
  const leaveRejectedSession = useEffectEvent(() => {
    if (signingOut.current) return;
    signingOut.current = true;
    void signOut();
  });

  useEffect(() => {
    if (sessionRejected) leaveRejectedSession();
  }, [sessionRejected]);

  useEffect(() => onSessionExpired(() => leaveRejectedSession()), []);

  if (me.isPending || sessionRejected || (!me.isError && !currentUser)) {
    return (
      <Center h="100vh">
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (me.isError) {
    return (
      <Center h="100vh">
        <Alert color="red" title="The portal is not reachable">
          <Stack>
            <Text size="sm">{describeFailure(me.error).message}</Text>
            <Button onClick={() => void me.refetch()}>Try again</Button>
          </Stack>
        </Alert>
      </Center>
    );
  }

  return (
    <CurrentUserProvider value={currentUser}>
      <SkipLinksProvider>
        <AppShell
          header={{ height: currentUser?.assumed ? 64 + EDIT_MODE_BANNER_HEIGHT : 64 }}
          navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true } }}
          padding="md"
        >
          <SkipLinks />
          <AppShell.Header>
            <Box h={64}>
              <Header navbar={{ opened: navbarOpened, toggle: navbar.toggle }} />
            </Box>
            {currentUser?.assumed && <EditModeBanner />}
          </AppShell.Header>
          <AppShell.Navbar p="sm" visibleFrom="sm">
            <Sidebar onNavigate={navbar.close} />
          </AppShell.Navbar>
          {/* On small screens the sidebar is a drawer: a dialog that keeps focus while open and
            gives it back to the burger when closed. */}
          <Drawer opened={navbarOpened} onClose={navbar.close} title="Menu" size={280}>
            <Sidebar onNavigate={navbar.close} />
          </Drawer>
          <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <Suspense fallback={<PageLoader />}>
              <PageTransition />
            </Suspense>
          </AppShell.Main>
        </AppShell>
      </SkipLinksProvider>
    </CurrentUserProvider>
  );
}
