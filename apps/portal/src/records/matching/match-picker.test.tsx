import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../lib/current-user';
import { type Handlers, ServerAnswer } from '../../test/fake-server';
import {
  assumingGovernmentAdmin,
  campaignAdmin,
  campaignStaff,
  governmentAdmin,
} from '../../test/fixtures';
import { inputLabelled } from '../../test/inputs';
import { candidate, matchEntry } from '../../test/matching-fixtures';
import { contributionRecord, emptyActivities } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';
import type { MatchEntry } from './match-options';

const ana = candidate({ id: 'v-2', firstName: 'Ana', lastName: 'Ruiz' });
const anna = candidate({
  id: 'v-3',
  firstName: 'Anna',
  lastName: 'Ruiz',
  address1: '9 ELM ST',
  city: 'BEAVERTON',
  zip: '97005',
  inPortland: false,
});

function openDetail(me: Me, entry: () => MatchEntry, extra: Handlers = {}) {
  return renderApp('/contributions/42', {
    'auth.session': () => me,
    'contributions.get': () => contributionRecord({ status: 'submitted' }),
    'contributions.list': () => ({ data: [], total: 0, page: 0, perPage: 50 }),
    'activities.list': emptyActivities,
    'matching.get': entry,
    'matching.contributionWarnings': () => [],
    ...extra,
  });
}

/** The colour a strength badge is painted in, e.g. 'orange'. */
function badgeColour(label: HTMLElement): string | undefined {
  const badge = label.closest<HTMLElement>('.mantine-Badge-root');
  return badge?.style.getPropertyValue('--badge-bg').match(/--mantine-color-(\w+)-filled/)?.[1];
}

async function pickerOptions(): Promise<HTMLElement[]> {
  const input = await waitFor(() => inputLabelled('Choose a match'));
  fireEvent.focus(input);
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('The match picker did not open');
    return element;
  });
  return within(listbox).findAllByRole('option', { hidden: true });
}

const section = async () => within(await screen.findByRole('region', { name: 'Match' }));

describe('[matching] match picker on the contribution detail', () => {
  it('lists the best candidate first in its colour, with No Match appended', async () => {
    openDetail(governmentAdmin, () =>
      matchEntry({ matchStrength: 'strong', results: { exact: [], strong: [ana], weak: [anna] } }),
    );
    const options = await pickerOptions();
    expect(options.map((option) => option.textContent)).toEqual([
      'Ana Ruiz1 MAIN ST, PORTLAND, OR 97201In PortlandStrong',
      'Anna Ruiz9 ELM ST, BEAVERTON, OR 97005Outside PortlandWeak',
      'No Match',
    ]);
    expect(badgeColour(within(options[0] as HTMLElement).getByText('Strong'))).toBe('yellow');
    expect(badgeColour(within(options[1] as HTMLElement).getByText('Weak'))).toBe('orange');
    expect(badgeColour(within(options[2] as HTMLElement).getByText('No Match'))).toBe('red');
    expect(inputLabelled('Choose a match').placeholder).toBe('Click to select a match');
    expect((await section()).getByText('No match chosen yet')).toBeTruthy();
  });

  it('puts the chosen candidate first and marks it (selected)', async () => {
    openDetail(governmentAdmin, () =>
      matchEntry({
        matchId: 'v-3',
        matchStrength: 'weak',
        inPortland: false,
        results: { exact: [], strong: [ana], weak: [anna] },
      }),
    );
    const options = await pickerOptions();
    expect(options[0]?.textContent).toContain('Anna Ruiz');
    expect(options[0]?.textContent).toContain('(selected)');
    expect(options[1]?.textContent).not.toContain('(selected)');
    const current = within(screen.getByTestId('current-match'));
    expect(current.getByText('Anna Ruiz')).toBeTruthy();
    expect(current.getByText('Outside Portland')).toBeTruthy();
    expect(badgeColour(current.getByText('Weak'))).toBe('orange');
  });

  it('shows an exact match outside Portland as no match, in red, and as final', async () => {
    const outside = { ...anna, id: 'v-9' };
    openDetail(governmentAdmin, () =>
      matchEntry({
        matchId: 'v-9',
        matchStrength: 'exact',
        inPortland: false,
        results: { exact: [outside], strong: [], weak: [] },
      }),
    );
    const current = await waitFor(() => within(screen.getByTestId('current-match')));
    expect(badgeColour(current.getByText('No Match'))).toBe('red');
    expect(inputLabelled('Choose a match').disabled).toBe(true);
    expect(
      (await section()).getByText('An exact match is final and cannot be changed.'),
    ).toBeTruthy();
  });

  it('preselects No Match when the current match is none', async () => {
    openDetail(governmentAdmin, () =>
      matchEntry({
        matchId: 'donor:5',
        matchStrength: 'none',
        results: { exact: [], strong: [], weak: [anna] },
      }),
    );
    await waitFor(() => expect(inputLabelled('Choose a match').value).toBe('No Match (selected)'));
    const options = await pickerOptions();
    expect(options.at(-1)?.textContent).toBe('No Match(selected)');
  });

  it('says No Matches Found when the voter file has no candidate', async () => {
    openDetail(governmentAdmin, () => matchEntry());
    expect(await (await section()).findByText('No Matches Found')).toBeTruthy();
    expect(inputLabelled('Choose a match').value).toBe('No Match');
  });

  it('says Could not find any matches when the entry cannot be loaded', async () => {
    openDetail(governmentAdmin, () => {
      throw new ServerAnswer('NOT_FOUND', 'Contribution not found');
    });
    expect(await (await section()).findByText('Could not find any matches')).toBeTruthy();
  });

  it('saves a choice, refreshes the match and the contribution and flashes Match Updated', async () => {
    let chosen = false;
    const { callsTo } = openDetail(
      governmentAdmin,
      () =>
        matchEntry({
          matchId: chosen ? 'v-2' : null,
          matchStrength: 'strong',
          results: { exact: [], strong: [ana], weak: [anna] },
        }),
      {
        'matching.choose': () => {
          chosen = true;
          return { matchId: 'v-2', matchStrength: 'strong' };
        },
      },
    );
    const options = await pickerOptions();
    fireEvent.click(options[0] as HTMLElement);
    expect(await screen.findByText('Match Updated')).toBeTruthy();
    expect(callsTo('matching.choose').map((call) => call.input)).toEqual([
      { id: 42, matchId: 'v-2', matchStrength: 'strong' },
    ]);
    expect(callsTo('matching.get').length).toBeGreaterThan(1);
    expect(callsTo('contributions.get').length).toBeGreaterThan(1);
    await waitFor(() =>
      expect(within(screen.getByTestId('current-match')).getByText('Ana Ruiz')).toBeTruthy(),
    );
  });

  it('sends No Match as a null match id', async () => {
    const { callsTo } = openDetail(
      governmentAdmin,
      () => matchEntry({ matchStrength: 'weak', results: { exact: [], strong: [], weak: [anna] } }),
      { 'matching.choose': () => ({ matchId: 'donor:5', matchStrength: 'none' }) },
    );
    const options = await pickerOptions();
    fireEvent.click(options.at(-1) as HTMLElement);
    expect(await screen.findByText('Match Updated')).toBeTruthy();
    expect(callsTo('matching.choose')[0]?.input).toEqual({
      id: 42,
      matchId: null,
      matchStrength: 'none',
    });
  });

  it('flashes the refusal’s status with the server’s reason', async () => {
    openDetail(
      governmentAdmin,
      () =>
        matchEntry({ matchStrength: 'strong', results: { exact: [], strong: [ana], weak: [] } }),
      {
        'matching.choose': () => {
          throw new ServerAnswer('CONFLICT', 'An exact match cannot be overridden');
        },
      },
    );
    const options = await pickerOptions();
    fireEvent.click(options[0] as HTMLElement);
    expect(await screen.findByText('Error - 409 status returned')).toBeTruthy();
    expect(screen.getByText('An exact match cannot be overridden')).toBeTruthy();
  });

  it.each([
    ['campaign staff', campaignStaff],
    ['a campaign admin', campaignAdmin],
    ['a government admin in edit mode', assumingGovernmentAdmin],
  ])('never loads or shows matching for %s', async (_who, me) => {
    const { callsTo } = openDetail(me, () => matchEntry());
    await screen.findByRole('heading', { name: '#42 Submitted' });
    await waitFor(() => expect(callsTo('matching.contributionWarnings')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Match' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Previous Donations' })).toBeNull();
    expect(callsTo('matching.get')).toHaveLength(0);
  });
});
