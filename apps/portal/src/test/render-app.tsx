import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  parsePath,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppProviders } from '../App';
import { PortalRoutes } from '../routes';
import { createPortalQueryClient, createPortalTrpcClient } from '../trpc';
import { type Call, fakeServerLink, type Handlers, ServerAnswer } from './fake-server';

/** The session check's answer when nobody is signed in. */
export const NOBODY_SIGNED_IN = () => null;

/** A call's answer when the session it carries was refused (expired, or signed out elsewhere). */
export const SESSION_REJECTED = () => {
  throw new ServerAnswer('UNAUTHORIZED', 'Token expired or incorrect');
};

/** What the tests read of the router (`router.state.location`) and how they move it. */
interface RouterProbe {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

function LocationProbe({
  onChange,
}: {
  onChange: (location: Location, go: NavigateFunction) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onChange(location, navigate), [onChange, location, navigate]);
  return null;
}

/** Renders the whole portal at `path` against a fake server, with the portal's own router. */
export function renderApp(path: string, handlers: Handlers, state?: unknown) {
  const calls: Call[] = [];
  const queryClient = createPortalQueryClient();
  const trpcClient = createPortalTrpcClient([fakeServerLink(handlers, calls)]);
  const start = { pathname: '/', search: '', hash: '', ...parsePath(path), state, key: 'start' };
  let go: NavigateFunction | undefined;
  const router: RouterProbe = {
    state: { location: start },
    navigate: (to) =>
      act(async () => {
        await go?.(to);
      }),
  };
  const follow = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location;
    go = navigate;
  };
  render(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <MemoryRouter initialEntries={[start]}>
        <LocationProbe onChange={follow} />
        <PortalRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const callsTo = (procedure: string) => calls.filter((call) => call.path === procedure);
  return { router, calls, callsTo };
}
