import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Handlers } from '../test/fake-server';
import { NOBODY_SIGNED_IN, renderApp, SESSION_REJECTED } from '../test/render-app';

/**
 * The server as a visitor who is not signed in meets it: `auth.me` refuses with 401 (GET /me's
 * contract), `auth.session` answers null. Every 401 it answers is noted, as a browser's console
 * would show it.
 */
function anonymousServer() {
  const refused: string[] = [];
  const handlers: Handlers = {
    'auth.me': () => {
      refused.push('auth.me');
      return SESSION_REJECTED();
    },
    'auth.session': NOBODY_SIGNED_IN,
    'auth.logout': () => undefined,
  };
  return { handlers, refused };
}

describe('[public] a visitor who is not signed in', () => {
  it.each(['/', '/about', '/sign-in', '/forgot-password'])(
    'loads %s without a request that answers 401, and is offered Sign in',
    async (path) => {
      const server = anonymousServer();
      renderApp(path, server.handlers);

      expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
      expect(server.refused).toEqual([]);
    },
  );

  it('opening a portal page goes to /sign-in, without a request that answers 401', async () => {
    const server = anonymousServer();
    const { router } = renderApp('/dashboard', server.handlers);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(server.refused).toEqual([]);
  });
});
