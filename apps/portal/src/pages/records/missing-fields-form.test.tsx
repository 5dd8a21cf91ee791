import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignStaff } from '../../test/fixtures';
import { choose, inputLabelled, typeInto } from '../../test/inputs';
import { contributionRecord, emptyActivities } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';

async function openNewContribution() {
  renderApp('/contributions/add', {
    'auth.session': () => campaignStaff,
    'contributions.create': () => null,
    'contributions.get': () => contributionRecord(),
    'activities.list': emptyActivities,
  });
  await screen.findByText('New Contribution');
}

const summary = () => within(screen.getByTestId('missing-fields'));
const missingLinks = () =>
  summary()
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('[contributions] a new form says what it still needs', () => {
  it('lists what stops Save as Draft, and each link moves focus to its field', async () => {
    await openNewContribution();
    expect(summary().getByText('Save as Draft needs 8 more fields:')).toBeTruthy();
    expect(missingLinks()).toEqual([
      'Contribution date is required',
      'The contribution subtype is required',
      'The contribution amount is required',
      'OAE contribution type is required',
      'First name is required.',
      'Last name is required.',
      'Your street address is required',
      'Your zipcode is required',
    ]);
    fireEvent.click(summary().getByRole('link', { name: 'Last name is required.' }));
    expect(document.activeElement).toBe(inputLabelled('Last Name'));
  });

  it('shortens the list as fields are filled, and drops it once Save as Draft is on', async () => {
    await openNewContribution();
    typeInto('First Name', 'Ana');
    typeInto('Last Name', 'Ruiz');
    await waitFor(() => expect(missingLinks()).toHaveLength(6));
    typeInto('Date of Contribution', '03/01/2024');
    await choose('Subtype of Contribution', 'Cash Contribution');
    await choose('OAE Contribution Type', 'Matchable');
    await choose('Payment Method', 'Cash');
    typeInto('Street Address', '1 Main St');
    typeInto('Zip Code', '97201');
    await waitFor(() => expect(missingLinks()).toEqual(['The contribution amount is required']));
    typeInto('Amount of Contribution', '25');
    await waitFor(() => expect(screen.queryByTestId('missing-fields')).toBeNull());
    const saves = screen.getAllByRole('button', { name: 'Save as Draft' }) as HTMLButtonElement[];
    expect(saves.every((button) => !button.disabled)).toBe(true);
  });

  it('says an impossible date is not a valid date instead of required', async () => {
    await openNewContribution();
    typeInto('Date of Contribution', '13/45/2024');
    const message =
      'Date of Contribution is not a valid date: use MM/DD/YYYY, for example 03/15/2024';
    await waitFor(() => expect(missingLinks()[0]).toBe(message));
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.queryByText('Contribution date is required')).toBeNull();
    expect(inputLabelled('Date of Contribution').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells assistive technology which fields are required', async () => {
    await openNewContribution();
    expect(inputLabelled('First Name').getAttribute('aria-required')).toBe('true');
    expect(inputLabelled('Street Address').getAttribute('aria-required')).toBe('true');
    expect(inputLabelled('Amount of Contribution').getAttribute('aria-required')).toBe('true');
    expect(inputLabelled('Middle Initial').getAttribute('aria-required')).toBeNull();
  });

  it('tells campaign staff that a campaign admin submits what they save', async () => {
    await openNewContribution();
    expect(screen.getByTestId('staff-submit-note').textContent).toContain(
      'A campaign admin submits this contribution to the city.',
    );
  });
});
