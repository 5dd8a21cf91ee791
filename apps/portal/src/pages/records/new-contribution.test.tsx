import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerAnswer } from '../../test/fake-server';
import { campaignStaff, governmentAdmin } from '../../test/fixtures';
import { choose, findFieldMessage, inputLabelled, typeInto } from '../../test/inputs';
import { contributionRecord, emptyActivities } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';

const saveButtons = () => screen.getAllByRole('button', { name: 'Save as Draft' });
const saveEnabled = () => saveButtons().every((button) => !(button as HTMLButtonElement).disabled);

async function fillValidIndividualCash() {
  typeInto('Date of Contribution', '03/01/2024');
  await choose('Subtype of Contribution', 'Cash Contribution');
  await choose('OAE Contribution Type', 'Matchable');
  await choose('Payment Method', 'Cash');
  typeInto('First Name', 'Ana');
  typeInto('Last Name', 'Ruiz');
  typeInto('Street Address', '1 Main St');
  typeInto('Zip Code', '97201');
}

const handlers = (create: (input: unknown) => unknown) => ({
  'auth.session': () => campaignStaff,
  'contributions.create': create,
  'contributions.get': () => contributionRecord(),
  'activities.list': emptyActivities,
});

/** Opens the new-contribution page for campaign staff and waits for its form. */
async function openNewContribution(create: (input: unknown) => unknown = () => null) {
  const app = renderApp('/contributions/add', handlers(create));
  await screen.findByText('New Contribution');
  return app;
}

/** Fills a valid cash gift of `amount` and saves it with the top or bottom Save as Draft. */
async function saveValidCash(amount: string, button: 0 | 1) {
  await fillValidIndividualCash();
  typeInto('Amount of Contribution', amount);
  await waitFor(() => expect(saveEnabled()).toBe(true));
  fireEvent.click(saveButtons()[button] as HTMLElement);
}

describe('[contributions] new contribution form', () => {
  it('starts with the spec defaults and Save as Draft off at top and bottom', async () => {
    renderApp(
      '/contributions/add',
      handlers(() => null),
    );
    expect(await screen.findByText('New Contribution')).toBeTruthy();
    expect(saveButtons()).toHaveLength(2);
    expect(saveEnabled()).toBe(false);
    expect(inputLabelled('Type of Contribution').value).toBe('Contribution');
    expect(inputLabelled('Contributor Type').value).toBe('Individual');
    expect(inputLabelled('City').value).toBe('Portland');
    expect(inputLabelled('State').value).toBe('OR');
  });

  it('shows a message when a required field is left, and enables saving once valid with an amount', async () => {
    await openNewContribution();
    typeInto('Street Address', '');
    await findFieldMessage('Street Address', 'Your street address is required');
    await fillValidIndividualCash();
    expect(saveEnabled()).toBe(false);
    typeInto('Amount of Contribution', '25.5');
    await waitFor(() => expect(saveEnabled()).toBe(true));
  });

  it('asks for the entity name instead of person names for a business', async () => {
    await openNewContribution();
    expect(screen.queryByLabelText(/Name of Entity/)).toBeNull();
    await choose('Contributor Type', 'Business Entity');
    expect(inputLabelled('Name of Entity')).toBeTruthy();
    expect(screen.queryByLabelText(/First Name/)).toBeNull();
    expect(screen.queryByLabelText(/Occupation/)).toBeNull();
  });

  it('hides the payment method and requires the in-kind type for in-kind subtypes', async () => {
    await openNewContribution();
    expect(inputLabelled('Payment Method')).toBeTruthy();
    await choose('Subtype of Contribution', 'In-Kind Contribution');
    expect(screen.queryByLabelText(/Payment Method/)).toBeNull();
    typeInto('In-Kind Type', '');
    await findFieldMessage('In-Kind Type', 'Inkind type is required');
  });

  it('clears the subtype when the type no longer allows it', async () => {
    await openNewContribution();
    await choose('Subtype of Contribution', 'Cash Contribution');
    expect(inputLabelled('Subtype of Contribution').value).toBe('Cash Contribution');
    await choose('Type of Contribution', 'Other');
    await waitFor(() => expect(inputLabelled('Subtype of Contribution').value).toBe(''));
  });

  it('shows the employer section only for employed persons', async () => {
    await openNewContribution();
    expect(screen.queryByLabelText(/Employer Name/)).toBeNull();
    await choose('Occupation', 'Employed');
    expect(inputLabelled('Employer Name')).toBeTruthy();
    expect(inputLabelled('Employer Country').value).toBe('United States');
    await choose('Occupation', 'Not Employed');
    expect(screen.queryByLabelText(/Employer Name/)).toBeNull();
    expect(screen.queryByLabelText(/Occupation Letter Date/)).toBeNull();
  });

  it('masks Zip Code, Phone and Email as they are typed', async () => {
    // One form for every case: each value typed replaces the one before it.
    await openNewContribution();
    for (const [label, typed, shown] of [
      ['Zip Code', '97201-1234', '97201'],
      ['Zip Code', 'ab972', '972'],
      ['Phone', '5035550100', '(503) 555-0100'],
      ['Phone', '503555', '(503) 555'],
      ['Email', ' Ana.Ruiz @Example.ORG ', 'Ana.Ruiz@example.org'],
      ['Email', 'ana@@example.org', 'ana@example.org'],
    ] as const) {
      typeInto(label, typed);
      expect(inputLabelled(label).value, `${label}: ${typed}`).toBe(shown);
    }
  });

  it('requires a phone type once a phone is entered', async () => {
    await openNewContribution();
    typeInto('Phone', '5035550100');
    typeInto('Phone Type', '');
    await findFieldMessage('Phone Type', 'Please select a phone type');
  });

  it('saves a draft for the campaign, flashes Contribution Added and opens it', async () => {
    const { callsTo, router } = await openNewContribution(() => contributionRecord({ id: 42 }));
    await saveValidCash('25.50', 0);
    expect(await screen.findByText('Contribution Added')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributions/42'));
    expect(callsTo('contributions.create')[0]?.input).toMatchObject({
      campaignId: 7,
      date: '2024-03-01',
      type: 'contribution',
      subType: 'cash',
      amount: 25.5,
      contributorType: 'individual',
      firstName: 'Ana',
      lastName: 'Ruiz',
      name: null,
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      paymentMethod: 'cash',
    });
  });

  it("shows the server's refusal as 'Error - {message}'", async () => {
    await openNewContribution(() => {
      throw new ServerAnswer('FORBIDDEN', 'Campaign is closed');
    });
    await saveValidCash('10', 1);
    expect(await screen.findByText('Error - Campaign is closed')).toBeTruthy();
  });

  it('does not offer the form to a government admin', async () => {
    renderApp('/contributions/add', { 'auth.session': () => governmentAdmin });
    expect(await screen.findByText('Only campaign users can add contributions.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
  });
});
