import { AppShell, Center, Container, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from './Header';
import { PublicFooter } from './PublicFooter';
import { MAIN_CONTENT_ID } from './SkipLink';
import { SkipLinks, SkipLinksProvider } from './skip-links';

/** Pages anyone may open: the header, the page and the footer. */
export function PublicLayout() {
  return (
    <SkipLinksProvider>
      <AppShell header={{ height: 64 }} padding="md">
        <SkipLinks />
        <AppShell.Header>
          <Header />
        </AppShell.Header>
        {/* The footer follows the page: the page no longer fills the whole screen height. */}
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} mih="auto">
          <Container size="lg">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Container>
        </AppShell.Main>
        <PublicFooter />
      </AppShell>
    </SkipLinksProvider>
  );
}

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
