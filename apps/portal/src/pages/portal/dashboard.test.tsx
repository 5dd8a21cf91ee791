import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  assumingGovernmentAdmin,
  campaignStaff,
  governmentAdmin,
  janeForMayorListed,
} from '../../test/fixtures';
import { choose } from '../../test/inputs';
import { renderApp } from '../../test/render-app';

const row = (status: string, total: number, amountCents: number, matchAmountCents = 0) => ({
  status,
  total,
  amountCents,
  matchAmountCents,
  amount: amountCents / 100,
  matchAmount: matchAmountCents / 100,
});

const summary = {
  contributions: [
    row('archived', 0, 0),
    row('draft', 2, 30),
    row('submitted', 1, 25_000),
    row('processed', 2, 3_001, 27_009),
    row('awaiting', 0, 0),
    row('out_of_compliance', 0, 0),
  ],
  expenditures: [
    row('archived', 0, 0),
    row('draft', 1, 101),
    row('submitted', 0, 0),
    row('out_of_compliance', 1, 9_999),
    row('in_compliance', 2, 12_400),
  ],
  figures: {
    contributionCount: 5,
    contributionAmountCents: 28_031,
    totalMatchedCents: 27_009,
    totalPendingCents: 25_000,
    expenditureCount: 4,
    expenditureAmountCents: 22_500,
    totalSpentInComplianceCents: 12_400,
    totalSpentOutOfComplianceCents: 9_999,
  },
};

const activity = {
  id: 1,
  createdAt: new Date('2024-03-01T20:15:00Z'),
  notes: 'Contribution #12 submitted',
  activityType: 'contribution',
  actor: { id: 2, name: 'Gov Admin' },
  onBehalfOfCampaign: { id: 7, name: 'Jane for Mayor 2024' },
  contributionId: 12,
  expenditureId: null,
  campaignId: 7,
  attachment: null,
};

const handlers = {
  'summary.get': () => summary,
  'activities.list': () => ({ data: [activity], page: 0, perPage: 25, total: 1 }),
};

describe('[admin] portal dashboard', () => {
  it('shows the campaign’s finances to the cent with status links to the filtered lists', async () => {
    const { callsTo } = renderApp('/dashboard', {
      'auth.session': () => campaignStaff,
      ...handlers,
    });
    const contributions = await screen.findByRole('group', { name: 'Contributions' });
    expect(callsTo('summary.get')[0]?.input).toEqual({ campaignId: 7 });
    expect(within(contributions).getByText('Total (5)')).toBeTruthy();
    expect(within(contributions).getByText('$280.31')).toBeTruthy();
    expect(within(contributions).getByText('$270.09')).toBeTruthy();
    expect(
      within(contributions).getByRole('link', { name: 'Draft (2)' }).getAttribute('href'),
    ).toBe('/contributions?status=Draft');
    const expenses = screen.getByRole('group', { name: 'Expenses' });
    expect(
      within(expenses).getByRole('link', { name: 'In Compliance (2)' }).getAttribute('href'),
    ).toBe('/expenses?status=in_compliance');
    expect(within(expenses).getByText('Total Spent (Out of Compliance)')).toBeTruthy();
    expect(within(expenses).getAllByText('$99.99')).toHaveLength(2);
  });

  it('asks for the government’s summary and activity for a government admin', async () => {
    const { callsTo } = renderApp('/dashboard', {
      'auth.session': () => governmentAdmin,
      ...handlers,
    });
    await screen.findByRole('group', { name: 'Contributions' });
    expect(callsTo('summary.get')[0]?.input).toEqual({ governmentId: 1 });
    await waitFor(() =>
      expect(callsTo('activities.list')[0]?.input).toEqual({
        governmentId: 1,
        page: 0,
        perPage: 25,
      }),
    );
  });

  it('lists recent activity with who acted on whose behalf, linking to the record', async () => {
    renderApp('/dashboard', { 'auth.session': () => governmentAdmin, ...handlers });
    const link = await screen.findByRole('link', { name: 'Contribution #12 submitted' });
    expect(link.getAttribute('href')).toBe('/contributions/12');
    expect(screen.getByText(/Gov Admin on behalf of Jane for Mayor 2024/)).toBeTruthy();
  });

  it('searches only after typing stops and links each result to its record', async () => {
    const { callsTo } = renderApp('/dashboard', {
      'auth.session': () => campaignStaff,
      ...handlers,
      'search.records': () => [
        {
          kind: 'contribution',
          id: 12,
          name: 'Margarethe Okafor',
          amount: 25,
          amountCents: 2_500,
          status: 'draft',
          date: '2024-03-01',
          campaignName: 'Jane for Mayor 2024',
          link: '/contributions/12',
        },
      ],
    });
    const input = await screen.findByPlaceholderText('Contribution #, Expenses #');
    fireEvent.change(input, { target: { value: 'oka' } });
    fireEvent.change(input, { target: { value: 'okafor' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(callsTo('search.records')).toHaveLength(0);
    const result = await screen.findByRole('link', { name: 'Contribution #12 Margarethe Okafor' });
    expect(result.getAttribute('href')).toBe('/contributions/12');
    expect(callsTo('search.records').map((call) => call.input)).toEqual([{ query: 'okafor' }]);
  });
});

describe('[admin] edit mode', () => {
  it('offers Turn on edit mode to a government admin and assumes the chosen campaign', async () => {
    const { callsTo, router } = renderApp('/dashboard', {
      'auth.session': () => governmentAdmin,
      ...handlers,
      'campaigns.list': () => [janeForMayorListed],
      'campaigns.assume': () => ({ assumedCampaignId: 7 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on edit mode' }));
    await screen.findByRole('combobox', { name: 'Campaign to edit' });
    // The Programme progress card offers the same campaigns, so pick from this select's own list.
    await choose('Campaign to edit', 'Jane for Mayor 2024');
    fireEvent.click(screen.getByRole('button', { name: 'Edit this campaign', hidden: true }));
    await waitFor(() => expect(callsTo('campaigns.assume')[0]?.input).toEqual({ campaignId: 7 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributions'));
  });

  it('shows the red banner and Campaign Edit sidebar while assuming; the banner turns it off', async () => {
    const { callsTo } = renderApp('/contributions', {
      'auth.session': () => assumingGovernmentAdmin,
      'contributions.list': () => ({ data: [], total: 0, page: 0, perPage: 50 }),
      'campaigns.stopAssuming': () => ({ assumedCampaignId: null }),
      'campaigns.list': () => [janeForMayorListed],
      ...handlers,
    });
    const banner = await screen.findByRole('button', { name: 'EDIT MODE ON - Click to turn off' });
    expect(screen.getByTestId('sidebar-title').textContent).toBe('Campaign Edit');
    // Both name the campaign being edited, so nobody edits one believing it is another.
    await waitFor(() =>
      expect(screen.getByTestId('edit-mode-campaign').textContent).toBe(
        'Editing Jane for Mayor 2024',
      ),
    );
    expect(screen.getByTestId('sidebar-edited-campaign').textContent).toBe('Jane for Mayor 2024');
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Campaigns' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn on edit mode' })).toBeNull();
    fireEvent.click(banner);
    await waitFor(() => expect(callsTo('campaigns.stopAssuming')).toHaveLength(1));
  });

  it.each(['/dashboard', '/campaigns', '/settings', '/settings/manage-user'])(
    'sends %s, hidden in edit mode, to the campaign contributions',
    async (path) => {
      const { router, callsTo } = renderApp(path, {
        'auth.session': () => assumingGovernmentAdmin,
        'contributions.list': () => ({ data: [], total: 0, page: 0, perPage: 50 }),
        'users.list': () => [],
        'campaigns.list': () => [],
        ...handlers,
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/contributions'));
      expect(await screen.findByRole('heading', { name: 'Contributions' })).toBeTruthy();
      expect(callsTo('summary.get')).toHaveLength(0);
      expect(callsTo('users.list')).toHaveLength(0);
    },
  );

  it('never offers edit mode to campaign users', async () => {
    renderApp('/dashboard', { 'auth.session': () => campaignStaff, ...handlers });
    await screen.findByRole('group', { name: 'Contributions' });
    expect(screen.queryByRole('button', { name: 'Turn on edit mode' })).toBeNull();
  });
});
