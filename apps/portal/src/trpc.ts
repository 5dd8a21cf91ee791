import type { AppRouter } from '@portal/api';
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
  // The session lives in an httpOnly cookie, so every call must carry credentials.
  fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
});

/**
 * Any call, not only the session check, can be the first to find the session expired. A link
 * sees every call (queries, mutations and the records pages' direct client calls alike), so the
 * portal hears about it whichever way the call was made. The session check itself is left out:
 * on public pages its refusal only means nobody is signed in, and the portal layout already
 * reads its answer.
 */
const SESSION_CHECK_PATH = 'auth.me';

const sessionExpiryLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (answer) => observer.next(answer),
        error: (error) => {
          if (op.path !== SESSION_CHECK_PATH && isRejectedSessionError(error)) {
            reportSessionExpired();
          }
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
