import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assumingGovernmentAdmin, campaignAdmin, governmentAdmin } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { renderModal } from '../test/render-modal';

async function openAddUser() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New User' }));
  return screen.findByRole('dialog', { name: 'Add a New User' });
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
}

function fillInvitee(
  dialog: HTMLElement,
  invitee: { email: string; firstName: string; lastName: string },
) {
  fill(dialog, 'Email', invitee.email);
  fill(dialog, 'First Name', invitee.firstName);
  fill(dialog, 'Last Name', invitee.lastName);
}

/** What an invite of a campaign admin to campaign 7 sends besides the person. */
const CAMPAIGN_7_ADMIN = { role: 'campaign_admin', campaignId: 7 };

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

/** Submits once the form is valid: the invite flashes User Invited and sends exactly `sent`. */
async function invites(
  dialog: HTMLElement,
  callsTo: (path: string) => { input: unknown }[],
  sent: Record<string, unknown>,
) {
  const submit = submitButton(dialog);
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);
  expect(await screen.findByText('User Invited')).toBeTruthy();
  expect(callsTo('users.invite')[0]?.input).toEqual(sent);
}

describe('[users] add user', () => {
  it('lets a government admin invite a government admin without a role picker', async () => {
    const { callsTo } = renderApp('/settings', {
      'auth.session': () => governmentAdmin,
      'users.list': () => [],
      'users.invite': () => ({}),
    });
    const dialog = await openAddUser();
    expect(within(dialog).queryByText('Admin')).toBeNull();
    const submit = submitButton(dialog);
    expect(submit.disabled).toBe(true);

    fill(dialog, 'Email', 'new.admin@example.org');
    fill(dialog, 'First Name', 'New');
    expect(submit.disabled).toBe(true);
    fill(dialog, 'Last Name', 'Admin');

    await invites(dialog, callsTo, {
      email: 'new.admin@example.org',
      firstName: 'New',
      lastName: 'Admin',
      role: 'government_admin',
      governmentId: 1,
    });
  });

  it('lets a campaign admin choose Admin or Staff, Staff by default, for their campaign', async () => {
    const { callsTo } = renderApp('/dashboard', {
      'auth.session': () => campaignAdmin,
      'users.invite': () => ({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a New User' });
    const staff = within(dialog).getByLabelText('Staff') as HTMLInputElement;
    expect(staff.checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Admin'));
    const invitee = { email: 'helper@example.org', firstName: 'Helper', lastName: 'Person' };
    fillInvitee(dialog, invitee);
    await invites(dialog, callsTo, { ...invitee, ...CAMPAIGN_7_ADMIN });
  });

  it('keeps submit disabled for an invalid email and says why', async () => {
    renderApp('/settings', { 'auth.session': () => campaignAdmin, 'users.list': () => [] });
    const dialog = await openAddUser();
    fill(dialog, 'Email', 'not-an-email');
    fireEvent.blur(within(dialog).getByLabelText('Email', { exact: false }));
    fill(dialog, 'First Name', 'A');
    fill(dialog, 'Last Name', 'B');
    expect(await within(dialog).findByText('Enter a valid email')).toBeTruthy();
    expect(submitButton(dialog).disabled).toBe(true);
  });

  it('offers an assuming government admin only what the server allows: a campaign admin', async () => {
    const { callsTo } = renderModal('AddUser', {
      'auth.session': () => assumingGovernmentAdmin,
      'users.invite': () => ({}),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add a New User' });
    // No Admin/Staff choice: the server refuses a government admin's invite of campaign staff.
    expect(within(dialog).queryByLabelText('Staff')).toBeNull();
    const invitee = { email: 'treasurer@example.org', firstName: 'Tess', lastName: 'Urer' };
    fillInvitee(dialog, invitee);
    await invites(dialog, callsTo, { ...invitee, ...CAMPAIGN_7_ADMIN });
  });
});
