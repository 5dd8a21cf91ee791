import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markVisited } from '../lib/visited-cookie';
import { NOBODY_SIGNED_IN, renderApp } from '../test/render-app';
import { renderModal } from '../test/render-modal';
import type { ModalName } from './modal-types';
import { MODAL_REGISTRY } from './registry';

describe('[modals] registry', () => {
  it('shows Error loading modal for a name the registry does not know', async () => {
    renderModal('NoSuchModal' as ModalName);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error loading modal')).toBeTruthy();
  });

  it('knows every modal that spec section 2 names', () => {
    const specModals = [
      'SignIn',
      'AddUser',
      'RemoveUser',
      'AddCampaign',
      'MatchPickerForm',
      'ComplianceReason',
      'MatchContribution',
      'ExportXML',
      'BulkImport',
      'Info',
    ];
    expect(Object.keys(MODAL_REGISTRY).sort()).toEqual([...specModals].sort());
  });

  it('opens the Sign in modal by name', async () => {
    renderModal('SignIn');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('link', { name: 'Forgot Password' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});

describe('[info] Info modal', () => {
  it('greets a first visitor of / with the short intro and remembers the visit on close', async () => {
    renderApp('/', { 'auth.session': NOBODY_SIGNED_IN });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/public campaign finance programme/)).toBeTruthy();
    expect(within(dialog).queryByText('About the data')).toBeNull();
    expect(document.cookie).not.toContain('visited=');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.cookie).toContain('visited=');

    // Returning: Info now explains the programme and the data at length.
    fireEvent.click(screen.getByRole('button', { name: 'Info' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByText('About the data')).toBeTruthy();
    expect(within(again).getAllByText(/9 to 1/).length).toBeGreaterThan(0);
  });

  it('does not open by itself once the visitor has been here', async () => {
    markVisited();
    renderApp('/', { 'auth.session': NOBODY_SIGNED_IN });
    expect(await screen.findByText('Campaign Contributions')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('states the programme rules', async () => {
    renderApp('/', { 'auth.session': NOBODY_SIGNED_IN });
    const dialog = await screen.findByRole('dialog');
    const text = dialog.textContent ?? '';
    for (const rule of ['250', '750', '$250 per donor', '$500 per donor', '$5,000', 'first $20']) {
      expect(text).toContain(rule);
    }
  });
});
