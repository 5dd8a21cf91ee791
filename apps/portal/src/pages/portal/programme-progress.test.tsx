import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../test/fake-server';
import { campaignStaff, governmentAdmin } from '../../test/fixtures';
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

function progress(count: number, threshold = 750) {
  return {
    campaignId: 7,
    campaignName: 'Jane for Mayor 2024',
    office: 'mayor',
    qualifying: {
      threshold,
      count,
      remaining: Math.max(threshold - count, 0),
      qualified: count >= threshold,
      percent: Math.min(Math.floor((count * 100) / threshold), 100),
    },
    publicMoneyMatched: 1_620,
    publicMoneyPending: 180,
    warnings: [
      {
        code: 'per_donor_limit',
        donorName: 'Ana Ruiz',
        total: 300,
        limit: 250,
        message: 'Ana Ruiz gave $300.00, over the $250.00 limit.',
      },
    ],
  };
}

const handlers: Handlers = {
  'summary.get': () => emptySummary,
  'activities.list': () => ({ data: [], page: 0, perPage: 25, total: 0 }),
};

const card = async () => within(await screen.findByRole('group', { name: 'Programme progress' }));

describe('[matching] programme progress on the portal dashboard', { timeout: 60_000 }, () => {
  it('shows a campaign its qualifying count, public money and limit warnings', async () => {
    const { callsTo } = renderApp('/dashboard', {
      'auth.me': () => campaignStaff,
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
    expect(progressCard.getByText('Ana Ruiz gave $300.00, over the $250.00 limit.')).toBeTruthy();
  });

  it('marks a campaign that reached its threshold as Qualified', async () => {
    renderApp('/dashboard', {
      'auth.me': () => campaignStaff,
      ...handlers,
      'matching.campaignProgress': () => progress(250, 250),
    });
    const progressCard = await card();
    expect(await progressCard.findByText('Qualifying contributions: 250 of 250')).toBeTruthy();
    expect(progressCard.getByText('Qualified')).toBeTruthy();
  });

  it('lets a government admin choose which campaign to follow', async () => {
    const { callsTo } = renderApp('/dashboard', {
      'auth.me': () => governmentAdmin,
      ...handlers,
      'campaigns.list': () => [
        {
          id: 7,
          name: 'Jane for Mayor 2024',
          officeSought: 'mayor',
          governmentId: 1,
          email: null,
          inKindTotal: 0,
          inKindTotalCents: 0,
          matched: 0,
          matchedCents: 0,
        },
      ],
      'matching.campaignProgress': () => progress(12),
    });
    const progressCard = await card();
    expect(callsTo('matching.campaignProgress')).toHaveLength(0);
    await progressCard.findByRole('combobox', { name: 'Campaign' });
    await choose('Campaign', 'Jane for Mayor 2024');
    expect(await progressCard.findByText('Qualifying contributions: 12 of 750')).toBeTruthy();
    expect(callsTo('matching.campaignProgress')[0]?.input).toEqual({ campaignId: 7 });
  });
});
