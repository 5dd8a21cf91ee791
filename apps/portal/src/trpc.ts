import type { AppRouter } from '@portal/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, isTRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export const httpLink: TRPCLink<AppRouter> = httpBatchLink({
  url: '/trpc',
  transformer: superjson,
  // The session lives in an httpOnly cookie, so every call must carry credentials.
  fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
});

export function createPortalTrpcClient(links: TRPCLink<AppRouter>[] = [httpLink]) {
  return createTRPCClient<AppRouter>({ links });
}

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isTRPCClientError(error)) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status !== undefined && status < 500) return false;
  }
  return failureCount < 2;
}

export function createPortalQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
