import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../lib/current-user';
import type { Activity } from '../../records/api';
import { ServerAnswer } from '../../test/fake-server';
import {
  assumingGovernmentAdmin,
  campaignAdmin,
  campaignStaff,
  governmentAdmin,
} from '../../test/fixtures';
import { choose, typeInto } from '../../test/inputs';
import { expectUpdateSent } from '../../test/record-updates';
import { contributionRecord, emptyActivities } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';

const fieldsReadOnly = () => screen.getByTestId('record-fields').getAttribute('data-read-only');
const actions = () => within(screen.getByTestId('record-actions'));
const buttonNames = () =>
  actions()
    .queryAllByRole('button')
    .map((button) => button.textContent);

function openDetail(me: Me, overrides = {}, update: (input: unknown) => unknown = () => ({})) {
  return renderApp('/contributions/42', {
    'auth.session': () => me,
    'contributions.get': () => contributionRecord(overrides),
    'contributions.update': update,
    'contributions.list': () => ({ data: [], total: 0, page: 0, perPage: 50 }),
    'activities.list': emptyActivities,
  });
}

/** A government admin's Compliance choice of Out of Compliance on a submitted contribution. */
async function openOutOfCompliance() {
  await screen.findByRole('heading', { name: '#42 Submitted' });
  await choose('Compliance', 'Out of Compliance');
  return screen.findByRole('dialog', { name: 'Out of Compliance' });
}

/** The update sent, and its flash, for contribution 42 marked out of compliance with `reason`. */
const expectMarkedOutOfCompliance = (
  callsTo: Parameters<typeof expectUpdateSent>[0],
  reason: string,
) =>
  expectUpdateSent(callsTo, 'contributions', 'Contribution Updated Out of Compliance', {
    id: 42,
    version: 3,
    status: 'out_of_compliance',
    compliant: false,
    reason,
  });

describe('[contributions] detail', () => {
  it('shows the header, campaign and Last Edited time in Pacific time', async () => {
    openDetail(campaignStaff);
    expect(await screen.findByRole('heading', { name: '#42 Draft' })).toBeTruthy();
    expect(
      within(screen.getByTestId('record-header')).getByText('Jane for Mayor 2024'),
    ).toBeTruthy();
    // 17:07 UTC on 5 March 2024 is 09:07 AM in Portland.
    expect(screen.getByText('Last Edited 03-05-24 09:07 AM')).toBeTruthy();
  });

  it.each([
    ['staff on a draft', campaignStaff, 'draft', ['Move to trash', 'Save Draft'], 'false'],
    [
      'admin on a draft',
      campaignAdmin,
      'draft',
      ['Move to trash', 'Save Draft', 'Submit'],
      'false',
    ],
    ['staff on a submitted record', campaignStaff, 'submitted', ['Archive'], 'true'],
    ['admin on an archived record', campaignAdmin, 'archived', ['Move to Draft'], 'true'],
    ['admin on a processed record', campaignAdmin, 'processed', [], 'true'],
    ['a government admin on a submitted record', governmentAdmin, 'submitted', [], 'true'],
  ] as const)(
    '%s gets the buttons of the domain and the read-only rule',
    async (_who, me, status, buttons, readOnly) => {
      openDetail(me, { status });
      await screen.findByRole('heading', { name: /^#42/ });
      expect(buttonNames()).toEqual(buttons);
      expect(fieldsReadOnly()).toBe(readOnly);
    },
  );

  it.each([
    ['draft', ['Move to trash', 'Save Draft', 'Submit'], 'Save Draft'],
    ['submitted', ['Archive', 'Save'], 'Save'],
  ] as const)(
    'in edit mode a %s record has one red save button: %j, red %s',
    async (status, buttons, redButton) => {
      openDetail(assumingGovernmentAdmin, { status });
      await screen.findByRole('heading', { name: /^#42/ });
      expect(buttonNames()).toEqual(buttons);
      const red = actions()
        .getAllByRole('button')
        .filter((button) => button.getAttribute('style')?.includes('--mantine-color-red'));
      expect(red.map((button) => button.textContent)).toEqual([redButton]);
    },
  );

  it('submits a draft as the campaign admin and returns to the list', async () => {
    const { callsTo, router } = openDetail(campaignAdmin);
    await screen.findByRole('heading', { name: /^#42/ });
    fireEvent.click(actions().getByRole('button', { name: 'Submit' }));
    await expectUpdateSent(callsTo, 'contributions', 'Contribution Updated Submitted', {
      id: 42,
      version: 3,
      status: 'submitted',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributions'));
  });

  it('Save Draft sends only the changed fields with the id and version', async () => {
    const { callsTo } = openDetail(campaignStaff);
    await screen.findByRole('heading', { name: '#42 Draft' });
    typeInto('Street Address', '2 Oak Ave');
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await expectUpdateSent(callsTo, 'contributions', 'Contribution Updated Draft', {
      id: 42,
      version: 3,
      address1: '2 Oak Ave',
    });
  });

  it('goes back to the list without a call when nothing changed', async () => {
    const { callsTo, router } = openDetail(campaignStaff);
    fireEvent.click(await screen.findByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributions'));
    expect(callsTo('contributions.update')).toHaveLength(0);
  });

  it('flashes each validation message of an invalid save', async () => {
    const { callsTo } = openDetail(campaignStaff);
    await screen.findByRole('heading', { name: '#42 Draft' });
    typeInto('Street Address', '');
    typeInto('City', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    const flashes = await screen.findAllByText(/is required$/);
    const texts = flashes.map((element) => element.textContent);
    expect(texts).toContain('Your street address is required');
    expect(texts).toContain('Your city is required');
    expect(callsTo('contributions.update')).toHaveLength(0);
  });

  it('shows the conflict message when someone else changed the contribution first', async () => {
    openDetail(campaignAdmin, {}, () => {
      throw new ServerAnswer(
        'CONFLICT',
        'This contribution was changed by someone else. Reload to see the latest version.',
      );
    });
    await screen.findByRole('heading', { name: /^#42/ });
    fireEvent.click(actions().getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Error - This contribution was changed by someone else. Reload to see the latest version.',
      ),
    ).toBeTruthy();
  });

  it('a government admin marks a contribution out of compliance with a reason', async () => {
    const { callsTo } = openDetail(governmentAdmin, { status: 'submitted' });
    const dialog = await openOutOfCompliance();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Out of Compliance' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();
    expect(within(dialog).getByText('An explanation is required')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('Over Limit'));
    const explanation = within(dialog).getByLabelText(/Explanation/) as HTMLTextAreaElement;
    expect(explanation.value).toBe('Over Limit');
    fireEvent.change(explanation, { target: { value: 'Over Limit: $300 from one donor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Out of Compliance' }));
    await expectMarkedOutOfCompliance(callsTo, 'Over Limit: $300 from one donor');
  });

  it('keeps the Out of Compliance modal and its explanation open when the save fails', async () => {
    let refuse = true;
    const { callsTo } = openDetail(governmentAdmin, { status: 'submitted' }, () => {
      if (refuse) throw new ServerAnswer('SERVICE_UNAVAILABLE', 'The database is not answering');
      return {};
    });
    const dialog = await openOutOfCompliance();
    fireEvent.click(within(dialog).getByLabelText('Other Reason'));
    const explanation = within(dialog).getByLabelText(/Explanation/) as HTMLTextAreaElement;
    fireEvent.change(explanation, { target: { value: 'Donor is a corporation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Out of Compliance' }));
    expect(await screen.findByText('Error - The database is not answering')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Out of Compliance' })).toBeTruthy();
    expect(explanation.value).toBe('Donor is a corporation');

    // Tried again once the server answers: saved, with the same explanation.
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Out of Compliance' }));
    await expectMarkedOutOfCompliance(callsTo, 'Donor is a corporation');
  });

  it('In Compliance processes the contribution as compliant', async () => {
    const { callsTo } = openDetail(governmentAdmin, { status: 'submitted' });
    await screen.findByRole('heading', { name: '#42 Submitted' });
    await choose('Compliance', 'In Compliance');
    await expectUpdateSent(callsTo, 'contributions', 'Contribution Updated Processed', {
      id: 42,
      version: 3,
      status: 'processed',
      compliant: true,
    });
  });
});

const activity = (id: number): Activity => ({
  id,
  createdAt: new Date('2024-03-05T17:07:00Z'),
  notes: `Note ${id}`,
  activityType: 'contribution',
  actor: { id: 3, name: `Author ${id}` },
  onBehalfOfCampaign: null,
  apiToken: null,
  contributionId: 42,
  expenditureId: null,
  campaignId: 7,
  attachment: id === 1 ? { id: 9, fileName: 'receipt.pdf', sizeBytes: 100 } : null,
  attachmentPath: id === 1 ? '/attachments/9' : null,
});

describe('[contributions] transaction history', () => {
  it('starts with 5 activities, Show More adds 5 and Show All loads the total', async () => {
    const { callsTo } = renderApp('/contributions/42', {
      'auth.session': () => campaignStaff,
      'contributions.get': () => contributionRecord(),
      'activities.list': (input) => {
        const { perPage } = input as { perPage: number };
        const shown = Math.min(perPage, 12);
        return {
          data: Array.from({ length: shown }, (_, index) => activity(index + 1)),
          page: 0,
          perPage,
          total: 12,
        };
      },
    });
    expect(await screen.findByText('Note 5')).toBeTruthy();
    expect(screen.queryByText('Note 6')).toBeNull();
    expect(callsTo('activities.list')[0]?.input).toEqual({
      contributionId: 42,
      page: 0,
      perPage: 5,
    });
    expect(screen.getAllByText('03-05-2024 @ 09:07AM')).toHaveLength(5);
    expect(screen.getAllByTestId('activity-byline')[1]?.textContent).toBe(
      '03-05-2024 @ 09:07AM · Author 2',
    );
    expect(screen.getByRole('link', { name: 'receipt.pdf' }).getAttribute('href')).toBe(
      '/attachments/9',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await screen.findByText('Note 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(await screen.findByText('Note 12')).toBeTruthy();
    expect(callsTo('activities.list').at(-1)?.input).toMatchObject({ perPage: 12 });
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('names the author of each line, and the campaign for edit-mode changes', async () => {
    renderApp('/contributions/42', {
      'auth.session': () => campaignStaff,
      'contributions.get': () => contributionRecord(),
      'activities.list': () => ({
        data: [
          { ...activity(1), notes: 'Receipt attached', actor: { id: 3, name: 'Pat Doe' } },
          {
            ...activity(2),
            actor: { id: 4, name: 'Gia Admin' },
            onBehalfOfCampaign: { id: 7, name: 'Jane for Mayor 2024' },
          },
          { ...activity(3), actor: null },
        ],
        page: 0,
        perPage: 5,
        total: 3,
      }),
    });
    expect(await screen.findByText('Receipt attached')).toBeTruthy();
    expect(screen.getAllByTestId('activity-byline').map((line) => line.textContent)).toEqual([
      '03-05-2024 @ 09:07AM · Pat Doe',
      '03-05-2024 @ 09:07AM · Gia Admin on behalf of Jane for Mayor 2024',
      '03-05-2024 @ 09:07AM · System',
    ]);
  });
});
