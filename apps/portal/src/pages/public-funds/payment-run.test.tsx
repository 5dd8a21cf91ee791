import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerAnswer } from '../../test/fake-server';
import { governmentAdmin } from '../../test/fixtures';
import { typeInto } from '../../test/inputs';
import { renderApp } from '../../test/render-app';

const line = {
  campaignId: 7,
  campaignName: 'Jane for Mayor 2024',
  office: 'Mayor',
  committeeId: 'C-7',
  payeeReference: 'PAY-7',
  matchedCents: 54_000,
  matchCount: 3,
  heldBackCents: 18_000,
  heldBack: [{ reason: 'pending_review', count: 1, cents: 18_000 }],
  offsetsCents: 9_000,
  capCents: 75_000_000,
  capRemainingCents: 74_946_000,
  amountCents: 45_000,
  balanceDueCents: 0,
};

const draftRun = {
  id: 4,
  governmentId: 1,
  programmeId: 2,
  electionName: '2026 primary election',
  cutoffDate: '2026-03-31',
  status: 'draft',
  totalCents: 45_000,
  campaignCount: 1,
  createdAt: '2026-04-01T17:00:00.000Z',
  approvedAt: null,
  lines: [line],
};

const approvedRun = { ...draftRun, status: 'approved', approvedAt: '2026-04-02T17:00:00.000Z' };

describe('[payments] a payment run’s review', () => {
  it('shows each campaign’s line and approves only after the confirmation', async () => {
    let run: unknown = draftRun;
    const { callsTo } = renderApp('/public-funds/runs/4', {
      'auth.session': () => governmentAdmin,
      'paymentRuns.get': () => run,
      'paymentRuns.approve': () => {
        run = approvedRun;
        return approvedRun;
      },
    });
    const row = within(await screen.findByRole('row', { name: /Jane for Mayor 2024/ }));
    expect(row.getByText('$540.00')).toBeTruthy();
    expect(row.getByText('Match pending review: 1 ($180.00)')).toBeTruthy();
    expect(row.getByText('$90.00')).toBeTruthy();
    expect(row.getByText('$749,460.00')).toBeTruthy();
    expect(row.getByText('$450.00')).toBeTruthy();
    expect(screen.getByText('03/31/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment run' });
    expect(callsTo('paymentRuns.approve')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve payment run' }));
    expect(await screen.findByText('Payment run approved')).toBeTruthy();
    expect(callsTo('paymentRuns.approve')[0]?.input).toEqual({ runId: 4 });
    const download = await screen.findByRole('link', { name: 'Download treasury file' });
    expect(download.getAttribute('href')).toBe('/payment-runs/4/payments.csv');
    expect(
      screen
        .getByRole('link', { name: 'Statement CSV of Jane for Mayor 2024' })
        .getAttribute('href'),
    ).toBe('/payment-runs/4/statements/7.csv');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says why the server refused an approval and offers no treasury file', async () => {
    renderApp('/public-funds/runs/4', {
      'auth.session': () => governmentAdmin,
      'paymentRuns.get': () => draftRun,
      'paymentRuns.approve': () => {
        throw new ServerAnswer(
          'CONFLICT',
          'Another approved payment run has paid some of this run’s matches; open a new run',
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment run' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve payment run' }));
    expect(
      await screen.findByText(
        'Another approved payment run has paid some of this run’s matches; open a new run',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download treasury file' })).toBeNull();
  });

  it('deletes a draft only after the confirmation and goes back to the runs', async () => {
    const { callsTo, router } = renderApp('/public-funds/runs/4', {
      'auth.session': () => governmentAdmin,
      'paymentRuns.get': () => draftRun,
      'paymentRuns.delete': () => ({ id: 4 }),
      'paymentRuns.list': () => [],
      'paymentSettings.list': () => [],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete payment run' });
    expect(callsTo('paymentRuns.delete')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete payment run' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-funds'));
    expect(callsTo('paymentRuns.delete')[0]?.input).toEqual({ runId: 4 });
    expect(await screen.findByText('Payment run deleted')).toBeTruthy();
  });

  it('opens a run for the cut-off date and goes to its review', async () => {
    const { callsTo, router } = renderApp('/public-funds', {
      'auth.session': () => governmentAdmin,
      'paymentRuns.list': () => [],
      'paymentSettings.list': () => [],
      'paymentRuns.open': () => draftRun,
      'paymentRuns.get': () => draftRun,
    });
    expect(await screen.findByText('No payment runs yet')).toBeTruthy();
    typeInto('Cut-off date', '03/31/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Open a run' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-funds/runs/4'));
    expect(callsTo('paymentRuns.open')[0]?.input).toEqual({
      governmentId: 1,
      cutoffDate: '2026-03-31',
    });
  });
});
