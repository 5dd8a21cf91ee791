import type { AppRouter } from '@portal/api';
import { MAX_BATCH_CALLS } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, isTRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { isRejectedSessionError, reportSessionExpired } from './lib/session-expiry';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export const httpLink: TRPCLink<AppRouter> = httpBatchLink({
  url: '/trpc',
  transformer: superjson,
  // The server refuses a larger batch; the link splits one into several instead.
  maxItems: MAX_BATCH_CALLS,
  // The session lives in an httpOnly cookie, so every call must carry credentials.
  fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
});

/**
 * Any call can be the first to find the session expired. A link sees every call (queries,
 * mutations and the records pages' direct client calls alike), so the portal hears about it
 * whichever way the call was made.
 */
const sessionExpiryLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (answer) => observer.next(answer),
        error: (error) => {
          if (isRejectedSessionError(error)) reportSessionExpired();
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );

export function createPortalTrpcClient(links: TRPCLink<AppRouter>[] = [httpLink]) {
  return createTRPCClient<AppRouter>({ links: [sessionExpiryLink, ...links] });
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
