import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOBODY_SIGNED_IN, renderApp } from '../test/render-app';

describe('[public] footer', () => {
  it('leads from a public page to About, which no menu names, and not to the empty Sandbox', async () => {
    const { router } = renderApp('/sign-in', { 'auth.session': NOBODY_SIGNED_IN });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
      '/api-docs',
    );

    fireEvent.click(footer.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
    // About explains the programme and where the data come from, not a placeholder.
    expect(screen.getByRole('heading', { name: 'Where the data come from' })).toBeTruthy();
    expect(screen.queryByText(/placeholder/i)).toBeNull();

    expect(
      within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Sandbox' }),
    ).toBeNull();
  });
});
