import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../lib/current-user';
import { ServerAnswer } from '../test/fake-server';
import { campaignStaff, governmentAdmin } from '../test/fixtures';
import { NOBODY_SIGNED_IN, renderApp } from '../test/render-app';

function fillSignIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The server's session of `user`, which login starts and logout ends. */
function switchableSession(user: Me, signedIn: boolean) {
  let current = signedIn;
  return {
    me: () => (current ? user : null),
    signIn: () => {
      current = true;
    },
    signOut: () => {
      current = false;
    },
  };
}

describe('[auth] sign in', () => {
  it('shows the schema messages and calls nobody when the form is empty', async () => {
    const { callsTo } = renderApp('/sign-in', { 'auth.session': NOBODY_SIGNED_IN });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(callsTo('auth.login')).toHaveLength(0);
  });

  it('flashes Signin Error with the reason when the server refuses', async () => {
    renderApp('/sign-in', {
      'auth.session': NOBODY_SIGNED_IN,
      'auth.login': () => {
        throw new ServerAnswer('UNAUTHORIZED', 'Invalid email or password');
      },
    });
    await screen.findByLabelText('Email');
    fillSignIn('gov.admin@example.org', 'wrong-password');
    expect(await screen.findByText('Signin Error')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
  });

  it("flashes 'Signin Error - {error}' when the call itself breaks", async () => {
    renderApp('/sign-in', {
      'auth.session': NOBODY_SIGNED_IN,
      'auth.login': () => {
        throw new Error('Failed to fetch');
      },
    });
    await screen.findByLabelText('Email');
    fillSignIn('gov.admin@example.org', 'demo-password-1');
    expect(await screen.findByText('Signin Error - Failed to fetch')).toBeTruthy();
  });

  it('signs a government admin in and lands on the dashboard with the city sidebar', async () => {
    const session = switchableSession(governmentAdmin, false);
    const { router, callsTo } = renderApp('/sign-in', {
      'auth.session': session.me,
      'auth.login': session.signIn,
      'users.list': () => [],
    });
    await screen.findByLabelText('Email');
    fillSignIn('Gov.Admin@example.org', 'demo-password-1');
    expect(await screen.findByText('Signin Success')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo('auth.login')[0]?.input).toEqual({
      email: 'Gov.Admin@example.org',
      password: 'demo-password-1',
    });
    expect(await screen.findByText('Campaign Finances')).toBeTruthy();
    expect(screen.getByTestId('sidebar-title').textContent).toBe('City Portal');
    expect(screen.getByRole('link', { name: 'Campaigns' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows campaign users their campaign name and no Campaigns link', async () => {
    renderApp('/dashboard', { 'auth.session': () => campaignStaff });
    expect(await screen.findByText('Campaign Finances')).toBeTruthy();
    expect(screen.getByTestId('sidebar-title').textContent).toBe('Jane for Mayor 2024');
    expect(screen.queryByRole('link', { name: 'Campaigns' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Contribution' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Expense' })).toBeTruthy();
    // Staff cannot invite (spec section 6), so the Invite User quick link is not offered.
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
  });
});

describe('[auth] session', () => {
  it("signs out and goes to /sign-in when the session check says 'Token expired or incorrect'", async () => {
    const { router, callsTo } = renderApp('/dashboard', {
      'auth.session': NOBODY_SIGNED_IN,
      'auth.logout': () => undefined,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(callsTo('auth.logout')).toHaveLength(1);
    expect(screen.queryByText('Campaign Finances')).toBeNull();
  });

  it('logs out from the header and returns to /sign-in', async () => {
    const session = switchableSession(campaignStaff, true);
    const { router, callsTo } = renderApp('/dashboard', {
      'auth.session': session.me,
      'auth.logout': session.signOut,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(callsTo('auth.logout')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('stays signed in, and says so, when the server does not take the log-out', async () => {
    const { router } = renderApp('/dashboard', {
      'auth.session': () => campaignStaff,
      'auth.logout': () => {
        throw new ServerAnswer('SERVICE_UNAVAILABLE', 'The database is not answering');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Log out failed: you are still signed in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('hides Dashboard and Settings and titles the sidebar Campaign Edit when assumed', async () => {
    const { assumingGovernmentAdmin } = await import('../test/fixtures');
    renderApp('/contributions', { 'auth.session': () => assumingGovernmentAdmin });
    expect(await screen.findByText('Campaign Edit')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Campaigns' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Public View' }).getAttribute('href')).toBe('/');
  });
});
