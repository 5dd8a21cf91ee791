import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import { AppProviders } from '../App';
import { routes } from '../routes';
import { createPortalQueryClient, createPortalTrpcClient } from '../trpc';
import { type Call, fakeServerLink, type Handlers, ServerAnswer } from './fake-server';

/** The session check's answer when nobody is signed in. */
export const NOBODY_SIGNED_IN = () => null;

/** A call's answer when the session it carries was refused (expired, or signed out elsewhere). */
export const SESSION_REJECTED = () => {
  throw new ServerAnswer('UNAUTHORIZED', 'Token expired or incorrect');
};

/** Renders the whole portal at `path` against a fake server. */
export function renderApp(path: string, handlers: Handlers, state?: unknown) {
  const calls: Call[] = [];
  const queryClient = createPortalQueryClient();
  const trpcClient = createPortalTrpcClient([fakeServerLink(handlers, calls)]);
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] });
  render(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const callsTo = (procedure: string) => calls.filter((call) => call.path === procedure);
  return { router, calls, callsTo };
}
