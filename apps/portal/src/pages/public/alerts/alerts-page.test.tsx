import { ALERT_MESSAGES } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerAnswer } from '../../../test/fake-server';
import { NOBODY_SIGNED_IN, renderApp } from '../../../test/render-app';

const CAMPAIGNS = () => [
  { id: 5, name: 'Mia Mayor 2024', officeSought: 'Mayor', participating: true },
  { id: -3, name: 'Nora Nonparticipant', officeSought: 'Mayor', participating: false },
];

describe('[alerts] the alerts page', () => {
  it("follows the campaign its address names, and offers that campaign's feed", async () => {
    const { callsTo } = renderApp('/alerts?campaign=5', {
      'auth.session': NOBODY_SIGNED_IN,
      'dashboard.campaigns': CAMPAIGNS,
      'alerts.subscribe': () => ({ message: ALERT_MESSAGES.subscribed }),
    });
    const follow = (await screen.findByLabelText('Follow')) as HTMLSelectElement;
    await waitFor(() => expect(follow.value).toBe('5'));
    // Only participating campaigns can be followed: a non-participant has no feed of its own.
    expect(screen.queryByRole('option', { name: 'Nora Nonparticipant' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Feed of Mia Mayor 2024' }).getAttribute('href')).toBe(
      '/feeds/campaign/5.atom',
    );

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'reader@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(ALERT_MESSAGES.subscribed)).toBeTruthy();
    expect(callsTo('alerts.subscribe')[0]?.input).toEqual({
      email: 'reader@example.org',
      campaignId: 5,
    });
  });

  it("shows the server's refusal and says nothing was subscribed", async () => {
    renderApp('/alerts', {
      'auth.session': NOBODY_SIGNED_IN,
      'dashboard.campaigns': CAMPAIGNS,
      'alerts.subscribe': () => {
        throw new ServerAnswer('TOO_MANY_REQUESTS', ALERT_MESSAGES.tooManyRequests);
      },
    });
    fireEvent.change(await screen.findByLabelText(/Email/), {
      target: { value: 'reader@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(ALERT_MESSAGES.tooManyRequests)).toBeTruthy();
    expect(screen.getByText('Not subscribed')).toBeTruthy();
  });
});
