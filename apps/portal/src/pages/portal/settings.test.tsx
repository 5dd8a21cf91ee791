import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerAnswer } from '../../test/fake-server';
import { campaignAdmin, campaignStaff, governmentAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { UserRow } from './SettingsPage';

const invitedStaff: UserRow = {
  id: 31,
  userId: 3,
  roleId: 31,
  firstName: 'Sam',
  lastName: 'Lee',
  title: null,
  email: 'sam@example.org',
  role: 'campaign_staff',
  userStatus: 'invited',
};
const activeAdmin: UserRow = {
  ...invitedStaff,
  id: 32,
  userId: 4,
  roleId: 32,
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.org',
  role: 'campaign_admin',
  userStatus: 'active',
};

const people = (count: number): UserRow[] =>
  Array.from({ length: count }, (_, index) => ({
    ...activeAdmin,
    id: 100 + index,
    firstName: `First${index + 1}`,
  }));

describe('[users] settings', () => {
  it('lists the campaign users with title-case roles and a Manage action for admins', async () => {
    const { callsTo } = renderApp('/settings', {
      'auth.session': () => campaignAdmin,
      'users.list': () => [invitedStaff, activeAdmin],
    });
    expect(await screen.findByText('Users (2)')).toBeTruthy();
    expect(callsTo('users.list')[0]?.input).toEqual({ campaignId: 7 });
    for (const header of ['First Name', 'Last Name', 'Title', 'Email', 'Role', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('Campaign Staff')).toBeTruthy();
    expect(screen.getByText('Campaign Admin')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Manage' })).toHaveLength(2);
  });

  it('loads the government users for a government admin', async () => {
    const { callsTo } = renderApp('/settings', {
      'auth.session': () => governmentAdmin,
      'users.list': () => [],
    });
    expect(await screen.findByText('No Users')).toBeTruthy();
    expect(screen.getByText('Users (0)')).toBeTruthy();
    expect(callsTo('users.list')[0]?.input).toEqual({ governmentId: 1 });
  });

  it('hides Manage and Add New User from campaign staff, who cannot invite', async () => {
    renderApp('/settings', {
      'auth.session': () => campaignStaff,
      'users.list': () => [activeAdmin],
    });
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New User' })).toBeNull();
  });

  it('offers Add New User to a campaign admin', async () => {
    renderApp('/settings', {
      'auth.session': () => campaignAdmin,
      'users.list': () => [activeAdmin],
    });
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add New User' })).toBeTruthy();
  });

  it('shows 10 users per page', async () => {
    renderApp('/settings', { 'auth.session': () => campaignAdmin, 'users.list': () => people(12) });
    expect(await screen.findByText('1 - 10 of 12')).toBeTruthy();
    expect(screen.queryByText('First11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('First11')).toBeTruthy();
  });
});

describe('[users] manage user', () => {
  it('resends the invitation of an invited user', async () => {
    const { callsTo } = renderApp('/settings', {
      'auth.session': () => campaignAdmin,
      'users.list': () => [invitedStaff],
      'users.resendInvite': () => undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage' }));
    expect(await screen.findByText('sam@example.org')).toBeTruthy();
    expect(screen.getByText("This user hasn't finished creating their account.")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Manage Role' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend Invitation' }));
    expect(await screen.findByText('Email Resent')).toBeTruthy();
    expect(callsTo('users.resendInvite')[0]?.input).toEqual({ userId: 3 });
  });

  it('does not offer to resend for an active user', async () => {
    renderApp(
      '/settings/manage-user',
      { 'auth.session': () => campaignAdmin },
      { user: activeAdmin },
    );
    expect(await screen.findByText('ana@example.org')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend Invitation' })).toBeNull();
  });

  it('removes the permission after confirmation and returns to settings', async () => {
    const { router, callsTo } = renderApp(
      '/settings/manage-user',
      {
        'auth.session': () => campaignAdmin,
        'users.removePermission': () => undefined,
        'users.list': () => [],
      },
      { user: activeAdmin },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove User' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will no longer have access to the portal/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));
    expect(await screen.findByText('User Removed')).toBeTruthy();
    expect(callsTo('users.removePermission')[0]?.input).toEqual({ permissionId: 32 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('says why a removal failed', async () => {
    renderApp(
      '/settings/manage-user',
      {
        'auth.session': () => campaignAdmin,
        'users.removePermission': () => {
          throw new ServerAnswer('FORBIDDEN', 'You may not remove this user');
        },
      },
      { user: activeAdmin },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove User' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));
    expect(await screen.findByText('Unable to remove user')).toBeTruthy();
    expect(screen.getByText('You may not remove this user')).toBeTruthy();
  });

  it("does not offer Remove User on the admin's own row, which the server refuses", async () => {
    renderApp(
      '/settings/manage-user',
      { 'auth.session': () => campaignAdmin },
      { user: { ...activeAdmin, userId: campaignAdmin.id } },
    );
    expect(await screen.findByText('ana@example.org')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove User' })).toBeNull();
  });

  it('goes back to settings when opened without a user', async () => {
    const { router } = renderApp('/settings/manage-user', {
      'auth.session': () => campaignAdmin,
      'users.list': () => [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });
});
