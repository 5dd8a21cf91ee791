import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTRPC } from '../trpc';
import { type CurrentUser, toCurrentUser } from './current-user';

/** The session check (auth.me). Shared by the header and the portal layout through the cache. */
export function useMeQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 60_000, retry: false }));
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

/** Ends the session on the server (best effort), forgets cached data and goes to sign-in. */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  return async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // A session the server already rejected cannot be ended twice; leaving still succeeds.
    }
    // Leave the portal first: its pages need the signed-in user that clearing the cache drops.
    await navigate('/sign-in', { replace: true });
    queryClient.clear();
  };
}
