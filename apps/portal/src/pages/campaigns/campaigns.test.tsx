import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerAnswer } from '../../test/fake-server';
import { campaignAdmin, governmentAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const campaign = {
  id: 7,
  name: 'Jane for Mayor 2024',
  officeSought: 'Mayor',
  governmentId: 1,
  email: 'jane@example.org',
  inKindTotal: 1234.5,
  inKindTotalCents: 123_450,
  matched: 0.1,
  matchedCents: 10,
};

/** Opens Jane's name for editing, types `name` and presses Enter. */
async function renameJaneTo(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Jane for Mayor 2024' }));
  const input = screen.getByLabelText('Campaign name');
  fireEvent.change(input, { target: { value: name } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

/** Jane's standing with the programme: qualified, and paid $4,500.00 by approved runs. */
const janeStanding = {
  campaignId: 7,
  campaignName: 'Jane for Mayor 2024',
  office: 'Mayor',
  programmeId: 2,
  electionName: '2026 primary election',
  qualification: {
    threshold: 750,
    count: 812,
    remaining: 0,
    qualified: true,
    percent: 100,
    qualifyingCents: 1_624_000,
    qualifiedOn: '2026-02-14',
  },
  capCents: 75_000_000,
  paidCents: 450_000,
  offsetsCents: 0,
  balanceDueCents: 0,
  capRemainingCents: 74_550_000,
  upcomingPaymentDates: [],
};

describe('[admin] campaigns page', () => {
  it('lists the government’s campaigns with exact money, public funds paid and qualification', async () => {
    const { callsTo } = renderApp('/campaigns', {
      'auth.session': () => governmentAdmin,
      'campaigns.list': () => [campaign],
      'payments.standings': () => [janeStanding],
    });
    expect(await screen.findByText('Campaigns (1)')).toBeTruthy();
    expect(callsTo('campaigns.list')[0]?.input).toEqual({ governmentId: 1 });
    for (const header of [
      'Campaign',
      'In-Kind Total',
      'Matched',
      'Qualification',
      'Contact Email',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(await screen.findByText('$4,500.00')).toBeTruthy();
    expect(screen.getByText('812 of 750')).toBeTruthy();
    expect(screen.getByText('$16,240.00')).toBeTruthy();
    expect(screen.getByText('Qualified on 02/14/2026')).toBeTruthy();
    expect(screen.getByText('jane@example.org')).toBeTruthy();
  });

  it('renames inline and says so', async () => {
    const { callsTo } = renderApp('/campaigns', {
      'auth.session': () => governmentAdmin,
      'campaigns.list': () => [campaign],
      'campaigns.rename': () => ({ ...campaign, name: 'Jane for Mayor 2028' }),
    });
    await renameJaneTo('Jane for Mayor 2028');
    expect(await screen.findByText('Campaign name updated')).toBeTruthy();
    expect(callsTo('campaigns.rename')[0]?.input).toEqual({
      governmentId: 1,
      campaignId: 7,
      newName: 'Jane for Mayor 2028',
    });
  });

  it('shows the server’s reason when a rename fails', async () => {
    renderApp('/campaigns', {
      'auth.session': () => governmentAdmin,
      'campaigns.list': () => [campaign],
      'campaigns.rename': () => {
        throw new ServerAnswer('NOT_FOUND', 'Campaign not found');
      },
    });
    await renameJaneTo('Other 2028');
    expect(
      await screen.findByText('Unable to update campaign name - Campaign not found'),
    ).toBeTruthy();
  });

  it('refuses a rename without the election year with the shared message, calling nobody', async () => {
    const { callsTo } = renderApp('/campaigns', {
      'auth.session': () => governmentAdmin,
      'campaigns.list': () => [campaign],
      'campaigns.rename': () => campaign,
    });
    await renameJaneTo('Jane for Mayor');
    expect(
      await screen.findByText(
        'Campaign name must include the election year, e.g. Jane Doe for Mayor 2028',
      ),
    ).toBeTruthy();
    expect(callsTo('campaigns.rename')).toEqual([]);
  });

  it('creates a campaign from the Add New Campaign modal once the form is valid', async () => {
    const { callsTo } = renderApp('/campaigns', {
      'auth.session': () => governmentAdmin,
      'campaigns.list': () => [],
      'campaigns.create': () => ({ ...campaign, id: 8 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Campaign' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Campaign Name/), {
      target: { value: 'Rivera for Auditor 2026' },
    });
    const office = within(dialog).getByRole('combobox', { name: /Office/ });
    fireEvent.focus(office);
    fireEvent.click(office);
    fireEvent.click(await screen.findByRole('option', { name: 'Auditor', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'rosa@example.org' },
    });
    fireEvent.change(within(dialog).getByLabelText(/First Name/), { target: { value: 'Rosa' } });
    fireEvent.change(within(dialog).getByLabelText(/Last Name/), { target: { value: 'Rivera' } });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Campaign created')).toBeTruthy();
    expect(callsTo('campaigns.create')[0]?.input).toEqual({
      governmentId: 1,
      name: 'Rivera for Auditor 2026',
      officeSought: 'Auditor',
      email: 'rosa@example.org',
      firstName: 'Rosa',
      lastName: 'Rivera',
    });
  });

  it('sends campaign users back to their dashboard', async () => {
    const { router } = renderApp('/campaigns', {
      'auth.session': () => campaignAdmin,
      'summary.get': () => {
        throw new ServerAnswer('NOT_FOUND', 'not in this test');
      },
      'activities.list': () => ({ data: [], page: 0, perPage: 25, total: 0 }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
