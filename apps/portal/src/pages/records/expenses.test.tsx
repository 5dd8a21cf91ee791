import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerAnswer } from '../../test/fake-server';
import { campaignAdmin, campaignStaff, governmentAdmin } from '../../test/fixtures';
import { choose, findFieldMessage, inputLabelled, typeInto } from '../../test/inputs';
import { expectUpdateSent } from '../../test/record-updates';
import { emptyActivities, expenditureRecord } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';
import { columnHeaders } from '../../test/tables';

const saveButtons = () => screen.getAllByRole('button', { name: 'Save as Draft' });
const saveEnabled = () => saveButtons().every((button) => !(button as HTMLButtonElement).disabled);

/** Fills a valid cash expense on the new-expense page, but for its amount. */
async function fillAllButAmount(payeeName: string) {
  await screen.findByText('New Expense');
  typeInto('Date of Expenditure', '03/02/2024');
  await choose('Type of Expenditure', 'Expenditure');
  await choose('Subtype of Expenditure', 'Cash Expenditure');
  await choose('Payment Method', 'Debit');
  await choose('Payee Type', 'Business');
  typeInto('Payee Name', payeeName);
}

async function addAmountAndSave() {
  typeInto('Amount', '120.5');
  await waitFor(() => expect(saveEnabled()).toBe(true));
  fireEvent.click(saveButtons()[0] as HTMLElement);
}

describe('[expenses] list', () => {
  it('lists expenses with the spec columns, Campaign third for a government admin', async () => {
    const { callsTo } = renderApp('/expenses?status=out_of_compliance', {
      'auth.session': () => governmentAdmin,
      'expenditures.list': () => ({
        data: [
          {
            id: 51,
            date: '2024-03-02',
            submittedAt: new Date('2024-03-05T17:07:00Z'),
            campaignName: 'Jane for Mayor 2024',
            name: 'Print Shop',
            amount: 1200.5,
            paymentMethod: 'credit_card_online',
            status: 'out_of_compliance',
            updatedAt: new Date('2024-03-05T17:07:00Z'),
          },
        ],
        total: 1,
        page: 0,
        perPage: 50,
      }),
    });
    expect(await screen.findByText('Print Shop')).toBeTruthy();
    expect(columnHeaders().slice(0, 7)).toEqual([
      'Expenditure Date',
      'Date Submitted',
      'Campaign',
      'Name',
      'Amount',
      'Payment',
      'Status',
    ]);
    expect(screen.getByText('$1,200.50')).toBeTruthy();
    expect(screen.getByText('Credit Card Online')).toBeTruthy();
    expect(screen.getByText('2024-03-05')).toBeTruthy();
    expect(callsTo('expenditures.list')[0]?.input).toMatchObject({
      governmentId: 1,
      filter: { status: 'out_of_compliance' },
    });
    expect(screen.queryByRole('link', { name: 'Add New Expense' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() =>
      expect(callsTo('expenditures.list').at(-1)?.input).toMatchObject({
        sort: { field: 'name', direction: 'DESC' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Campaign' }));
    await waitFor(() =>
      expect(callsTo('expenditures.list').at(-1)?.input).toMatchObject({
        sort: { field: 'campaignName', direction: 'DESC' },
      }),
    );
  });

  it('offers Add New Expense to campaign users', async () => {
    renderApp('/expenses', {
      'auth.session': () => campaignStaff,
      'expenditures.list': () => ({ data: [], total: 0, page: 0, perPage: 50 }),
    });
    expect(await screen.findByText('No Expenses')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New Expense' })).toBeTruthy();
  });
});

describe('[expenses] new expense form', () => {
  it('shows and requires the original transaction for a personal expenditure', async () => {
    renderApp('/expenses/new', { 'auth.session': () => campaignStaff });
    await screen.findByText('New Expense');
    expect(screen.queryByLabelText(/Vendor for Original Purchase/)).toBeNull();
    await choose('Type of Expenditure', 'Expenditure');
    await choose('Subtype of Expenditure', 'Personal Expenditure');
    typeInto('Vendor for Original Purchase', '');
    await findFieldMessage(
      'Vendor for Original Purchase',
      'Name of vendor for original purchase is required',
    );
  });

  it.each([
    ['Check', 'Check number is required.'],
    ['Money Order', 'Money Order number is required.'],
  ])('payment by %s asks for its number: %s', async (method, message) => {
    renderApp('/expenses/new', { 'auth.session': () => campaignStaff });
    await screen.findByText('New Expense');
    expect(screen.queryByLabelText(/Check Number|Money Order Number/)).toBeNull();
    await choose('Payment Method', method);
    const numberField = method === 'Check' ? 'Check Number' : 'Money Order Number';
    typeInto(numberField, '');
    await findFieldMessage(numberField, message);
  });

  it('saves a draft and flashes Expenditure Added', async () => {
    const { callsTo, router } = renderApp('/expenses/new', {
      'auth.session': () => campaignAdmin,
      'expenditures.create': () => expenditureRecord({ id: 51 }),
      'expenditures.get': () => expenditureRecord({ id: 51 }),
      'activities.list': emptyActivities,
    });
    await fillAllButAmount(' Print Shop ');
    expect(saveEnabled()).toBe(false);
    await addAmountAndSave();
    expect(await screen.findByText('Expenditure Added')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenses/51'));
    expect(callsTo('expenditures.create')[0]?.input).toMatchObject({
      campaignId: 7,
      amount: 120.5,
      date: '2024-03-02',
      type: 'expenditure',
      subType: 'cash_expenditure',
      paymentMethod: 'debit',
      payeeType: 'business',
      name: 'Print Shop',
    });
  });
});

describe('[expenses] new expense refused', () => {
  async function fillAndSave() {
    await fillAllButAmount('Print Shop');
    await addAmountAndSave();
  }

  it("flashes 'Error - {status} status returned' with the server's reason under it", async () => {
    const { router } = renderApp('/expenses/new', {
      'auth.session': () => campaignAdmin,
      'expenditures.create': () => {
        throw new ServerAnswer('FORBIDDEN', 'This campaign no longer accepts new records');
      },
    });
    await fillAndSave();
    expect(await screen.findByText('Error - 403 status returned')).toBeTruthy();
    expect(screen.getByText('This campaign no longer accepts new records')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/expenses/new');
  });

  it("flashes 'Error - {error}' when the call breaks before any answer", async () => {
    renderApp('/expenses/new', {
      'auth.session': () => campaignAdmin,
      'expenditures.create': () => {
        throw new Error('Failed to fetch');
      },
    });
    await fillAndSave();
    expect(await screen.findByText('Error - Failed to fetch')).toBeTruthy();
  });
});

describe('[expenses] detail', () => {
  it('shows the status with spaces and is read-only for the campaign once out of compliance', async () => {
    renderApp('/expenses/51', {
      'auth.session': () => campaignAdmin,
      'expenditures.get': () => expenditureRecord({ status: 'out_of_compliance' }),
      'activities.list': emptyActivities,
    });
    expect(await screen.findByRole('heading', { name: '#51 out of compliance' })).toBeTruthy();
    expect(screen.getByTestId('record-fields').getAttribute('data-read-only')).toBe('true');
    expect(within(screen.getByTestId('record-actions')).queryAllByRole('button')).toHaveLength(0);
    expect(inputLabelled('Payee Name').value).toBe('Print Shop');
  });

  it('a government admin marks an expense out of compliance with a reason', async () => {
    const { callsTo } = renderApp('/expenses/51', {
      'auth.session': () => governmentAdmin,
      'expenditures.get': () => expenditureRecord({ status: 'submitted' }),
      'expenditures.update': () => expenditureRecord({ status: 'out_of_compliance' }),
      'expenditures.list': () => ({ data: [], total: 0, page: 0, perPage: 50 }),
      'activities.list': emptyActivities,
    });
    await screen.findByRole('heading', { name: '#51 submitted' });
    await choose('Compliance', 'Out of Compliance');
    const dialog = await screen.findByRole('dialog', { name: 'Out of Compliance' });
    fireEvent.click(within(dialog).getByLabelText('Other Reason'));
    fireEvent.change(within(dialog).getByLabelText(/Explanation/), {
      target: { value: 'No receipt' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Out of Compliance' }));
    await expectUpdateSent(callsTo, 'expenditures', 'Expenditure Updated out of compliance', {
      id: 51,
      version: 1,
      status: 'out_of_compliance',
      reason: 'No receipt',
    });
  });
});
