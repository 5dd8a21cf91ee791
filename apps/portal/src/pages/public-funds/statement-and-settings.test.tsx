import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerAnswer } from '../../test/fake-server';
import { campaignStaff, governmentAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const statement = {
  runId: 4,
  campaignId: 7,
  campaignName: 'Jane for Mayor 2024',
  cutoffDate: '2026-03-31',
  electionName: '2026 primary election',
  status: 'approved',
  capCents: 100_000,
  amountCents: 27_000,
  entries: [
    {
      kind: 'paid',
      runId: 4,
      contributionId: 41,
      date: '2026-02-01',
      cents: 18_000,
      reason: null,
      reasonLabel: null,
      runningPaidCents: 18_000,
      capRemainingCents: 82_000,
    },
    {
      kind: 'held_back',
      runId: null,
      contributionId: 42,
      date: '2026-02-03',
      cents: 9_000,
      reason: 'pending_review',
      reasonLabel: 'Match pending review',
      runningPaidCents: 18_000,
      capRemainingCents: 82_000,
    },
    {
      kind: 'offset',
      runId: 4,
      contributionId: 12,
      date: '2026-02-05',
      cents: 4_500,
      reason: 'refunded',
      reasonLabel: 'Refunded after payment',
      runningPaidCents: 13_500,
      capRemainingCents: 86_500,
    },
  ],
};

const programme = {
  id: 2,
  governmentId: 1,
  electionName: '2026 primary election',
  contributionsFrom: '2025-01-01',
  electionDate: '2026-05-19',
  offices: [
    { office: 'Mayor', capCents: 75_000_000, qualifyingContributions: 750 },
    { office: 'Auditor', capCents: 30_000_000, qualifyingContributions: 250 },
  ],
  paymentDates: ['2026-03-01'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('[payments] statements and programme settings', () => {
  it('shows a campaign its statement: each paid, held back and offset line against the cap', async () => {
    const { callsTo } = renderApp('/public-funds/runs/4/statements/7', {
      'auth.session': () => campaignStaff,
      'paymentStatements.get': () => statement,
    });
    const held = within(await screen.findByRole('row', { name: /#42/ }));
    expect(held.getByText('Held back')).toBeTruthy();
    expect(held.getByText('Match pending review')).toBeTruthy();
    const offset = within(screen.getByRole('row', { name: /#12/ }));
    expect(offset.getByText('Refunded after payment')).toBeTruthy();
    expect(offset.getByText('$135.00')).toBeTruthy();
    expect(offset.getByText('$865.00')).toBeTruthy();
    expect(callsTo('paymentStatements.get')[0]?.input).toEqual({ runId: 4, campaignId: 7 });
    expect(screen.getByRole('button', { name: 'Print statement' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download statement CSV' }).getAttribute('href')).toBe(
      '/payment-runs/4/statements/7.csv',
    );
  });

  it('tells a campaign user the server’s refusal of another campaign’s statement', async () => {
    renderApp('/public-funds/runs/4/statements/8', {
      'auth.session': () => campaignStaff,
      'paymentStatements.get': () => {
        throw new ServerAnswer(
          'FORBIDDEN',
          'You may only read the statements of your own campaign',
        );
      },
    });
    expect(
      await screen.findByText('You may only read the statements of your own campaign'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what the settings still need, then saves the election’s settings in cents', async () => {
    const { callsTo } = renderApp('/public-funds', {
      'auth.session': () => governmentAdmin,
      'paymentRuns.list': () => [],
      'paymentSettings.list': () => [programme],
      'paymentSettings.save': () => programme,
    });
    const form = within(await screen.findByRole('form', { name: 'Programme settings' }));
    const save = form.getByRole('button', { name: 'Save settings' });
    // Four offices have no settings yet: each needs a cap and a threshold.
    expect(form.getByText('Save settings needs 8 more fields:')).toBeTruthy();
    expect(
      form.getByRole('link', {
        name: 'Councilor District 1 cap: The cap must be a whole number of cents from 0 to 1,000,000,000',
      }),
    ).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    for (const office of [1, 2, 3, 4]) {
      fireEvent.change(
        form.getByLabelText(`Councilor District ${office}: maximum public funds in dollars`),
        { target: { value: '250000.50' } },
      );
      fireEvent.change(
        form.getByLabelText(`Councilor District ${office}: qualifying contributions needed`),
        { target: { value: '250' } },
      );
    }
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Programme settings saved')).toBeTruthy();
    const sent = callsTo('paymentSettings.save')[0]?.input as {
      programmeId: number;
      offices: Array<{ office: string; capCents: number; qualifyingContributions: number }>;
      paymentDates: string[];
    };
    expect(sent.programmeId).toBe(2);
    expect(sent.paymentDates).toEqual(['2026-03-01']);
    expect(sent.offices.find((rule) => rule.office === 'Councilor District 3')).toEqual({
      office: 'Councilor District 3',
      capCents: 25_000_050,
      qualifyingContributions: 250,
    });
  });
});
