import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { governmentAdmin } from '../../test/fixtures';
import { matchEntry } from '../../test/matching-fixtures';
import { contributionRecord, contributionRows, emptyActivities } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';

/** Twelve gifts of one donor, #40 to #51; the one on screen is #42. */
const donorGifts = contributionRows(12, 40);

function openDetail(matchId: string | null) {
  return renderApp('/contributions/42', {
    'auth.session': () => governmentAdmin,
    'contributions.get': (input) =>
      contributionRecord({ id: (input as { id: number }).id, status: 'submitted', matchId }),
    'contributions.list': (input) => {
      const { page, perPage } = input as { page: number; perPage: number };
      const data = donorGifts.slice(page * perPage, (page + 1) * perPage);
      return { data, total: donorGifts.length, page, perPage };
    },
    'activities.list': emptyActivities,
    'matching.get': () => matchEntry({ matchId, matchStrength: matchId ? 'exact' : 'none' }),
    'matching.contributionWarnings': () => [],
  });
}

const donations = async () =>
  within(await screen.findByRole('region', { name: 'Previous Donations' }));

describe('[matching] previous donations', () => {
  it('lists the donor’s gifts 10 to a page; the current record reads Current', async () => {
    const { callsTo, router } = openDetail('v-2');
    const table = await donations();
    expect(await table.findByText('1 - 10 of 12')).toBeTruthy();
    expect(callsTo('contributions.list')[0]?.input).toEqual({
      governmentId: 1,
      matchId: 'v-2',
      page: 0,
      perPage: 50,
    });
    const current = table.getByRole('button', { name: 'Current' }) as HTMLButtonElement;
    expect(current.disabled).toBe(true);
    expect(table.getAllByRole('button', { name: /^View contribution/ })).toHaveLength(9);
    expect(table.getAllByText('Jane for Mayor 2024')).toHaveLength(10);
    // The first gift of the fixtures was matched with $180.
    expect(table.getByText('$180.00')).toBeTruthy();

    fireEvent.click(table.getByRole('button', { name: 'Next page' }));
    expect(await table.findByText('11 - 12 of 12')).toBeTruthy();
    expect(table.queryByRole('button', { name: 'Current' })).toBeNull();
    fireEvent.click(table.getByRole('button', { name: 'View contribution #51' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributions/51'));
  });

  it('says No previous donations found when the donor has no match', async () => {
    const { callsTo } = openDetail(null);
    const table = await donations();
    expect(table.getByText('No previous donations found')).toBeTruthy();
    expect(callsTo('contributions.list')).toHaveLength(0);
  });
});
