import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handlers, ServerAnswer } from '../../test/fake-server';
import { campaignStaff } from '../../test/fixtures';
import { NOBODY_SIGNED_IN, renderApp } from '../../test/render-app';

// Labels of required fields end in an asterisk, so match on the label's start.
const field = (label: string) => new RegExp(`^${label}`);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(field(label)), { target: { value } });

/** A signed-out visitor opens `url`; `handlers` answer the page's calls. */
const openSignedOut = (url: string, handlers: Handlers = {}) =>
  renderApp(url, { 'auth.session': NOBODY_SIGNED_IN, ...handlers });

/** A procedure that refuses with `code` and `message` (and field messages). */
const refuses = (code: string, message: string, fields?: Record<string, string>) => () => {
  throw new ServerAnswer(code, message, fields);
};

/** Types the new password twice and presses the page's button. */
function setNewPassword(password: string, confirmation: string, button: string) {
  type('New password', password);
  type('Confirm new password', confirmation);
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('[auth] invitation and sign up', () => {
  it('shows who was invited to which portal and links to sign up with the code', async () => {
    renderApp(
      '/invitation?invitationCode=abc123&email=sam%40example.org&campaign=Jane%20for%20Mayor%202024',
      { 'auth.session': NOBODY_SIGNED_IN, 'auth.invitation': () => ({}) },
    );
    expect(await screen.findByText('sam@example.org')).toBeTruthy();
    expect(screen.getByText('Jane for Mayor 2024')).toBeTruthy();
    expect(screen.getByText(/been invited to join the/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/sign-up?invitationCode=abc123',
    );
  });

  it('says the code is invalid when the server does not know it', async () => {
    openSignedOut('/invitation?invitationCode=used', {
      'auth.invitation': refuses('NOT_FOUND', 'Invalid code'),
    });
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('requires matching passwords of at least 6 characters', async () => {
    const { callsTo } = openSignedOut('/sign-up?invitationCode=abc123');
    await screen.findByLabelText(field('New password'));
    setNewPassword('12345', '12345', 'Sign up');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    setNewPassword('123456', '1234567', 'Sign up');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(callsTo('auth.redeemInvite')).toHaveLength(0);
  });

  it('redeems the invite with the code and password, then goes to sign in', async () => {
    const { router, callsTo } = openSignedOut('/sign-up?invitationCode=abc123', {
      'auth.redeemInvite': () => undefined,
    });
    await screen.findByLabelText(field('New password'));
    setNewPassword('secret-1', 'secret-1', 'Sign up');
    expect(await screen.findByText('Signup Success')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(callsTo('auth.redeemInvite')[0]?.input).toEqual({
      invitationCode: 'abc123',
      password: 'secret-1',
    });
  });

  it("puts the server's validation messages on the form fields", async () => {
    openSignedOut('/sign-up?invitationCode=abc123', {
      'auth.redeemInvite': refuses('BAD_REQUEST', 'Invalid input', {
        password: 'Too common a password',
      }),
    });
    await screen.findByLabelText(field('New password'));
    setNewPassword('password', 'password', 'Sign up');
    expect(await screen.findByText('Signup Error')).toBeTruthy();
    expect(screen.getByText('Too common a password')).toBeTruthy();
  });
});

describe('[auth] forgotten password', () => {
  it('confirms the e-mail with a Sign in button', async () => {
    openSignedOut('/forgot-password', {
      'auth.sendPasswordResetEmail': () => undefined,
    });
    await screen.findByLabelText('Email');
    type('Email', 'sam@example.org');
    fireEvent.click(await screen.findByRole('button', { name: 'Send email' }));
    expect(
      await screen.findByText('An email was sent to sam@example.org to reset your password.'),
    ).toBeTruthy();
    expect(screen.getByText('Email sent')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it('flashes Email not found for an unknown address', async () => {
    openSignedOut('/forgot-password', {
      'auth.sendPasswordResetEmail': refuses('NOT_FOUND', 'Email not found'),
    });
    await screen.findByLabelText('Email');
    type('Email', 'nobody@example.org');
    fireEvent.click(await screen.findByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Email not found')).toBeTruthy();
    expect(screen.queryByText(/An email was sent/)).toBeNull();
  });

  it('sets the new password with the reset code', async () => {
    const { callsTo } = openSignedOut('/update-forgotten-password?invitationCode=reset-1', {
      'auth.resetPassword': () => undefined,
    });
    expect(
      await screen.findByText('Use at least 6 characters in your updated password.'),
    ).toBeTruthy();
    setNewPassword('new-secret', 'new-secret', 'Update password');
    expect(await screen.findByText('Your password is updated.')).toBeTruthy();
    expect(screen.getByText('Password updated')).toBeTruthy();
    expect(callsTo('auth.resetPassword')[0]?.input).toEqual({
      invitationCode: 'reset-1',
      password: 'new-secret',
    });
  });

  it('flashes Invalid code for a used or unknown code', async () => {
    openSignedOut('/update-forgotten-password?invitationCode=old', {
      'auth.resetPassword': refuses('BAD_REQUEST', 'Invalid code'),
    });
    await screen.findByText('Use at least 6 characters in your updated password.');
    setNewPassword('new-secret', 'new-secret', 'Update password');
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    expect(screen.queryByText('Your password is updated.')).toBeNull();
  });
});

describe('[auth] change password while signed in', () => {
  it('sends the current and new password and flashes Password updated', async () => {
    const { router, callsTo } = renderApp('/reset-password', {
      'auth.session': () => campaignStaff,
      'auth.updatePassword': () => undefined,
    });
    await screen.findByLabelText(field('Current password'));
    type('Current password', 'demo-password-1');
    type('New password', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Passwords must be 6 characters')).toBeTruthy();
    type('New password', 'abcdef');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(callsTo('auth.updatePassword')[0]?.input).toEqual({
      currentPassword: 'demo-password-1',
      newPassword: 'abcdef',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('flashes Password update failed with the reason', async () => {
    renderApp('/reset-password', {
      'auth.session': () => campaignStaff,
      'auth.updatePassword': refuses('UNAUTHORIZED', 'Current password is incorrect'),
    });
    await screen.findByLabelText(field('Current password'));
    type('Current password', 'wrong-one');
    type('New password', 'abcdef');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password update failed')).toBeTruthy();
    expect(screen.getByText('Current password is incorrect')).toBeTruthy();
  });

  it('sends signed-out visitors to sign in', async () => {
    const { router } = renderApp('/reset-password', { 'auth.session': NOBODY_SIGNED_IN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});
