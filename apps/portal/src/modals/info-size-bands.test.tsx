import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markVisited } from '../lib/visited-cookie';
import { NOBODY_SIGNED_IN, renderApp } from '../test/render-app';

describe('[info] size bands', () => {
  it('names every size band with its dollar range, as the charts do', async () => {
    markVisited();
    renderApp('/', { 'auth.session': NOBODY_SIGNED_IN });
    fireEvent.click(await screen.findByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog');
    const text = dialog.textContent ?? '';
    for (const band of [
      'Micro (up to $25)',
      'Small ($25.01 - $100)',
      'Medium ($100.01 - $250)',
      'Large ($250.01 - $1,000)',
      'Mega (over $1,000)',
    ])
      expect(text).toContain(band);
    expect(within(dialog).getByText(/grouped by size/)).toBeTruthy();
  });
});
