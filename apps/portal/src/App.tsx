import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { AppRouter } from '@portal/api';
import { cssVariablesResolver, theme } from '@portal/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';
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
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

const router = createBrowserRouter(routes);

export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
