import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../lib/current-user';
import type { Activity } from '../../records/api';
import { campaignAdmin, campaignStaff, governmentAdmin } from '../../test/fixtures';
import { inputLabelled } from '../../test/inputs';
import {
  contributionRecord,
  emptyActivities,
  expenditureRecord,
} from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';

const historyLine = (id: number, notes: string, name: string): Activity => ({
  id,
  createdAt: new Date('2024-03-05T17:07:00Z'),
  notes,
  activityType: 'contribution',
  actor: { id: 3, name },
  onBehalfOfCampaign: null,
  apiToken: null,
  contributionId: 42,
  expenditureId: null,
  campaignId: 7,
  attachment: null,
  attachmentPath: null,
});

function openContribution(me: Me, overrides = {}, history: Activity[] = []) {
  return renderApp('/contributions/42', {
    'auth.session': () => me,
    'contributions.get': () => contributionRecord(overrides),
    'activities.list': () =>
      history.length === 0
        ? emptyActivities()
        : { data: history, page: 0, perPage: 50, total: history.length },
  });
}

const campaignButtons = () => within(screen.getByTestId('record-actions'));
const reviewPanel = () => within(screen.getByRole('region', { name: 'Review' }));

describe("[contributions] the reviewer's page", () => {
  it('shows an empty read-only field as nothing, never as its placeholder', async () => {
    openContribution(governmentAdmin, { status: 'submitted', phone: null });
    await screen.findByRole('heading', { name: '#42 Submitted' });
    const phone = inputLabelled('Phone');
    expect(phone.value).toBe('');
    expect(phone.getAttribute('placeholder')).toBeNull();
    expect(screen.queryByPlaceholderText('(503) 555-0100')).toBeNull();
    expect(screen.queryByPlaceholderText('MM/DD/YYYY')).toBeNull();
    // Nor a clear button beside a date that cannot be changed.
    const date = inputLabelled('Date of Contribution').closest('.mantine-InputWrapper-root');
    expect(date?.querySelector('button')).toBeNull();
    expect(inputLabelled('First Name').value).toBe('Ana');
  });

  it('keeps the phone placeholder as a hint where the record can be edited', async () => {
    openContribution(campaignAdmin, { status: 'draft', phone: null });
    await screen.findByRole('heading', { name: '#42 Draft' });
    expect(inputLabelled('Phone').getAttribute('placeholder')).toBe('(503) 555-0100');
  });

  it('opens with a review panel: compliance, match and the compliance choice', async () => {
    openContribution(governmentAdmin, { status: 'submitted' });
    await screen.findByRole('heading', { name: '#42 Submitted' });
    expect(reviewPanel().getByTestId('review-compliance').textContent).toBe('Not reviewed yet');
    expect(reviewPanel().getByTestId('review-match').textContent).toBe('No match approved yet');
    expect(inputLabelled('Compliance').closest('[data-testid="review-panel"]')).not.toBeNull();
  });

  it('shows the approved match and the compliance of a processed contribution', async () => {
    openContribution(governmentAdmin, { status: 'processed', compliant: true, matchAmount: 180 });
    await screen.findByRole('heading', { name: '#42 Processed' });
    expect(reviewPanel().getByTestId('review-compliance').textContent).toBe('In Compliance');
    expect(reviewPanel().getByTestId('review-match').textContent).toBe('$180.00 approved');
  });

  it('says who marked it out of compliance, when, and the reason they gave', async () => {
    openContribution(governmentAdmin, { status: 'out_of_compliance', compliant: false }, [
      historyLine(2, 'Greta Gov changed zip from 97201 to 97202 on contribution #42.', 'Greta Gov'),
      historyLine(
        1,
        'Greta Gov marked contribution #42 out of compliance: Over Limit, gave $600 in March.',
        'Greta Gov',
      ),
    ]);
    const decision = await screen.findByTestId('compliance-decision');
    expect(decision.textContent).toContain('Marked Out of Compliance by Greta Gov on');
    expect(decision.textContent).toContain('Reason: Over Limit, gave $600 in March');
    expect(reviewPanel().getByTestId('review-compliance').textContent).toBe('Out of Compliance');
  });

  it('shows no review panel to the campaign', async () => {
    openContribution(campaignAdmin, { status: 'submitted' });
    await screen.findByRole('heading', { name: '#42 Submitted' });
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
  });

  it('tells campaign staff in words that a campaign admin submits the draft', async () => {
    openContribution(campaignStaff, { status: 'draft' });
    await screen.findByRole('heading', { name: '#42 Draft' });
    expect(screen.getByTestId('staff-submit-note').textContent).toContain(
      'A campaign admin submits this contribution to the city.',
    );
    expect(campaignButtons().queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('says nothing of submitting to the campaign admin, who has the Submit button', async () => {
    openContribution(campaignAdmin, { status: 'draft' });
    await screen.findByRole('heading', { name: '#42 Draft' });
    expect(campaignButtons().getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.queryByTestId('staff-submit-note')).toBeNull();
  });
});

describe("[expenses] the reviewer's page", () => {
  it('shows the expense compliance without a match', async () => {
    renderApp('/expenses/51', {
      'auth.session': () => governmentAdmin,
      'expenditures.get': () => expenditureRecord({ status: 'in_compliance' }),
      'activities.list': emptyActivities,
    });
    await screen.findByRole('heading', { name: '#51 in compliance' });
    await waitFor(() =>
      expect(reviewPanel().getByTestId('review-compliance').textContent).toBe('In Compliance'),
    );
    expect(reviewPanel().queryByTestId('review-match')).toBeNull();
  });
});
