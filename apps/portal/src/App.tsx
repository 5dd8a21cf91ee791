import { MantineProvider } from '@mantine/core';
import type { AppRouter } from '@portal/api';
import { cssVariablesResolver, theme } from '@portal/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { BrowserRouter } from 'react-router';
import { FlashMessages } from './layout/FlashMessages';
import { PortalRoutes } from './routes';
import { TRPCProvider } from './trpc';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  children: React.ReactNode;
}

/** Theme, flash messages and the data layer; tests wrap pages in the same providers. */
export function AppProviders({ queryClient, trpcClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <FlashMessages />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The declarative router: the portal loads no data through the router (no loaders or actions),
 * and the data router's machinery would add 16 kB gzipped to the first load of every page.
 */
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
