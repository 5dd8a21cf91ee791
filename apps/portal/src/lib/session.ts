import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTRPC } from '../trpc';
import { type CurrentUser, toCurrentUser } from './current-user';
import { describeFailure, SESSION_EXPIRED_CODE } from './failure';
import { flashFailure } from './flash';

/** The flash of a log-out the server did not take: the session is still open. */
export const LOG_OUT_FAILED = 'Log out failed: you are still signed in';

/**
 * The session check (auth.session): the signed-in user, or null when nobody is signed in, which
 * is a 200 and not a 401, so an anonymous page load shows no failed request. Shared by the
 * header and the portal layout through the cache.
 */
export function useMeQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.session.queryOptions(undefined, { staleTime: 60_000, retry: false }));
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

/** Given by the portal layout once the session check has answered. */
export const CurrentUserProvider = CurrentUserContext.Provider;

/**
 * The signed-in user. Portal pages read the layout's value; modals, which render above the
 * layout, derive it from the cached session check.
 */
export function useCurrentUser(): CurrentUser {
  const fromLayout = useContext(CurrentUserContext);
  const { data: me } = useMeQuery();
  const fromSession = useMemo(() => (me ? toCurrentUser(me) : null), [me]);
  const currentUser = fromLayout ?? fromSession;
  if (!currentUser) throw new Error('useCurrentUser is only available to signed-in users');
  return currentUser;
}

/**
 * Ends the session on the server, forgets cached data and goes to sign-in. A session the server
 * already rejected needs no ending; any other failure (the server unreachable) leaves the user
 * signed in, so the portal says so and stays rather than look signed out on a shared computer.
 */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  return async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      if (describeFailure(error).code !== SESSION_EXPIRED_CODE) {
        flashFailure(LOG_OUT_FAILED, error);
        return;
      }
    }
    // Leave the portal first: its pages need the signed-in user that clearing the cache drops.
    await navigate('/sign-in', { replace: true });
    queryClient.clear();
  };
}
