import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../lib/current-user';
import type { Handlers } from '../../test/fake-server';
import { campaignStaff, governmentAdmin } from '../../test/fixtures';
import { choose, inputLabelled, typeInto } from '../../test/inputs';
import { matchComputation, matchEntry } from '../../test/matching-fixtures';
import { expectUpdateSent } from '../../test/record-updates';
import { contributionRecord, emptyActivities } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';

function openDetail(me: Me, extra: Handlers = {}) {
  return renderApp('/contributions/42', {
    'auth.session': () => me,
    'contributions.get': () =>
      contributionRecord({ status: me === governmentAdmin ? 'submitted' : 'draft' }),
    'contributions.update': () => ({}),
    'contributions.list': () => ({ data: [], total: 0, page: 0, perPage: 50 }),
    'activities.list': emptyActivities,
    'matching.get': () => matchEntry(),
    'matching.computation': () => matchComputation(),
    'matching.contributionWarnings': () => [],
    ...extra,
  });
}

async function openMatchModal() {
  await screen.findByRole('heading', { name: '#42 Submitted' });
  await choose('Compliance', 'Match Contribution');
  return within(await screen.findByRole('dialog', { name: 'Match Contribution' }));
}

/** Confirms the match: the contribution is processed as compliant with `match`. */
async function confirmMatch(
  dialog: ReturnType<typeof within>,
  callsTo: (path: string) => { input: unknown }[],
  match: Record<string, unknown>,
) {
  fireEvent.click(dialog.getByRole('button', { name: 'Match Contribution' }));
  await expectUpdateSent(callsTo, 'contributions', 'Contribution Updated Processed', {
    id: 42,
    version: 3,
    status: 'processed',
    compliant: true,
    ...match,
  });
}

const publicMoney = () => screen.getByTestId('public-money').textContent;

describe('[matching] Match Contribution modal', () => {
  it('defaults to the rule’s amount and shows the public money as the amount changes', async () => {
    openDetail(governmentAdmin);
    const dialog = await openMatchModal();
    await waitFor(() => expect(inputLabelled('Match Amount').value).toBe('$20.00'));
    expect(publicMoney()).toBe('$180.00');
    expect(dialog.getByText('Remaining eligible of the first $20.00')).toBeTruthy();

    typeInto('Match Amount', '12.5');
    expect(publicMoney()).toBe('$112.50');
    expect(dialog.queryByLabelText(/Reason for matching more than the rule/)).toBeNull();
  });

  it('shows the donor’s earlier matched gifts and what is left of the first $20', async () => {
    openDetail(governmentAdmin, {
      'matching.computation': () =>
        matchComputation({
          earlier: [{ id: 17, date: '2024-02-10', amount: 15, matchAmount: 15 }],
          alreadyMatched: 15,
          remainingEligible: 5,
          suggestedMatch: 5,
          publicMoney: 45,
        }),
    });
    const dialog = await openMatchModal();
    expect(await dialog.findByText('#17 on 2024-02-10: $15.00 given, $15.00 matched')).toBeTruthy();
    await waitFor(() => expect(inputLabelled('Match Amount').value).toBe('$5.00'));
    expect(publicMoney()).toBe('$45.00');
  });

  it('requires a reason above the rule and sends it with the match', async () => {
    const { callsTo, router } = openDetail(governmentAdmin);
    const dialog = await openMatchModal();
    await waitFor(() => expect(inputLabelled('Match Amount').value).toBe('$20.00'));
    typeInto('Match Amount', '25');
    expect(publicMoney()).toBe('$225.00');
    fireEvent.click(dialog.getByRole('button', { name: 'Match Contribution' }));
    expect(
      await dialog.findByText(
        'A reason is required to match more than the programme rule allows ($20.00)',
      ),
    ).toBeTruthy();
    expect(callsTo('contributions.update')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/^Reason for matching more than the rule/), {
      target: { value: 'Two gifts from one household' },
    });
    await confirmMatch(dialog, callsTo, {
      matchAmount: 25,
      matchReason: 'Two gifts from one household',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributions'));
  });

  it('processes the contribution with the rule’s amount and no reason', async () => {
    const { callsTo } = openDetail(governmentAdmin);
    const dialog = await openMatchModal();
    await waitFor(() => expect(inputLabelled('Match Amount').value).toBe('$20.00'));
    await confirmMatch(dialog, callsTo, {
      matchAmount: 20,
    });
  });

  it('explains why nothing can be matched', async () => {
    openDetail(governmentAdmin, {
      'matching.computation': () =>
        matchComputation({
          inPortland: false,
          eligible: false,
          reasons: ["The contributor's address is not in Portland."],
          suggestedMatch: 0,
          publicMoney: 0,
        }),
    });
    const dialog = await openMatchModal();
    expect(await dialog.findByText('Not eligible for a match')).toBeTruthy();
    expect(dialog.getByText("The contributor's address is not in Portland.")).toBeTruthy();
    expect(publicMoney()).toBe('$0.00');
  });
});

describe('[matching] programme limit warnings', () => {
  const overLimit = () => [
    {
      code: 'per_donor_limit',
      total: 300,
      limit: 250,
      message: 'Ana Ruiz gave $300.00, over the $250.00 limit.',
    },
  ];

  it('warns campaign users before they submit, without blocking the save', async () => {
    const { callsTo } = openDetail(campaignStaff, { 'matching.contributionWarnings': overLimit });
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Programme limits')).toBeTruthy();
    expect(
      within(warning).getByText('Ana Ruiz gave $300.00, over the $250.00 limit.'),
    ).toBeTruthy();
    expect(callsTo('matching.contributionWarnings')[0]?.input).toEqual({ id: 42 });

    typeInto('Street Address', '2 Oak Ave');
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Contribution Updated Draft')).toBeTruthy();
  });

  it('shows the same warnings to city staff on review', async () => {
    openDetail(governmentAdmin, { 'matching.contributionWarnings': overLimit });
    expect(await screen.findByText('Ana Ruiz gave $300.00, over the $250.00 limit.')).toBeTruthy();
  });

  it('shows nothing when no limit is passed', async () => {
    const { callsTo } = openDetail(campaignStaff);
    await screen.findByRole('heading', { name: '#42 Draft' });
    await waitFor(() => expect(callsTo('matching.contributionWarnings')).toHaveLength(1));
    expect(screen.queryByText('Programme limits')).toBeNull();
  });
});
