import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignAdmin } from '../test/fixtures';
import { NOBODY_SIGNED_IN, renderApp } from '../test/render-app';

describe('[public] an address the portal has no page for', () => {
  it('tells an anonymous visitor so, at that address, and leads to the public dashboard', async () => {
    const { router } = renderApp('/no-such-page', { 'auth.session': NOBODY_SIGNED_IN });
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-such-page');
    const home = screen.getByRole('link', {
      name: 'Go to the public dashboard of campaign contributions',
    });
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Portal' })).toBeNull();
  });

  it('shows a signed-in user the page inside the portal, with a way back to their dashboard', async () => {
    const { router } = renderApp('/contributions-typo', { 'auth.session': () => campaignAdmin });
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contributions-typo');
    const portal = await screen.findAllByRole('navigation', { name: 'Portal' });
    expect(
      within(portal[0] as HTMLElement).getByRole('link', { name: 'Contributions' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Go to your portal dashboard' }).getAttribute('href'),
    ).toBe('/dashboard');
  });
});
