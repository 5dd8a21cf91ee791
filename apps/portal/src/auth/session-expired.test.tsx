import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../lib/current-user';
import { type Handlers, ServerAnswer } from '../test/fake-server';
import { campaignAdmin, campaignStaff } from '../test/fixtures';
import { contributionRecord, emptyActivities } from '../test/records-fixtures';
import { renderApp, SESSION_REJECTED } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const actionSubmit = () =>
  within(screen.getByTestId('record-actions')).getByRole('button', { name: 'Submit' });
const replySubmit = () =>
  screen
    .getAllByRole('button', { name: 'Submit' })
    .find((button) => !button.closest('[data-testid="record-actions"]')) as HTMLButtonElement;

function stubRestAnswer(status: number, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ message }, { status })),
  );
}

/** Opens contribution 42 for `me`; `handlers` replace the page's usual answers. */
const openContribution = (me: Me, handlers: Handlers = {}) =>
  renderApp('/contributions/42', {
    'auth.session': () => me,
    'contributions.get': () => contributionRecord(),
    'activities.list': emptyActivities,
    'auth.logout': () => undefined,
    ...handlers,
  });

/** The session was rejected: the portal signed out once and went to /sign-in. */
async function expectSignedOut(
  router: { state: { location: { pathname: string } } },
  callsTo: (path: string) => unknown[],
) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(callsTo('auth.logout')).toHaveLength(1);
}

describe('[auth] session expiring while a page is open', () => {
  it('a page query answered with the rejected session signs out and goes to /sign-in', async () => {
    const { router, callsTo } = openContribution(campaignStaff, {
      'contributions.get': SESSION_REJECTED,
    });
    await expectSignedOut(router, callsTo);
  });

  it('a save answered with the rejected session signs out and goes to /sign-in', async () => {
    const { router, callsTo } = openContribution(campaignAdmin, {
      'contributions.update': SESSION_REJECTED,
    });
    await screen.findByRole('heading', { name: '#42 Draft' });
    fireEvent.click(actionSubmit());
    await expectSignedOut(router, callsTo);
  });

  it('a REST call (the Reply box) answered 401 with the rejected session signs out', async () => {
    stubRestAnswer(401, 'Token expired or incorrect');
    const { router, callsTo } = openContribution(campaignStaff);
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Receipt attached' } });
    fireEvent.click(replySubmit());
    await expectSignedOut(router, callsTo);
  });

  it('other refusals keep the user signed in on the page', async () => {
    stubRestAnswer(403, 'You cannot comment here');
    const { router, callsTo } = openContribution(campaignAdmin, {
      'contributions.update': () => {
        throw new ServerAnswer('UNAUTHORIZED', 'Current password is incorrect');
      },
    });
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    fireEvent.click(actionSubmit());
    expect(await screen.findByText('Error - Current password is incorrect')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Receipt attached' } });
    fireEvent.click(replySubmit());
    expect(await screen.findByText('Error - You cannot comment here')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/contributions/42');
    expect(callsTo('auth.logout')).toHaveLength(0);
  });
});
