import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../test/fake-server';
import { campaignStaff, governmentAdmin, janeForMayorListed } from '../../test/fixtures';
import { choose } from '../../test/inputs';
import { renderApp } from '../../test/render-app';

const emptySummary = {
  contributions: [],
  expenditures: [],
  figures: {
    contributionCount: 0,
    contributionAmountCents: 0,
    totalMatchedCents: 0,
    totalPendingCents: 0,
    expenditureCount: 0,
    expenditureAmountCents: 0,
    totalSpentInComplianceCents: 0,
    totalSpentOutOfComplianceCents: 0,
  },
};

const overLimit = (donorName: string, total: number, contributionIds: number[]) => ({
  code: 'per_donor_limit',
  donorName,
  total,
  limit: 250,
  over: total - 250,
  contributionIds,
  message: `${donorName} gave $${total}.00, over the $250.00 limit.`,
});

function progress(
  count: number,
  threshold = 750,
  warnings = [overLimit('Ana Ruiz', 300, [41, 44])],
) {
  return {
    campaignId: 7,
    campaignName: 'Jane for Mayor 2024',
    office: 'Mayor',
    qualifying: {
      threshold,
      count,
      remaining: Math.max(threshold - count, 0),
      qualified: count >= threshold,
      percent: Math.min(Math.floor((count * 100) / threshold), 100),
    },
    publicMoneyMatched: 1_620,
    publicMoneyPending: 180,
    warnings,
  };
}

const handlers: Handlers = {
  'summary.get': () => emptySummary,
  'activities.list': () => ({ data: [], page: 0, perPage: 25, total: 0 }),
};

const card = async () => within(await screen.findByRole('group', { name: 'Programme progress' }));

describe('[matching] programme progress on the portal dashboard', () => {
  it('shows a campaign its qualifying count, public money and limit warnings', async () => {
    const { callsTo } = renderApp('/dashboard', {
      'auth.session': () => campaignStaff,
      ...handlers,
      'matching.campaignProgress': () => progress(12),
    });
    const progressCard = await card();
    expect(await progressCard.findByText('Qualifying contributions: 12 of 750')).toBeTruthy();
    expect(callsTo('matching.campaignProgress')[0]?.input).toEqual({ campaignId: 7 });
    expect(progressCard.getByText('Mayor: 738 more to qualify')).toBeTruthy();
    expect(progressCard.queryByText('Qualified')).toBeNull();
    expect(progressCard.getByText('$1,620.00')).toBeTruthy();
    expect(progressCard.getByText('$180.00')).toBeTruthy();
    const limits = within(progressCard.getByRole('group', { name: 'Programme limits (1)' }));
    const row = within(limits.getByRole('row', { name: /Ana Ruiz/ }));
    expect(row.getByText('$250.00 per donor')).toBeTruthy();
    expect(row.getByText('$300.00')).toBeTruthy();
    expect(row.getByText('$50.00')).toBeTruthy();
    expect(
      row.getByRole('link', { name: 'Contribution #44 from Ana Ruiz' }).getAttribute('href'),
    ).toBe('/contributions/44');
  });

  it('pages the limits table ten donors at a time, with the count in its heading', async () => {
    const warnings = Array.from({ length: 12 }, (_, index) =>
      overLimit(`Donor ${index + 1}`, 400 - index, [index + 1]),
    );
    renderApp('/dashboard', {
      'auth.session': () => campaignStaff,
      ...handlers,
      'matching.campaignProgress': () => progress(12, 750, warnings),
    });
    const progressCard = await card();
    const limits = within(
      await progressCard.findByRole('group', { name: 'Programme limits (12)' }),
    );
    expect(limits.getByRole('row', { name: /Donor 10\b/ })).toBeTruthy();
    expect(limits.queryByRole('row', { name: /Donor 11\b/ })).toBeNull();
  });

  it('marks a campaign that reached its threshold as Qualified', async () => {
    renderApp('/dashboard', {
      'auth.session': () => campaignStaff,
      ...handlers,
      'matching.campaignProgress': () => progress(250, 250),
    });
    const progressCard = await card();
    expect(await progressCard.findByText('Qualifying contributions: 250 of 250')).toBeTruthy();
    expect(progressCard.getByText('Qualified')).toBeTruthy();
  });

  it('lets a government admin choose which campaign to follow', async () => {
    const { callsTo } = renderApp('/dashboard', {
      'auth.session': () => governmentAdmin,
      ...handlers,
      'campaigns.list': () => [janeForMayorListed],
      'matching.campaignProgress': () => progress(12),
    });
    const progressCard = await card();
    expect(callsTo('matching.campaignProgress')).toHaveLength(0);
    await progressCard.findByRole('combobox', { name: 'Campaign' });
    await choose('Campaign', 'Jane for Mayor 2024');
    expect(await progressCard.findByText('Qualifying contributions: 12 of 750')).toBeTruthy();
    expect(callsTo('matching.campaignProgress')[0]?.input).toEqual({ campaignId: 7 });
  });

  it('shows a campaign its qualification from the election’s settings, public funds paid, payment dates and statements', async () => {
    renderApp('/dashboard', {
      'auth.session': () => campaignStaff,
      ...handlers,
      'matching.campaignProgress': () => progress(12),
      'payments.standing': () => ({
        campaignId: 7,
        campaignName: 'Jane for Mayor 2024',
        office: 'Mayor',
        programmeId: 2,
        electionName: '2026 primary election',
        qualification: {
          threshold: 500,
          count: 512,
          remaining: 0,
          qualified: true,
          percent: 100,
          qualifyingCents: 1_024_000,
          qualifiedOn: '2026-02-14',
        },
        capCents: 75_000_000,
        paidCents: 450_000,
        offsetsCents: 0,
        balanceDueCents: 0,
        capRemainingCents: 74_550_000,
        upcomingPaymentDates: ['2026-04-15', '2026-05-01'],
      }),
      'paymentStatements.list': () => [
        {
          runId: 4,
          cutoffDate: '2026-03-31',
          approvedAt: '2026-04-02T17:00:00.000Z',
          amountCents: 450_000,
        },
      ],
    });
    const progressCard = await card();
    expect(await progressCard.findByText('Qualifying contributions: 512 of 500')).toBeTruthy();
    expect(progressCard.getByText('$10,240.00')).toBeTruthy();
    expect(progressCard.getByText('Qualified on 02/14/2026')).toBeTruthy();
    const funds = within(await screen.findByRole('group', { name: 'Public funds' }));
    expect(await funds.findByText('$745,500.00')).toBeTruthy();
    expect(funds.getByText('04/15/2026')).toBeTruthy();
    expect(funds.getByText('05/01/2026')).toBeTruthy();
    const statement = await funds.findByRole('link', {
      name: 'Payment run 4, cut-off 03/31/2026',
    });
    expect(statement.getAttribute('href')).toBe('/public-funds/runs/4/statements/7');
  });
});
